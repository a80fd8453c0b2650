import { checkContent, checkDescriptive } from './presentation-links';
import {
  PRESENTATION_3_CONTEXT,
  checkExtent,
  checkId,
  checkType,
  isHttpUri,
  isJson,
  list,
  member,
  report,
  type Json,
  type Walk,
} from './presentation-values';

export { PRESENTATION_3_CONTEXT } from './presentation-values';

/**
 * The problems of a IIIF Presentation API 3.0 document, each "JSON path: what is wrong"; none
 * when it is valid as far as these rules see. Not a JSON-LD or JSON Schema validator: it checks
 * the rules our manifests depend on and the breakage viewers meet most often —
 *
 * - the top resource has an @context that is the Presentation 3 context or a list ending with
 *   it, and is a Collection, Manifest, Canvas, Range, AnnotationPage, AnnotationCollection or
 *   Annotation;
 * - ids: present on every resource that must have one (the classes above, content resources of
 *   the spec's content classes, thumbnails, logos, homepage, rendering, seeAlso, partOf,
 *   provider, services), each an absolute http(s) URI; a Canvas id has no fragment; no two
 *   resources defined in the document (Collections, Manifests, Canvases, Annotation Pages,
 *   Annotations) share an id, nor do two items of one Collection (Ranges may repeat);
 * - types: each resource's type is the class its place allows (a Manifest's items Canvases, a
 *   Collection's items Collections or Manifests, a Canvas's items AnnotationPages of
 *   Annotations, a Range's items Ranges, Canvases or SpecificResources, thumbnails content
 *   classes, logos Images, providers Agents); annotation bodies of other types (Web Annotation
 *   or extension classes) are accepted;
 * - label, summary and the label and value of metadata entries and requiredStatement are
 *   language maps (language tag or "none" → array of strings; a plain string, as in v2, is not);
 *   a metadata entry has both label and value; Collections, Manifests, the items of a
 *   Collection, homepage, rendering and provider resources have a label;
 * - a Manifest has items with at least one Canvas; a Collection has items;
 * - a Canvas has integer width and height (both or neither) and/or a positive duration;
 *   content resources' width and height are positive integers;
 * - painting annotations in a Canvas's items target that Canvas (its id, the id with a
 *   #fragment, or a SpecificResource of it); an AnnotationPage or Annotation has no
 *   `annotations` of its own;
 * - thumbnail, homepage, rendering, seeAlso, partOf, provider, service, metadata and behavior
 *   are arrays; a service has id and type (or an Image API 2 service its @id and @type);
 * - rights is an http:// Creative Commons or RightsStatements.org URI; behavior and
 *   viewingDirection values are the spec's; Presentation 2 properties (sequences, images,
 *   otherContent, viewingHint, attribution, license, …) are reported.
 *
 * Not checked: which behaviors are disjoint or allowed on which class, language tags beyond
 * their shape, navDate and navPlace values, selectors, time fragments, extensions' contexts.
 */
export function checkPresentation3(json: unknown): string[] {
  if (!isJson(json)) return ['$: must be a JSON object'];
  const walk: Walk = { problems: [], ids: new Map() };
  checkContext(json, walk);
  const check = typeof json.type === 'string' ? TOP_LEVEL[json.type] : undefined;
  if (check) check(json, '$', walk);
  else checkType(json, '$', walk, Object.keys(TOP_LEVEL));
  return walk.problems;
}

type Check = (node: Json, path: string, walk: Walk) => void;

const TOP_LEVEL: Record<string, Check> = {
  Collection: checkCollection,
  Manifest: checkManifest,
  Canvas: checkCanvas,
  Range: checkRange,
  AnnotationPage: (node, path, walk) => checkPage(node, path, walk, null),
  AnnotationCollection: checkAnnotationCollection,
  Annotation: (node, path, walk) => checkAnnotation(node, path, walk, null),
};

function checkContext(json: Json, walk: Walk): void {
  const context = json['@context'];
  if (context === undefined) return report(walk, '$', 'has no @context');
  const contexts: unknown[] = Array.isArray(context) ? context : [context];
  if (contexts[contexts.length - 1] === PRESENTATION_3_CONTEXT) return;
  const v2 = contexts.some((c) => typeof c === 'string' && c.includes('/presentation/2/'));
  report(
    walk,
    '$["@context"]',
    v2 ? 'is the Presentation 2 context' : `must be ${PRESENTATION_3_CONTEXT} or end with it`,
  );
}

// What a Presentation 2 document says where Presentation 3 says something else.
const V2_PROPERTIES: Record<string, string> = {
  sequences: 'items',
  canvases: 'items',
  images: 'items',
  otherContent: 'annotations',
  resources: 'items',
  viewingHint: 'behavior',
  description: 'summary',
  attribution: 'requiredStatement',
  license: 'rights',
  within: 'partOf',
  related: 'homepage',
  startCanvas: 'start',
  on: 'target',
  resource: 'body',
};

type ClassRules = { labelled?: boolean; unique?: boolean };

/** What every IIIF class has: id, type, descriptive properties, and no v2 leftovers. */
function checkClass(node: Json, path: string, walk: Walk, type: string, rules: ClassRules = {}) {
  const { labelled = false, unique = true } = rules;
  checkId(node, path, walk, true, unique);
  checkType(node, path, walk, [type]);
  if (labelled && node.label === undefined) report(walk, path, 'has no label');
  for (const key of Object.keys(node))
    if (key in V2_PROPERTIES)
      report(walk, member(path, key), `is Presentation 2; use ${V2_PROPERTIES[key]}`);
  checkDescriptive(node, path, walk);
}

/** Each object of the array `key` holds, checked by `check`. */
function each(node: Json, key: string, path: string, walk: Walk, check: Check, required = false) {
  list(node, key, path, walk, required)?.forEach((item, i) => {
    const at = `${member(path, key)}[${i}]`;
    if (isJson(item)) check(item, at, walk);
    else report(walk, at, 'must be an object');
  });
}

function checkCollection(node: Json, path: string, walk: Walk): void {
  checkClass(node, path, walk, 'Collection', { labelled: true });
  const listed = new Set<unknown>();
  each(
    node,
    'items',
    path,
    walk,
    (item, at) => {
      checkType(item, at, walk, ['Collection', 'Manifest']);
      if (item.type === 'Collection' && item.items !== undefined)
        return checkCollection(item, at, walk);
      checkId(item, at, walk, true);
      if (listed.has(item.id)) report(walk, member(at, 'id'), 'is listed twice');
      listed.add(item.id);
      if (item.label === undefined) report(walk, at, 'has no label');
      checkDescriptive(item, at, walk);
    },
    true,
  );
  each(node, 'annotations', path, walk, checkPageEntry);
}

function checkManifest(node: Json, path: string, walk: Walk): void {
  checkClass(node, path, walk, 'Manifest', { labelled: true });
  if (Array.isArray(node.items) && node.items.length === 0)
    report(walk, member(path, 'items'), 'must list at least one Canvas');
  each(node, 'items', path, walk, checkCanvas, true);
  each(node, 'structures', path, walk, checkRange);
  each(node, 'annotations', path, walk, checkPageEntry);
  checkStart(node, path, walk);
  checkExtraCanvases(node, path, walk);
}

function checkCanvas(node: Json, path: string, walk: Walk): void {
  checkClass(node, path, walk, 'Canvas');
  if (typeof node.id === 'string' && node.id.includes('#'))
    report(walk, member(path, 'id'), 'must not have a fragment (#…)');
  checkExtent(node, path, walk);
  const [width, height] = [node.width !== undefined, node.height !== undefined];
  if (width !== height)
    report(walk, path, `has ${width ? 'width but no height' : 'height but no width'}`);
  else if (!width && node.duration === undefined)
    report(walk, path, 'has neither width and height nor duration');
  const canvasId = typeof node.id === 'string' ? node.id : null;
  each(node, 'items', path, walk, (page, at) => checkPage(page, at, walk, canvasId));
  each(node, 'annotations', path, walk, checkPageEntry);
  checkExtraCanvases(node, path, walk);
}

/** placeholderCanvas and accompanyingCanvas: Canvases of their own. */
function checkExtraCanvases(node: Json, path: string, walk: Walk): void {
  for (const key of ['placeholderCanvas', 'accompanyingCanvas']) {
    const canvas = node[key];
    if (canvas === undefined) continue;
    if (isJson(canvas)) checkCanvas(canvas, member(path, key), walk);
    else report(walk, member(path, key), 'must be a Canvas');
  }
}

/** An AnnotationPage in `annotations`: embedded (with items) or referenced by id. */
function checkPageEntry(node: Json, path: string, walk: Walk): void {
  if (node.items !== undefined) return checkPage(node, path, walk, null);
  checkId(node, path, walk, true);
  checkType(node, path, walk, ['AnnotationPage']);
}

/** An AnnotationPage; `canvas` is the id of the Canvas whose items it is (painting). */
function checkPage(node: Json, path: string, walk: Walk, canvas: string | null): void {
  checkClass(node, path, walk, 'AnnotationPage');
  if (node.annotations !== undefined)
    report(walk, member(path, 'annotations'), 'an AnnotationPage has no annotations');
  each(node, 'items', path, walk, (annotation, at) =>
    checkAnnotation(annotation, at, walk, canvas),
  );
}

function checkAnnotation(node: Json, path: string, walk: Walk, canvas: string | null): void {
  checkClass(node, path, walk, 'Annotation');
  if (node.annotations !== undefined)
    report(walk, member(path, 'annotations'), 'an Annotation has no annotations');
  const motivations: unknown[] = [node.motivation ?? []].flat();
  if (!motivations.every((motivation) => typeof motivation === 'string'))
    report(walk, member(path, 'motivation'), 'must be a string or an array of strings');
  [node.body ?? []].flat().forEach((body: unknown, i) => {
    const at = Array.isArray(node.body) ? `${path}.body[${i}]` : `${path}.body`;
    if (isJson(body)) checkContent(body, at, walk);
    else if (!isHttpUri(body)) report(walk, at, 'must be a resource or its URI');
  });
  if (node.target === undefined) return report(walk, path, 'has no target');
  if (canvas === null || !motivations.includes('painting')) return;
  for (const target of [node.target].flat())
    if (!targetsCanvas(target, canvas))
      report(
        walk,
        member(path, 'target'),
        `a painting annotation must target its Canvas ${canvas}`,
      );
}

/** Whether an annotation's target is the Canvas `canvas` or a part of it. */
function targetsCanvas(target: unknown, canvas: string): boolean {
  const source = isJson(target) ? (target.source ?? target.id) : target;
  const id = isJson(source) ? source.id : source;
  return typeof id === 'string' && (id === canvas || id.startsWith(`${canvas}#`));
}

function checkRange(node: Json, path: string, walk: Walk): void {
  // A Range may stand in several places of the structures (a section in two tables of
  // contents), embedded whole each time, so its id may repeat.
  checkClass(node, path, walk, 'Range', { unique: false });
  each(node, 'items', path, walk, (item, at) => {
    checkType(item, at, walk, ['Range', 'Canvas', 'SpecificResource']);
    if (item.type === 'Range') checkRange(item, at, walk);
    else if (item.type === 'SpecificResource') checkContent(item, at, walk);
    else checkId(item, at, walk, true);
  });
  checkStart(node, path, walk);
}

/** Where a Manifest or Range starts: a Canvas, or a SpecificResource of one. */
function checkStart(node: Json, path: string, walk: Walk): void {
  const start = node.start;
  if (start === undefined) return;
  const at = member(path, 'start');
  if (!isJson(start)) return report(walk, at, 'must be a Canvas or a SpecificResource');
  checkType(start, at, walk, ['Canvas', 'SpecificResource']);
  if (start.type === 'SpecificResource') checkContent(start, at, walk);
  else checkId(start, at, walk, true);
}

function checkAnnotationCollection(node: Json, path: string, walk: Walk): void {
  checkClass(node, path, walk, 'AnnotationCollection');
  for (const key of ['first', 'last']) {
    const page = node[key];
    if (page === undefined || isHttpUri(page)) continue;
    if (isJson(page)) checkPageEntry(page, member(path, key), walk);
    else report(walk, member(path, key), 'must be an AnnotationPage or its URI');
  }
}
