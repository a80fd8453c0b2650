// The properties of IIIF Presentation 3 that any resource may carry to describe itself or link
// to others (thumbnail, homepage, service, provider, …), and the content resources they name.
import {
  checkBehavior,
  checkExtent,
  checkId,
  checkLabelValue,
  checkLanguageMap,
  checkRights,
  checkType,
  checkViewingDirection,
  isHttpUri,
  isJson,
  list,
  member,
  report,
  type Json,
  type Walk,
} from './presentation-values';

/** The content classes of the spec: what a thumbnail, logo or painted body is. */
export const CONTENT_TYPES = ['Image', 'Video', 'Sound', 'Text', 'Dataset', 'Model'];

type Check = (item: Json, path: string, walk: Walk) => void;

/** Each object of the array `key` holds, checked by `check`. */
function each(node: Json, key: string, path: string, walk: Walk, check: Check): void {
  list(node, key, path, walk)?.forEach((item, i) => {
    const at = `${member(path, key)}[${i}]`;
    if (isJson(item)) check(item, at, walk);
    else report(walk, at, 'must be an object');
  });
}

/** The descriptive and linking properties (spec §3.1–3.3), wherever they appear. */
export function checkDescriptive(node: Json, path: string, walk: Walk): void {
  for (const key of ['label', 'summary'])
    if (node[key] !== undefined) checkLanguageMap(node[key], member(path, key), walk);
  list(node, 'metadata', path, walk)?.forEach((entry, i) =>
    checkLabelValue(entry, `${path}.metadata[${i}]`, walk),
  );
  if (node.requiredStatement !== undefined)
    checkLabelValue(node.requiredStatement, member(path, 'requiredStatement'), walk);
  if (node.rights !== undefined) checkRights(node.rights, member(path, 'rights'), walk);
  if (node.behavior !== undefined) checkBehavior(node.behavior, member(path, 'behavior'), walk);
  if (node.viewingDirection !== undefined)
    checkViewingDirection(node.viewingDirection, member(path, 'viewingDirection'), walk);
  each(node, 'thumbnail', path, walk, (item, at) => checkContent(item, at, walk, CONTENT_TYPES));
  // A homepage or rendering is shown to people as a link, so it must say what it is.
  each(node, 'homepage', path, walk, (item, at) => checkLinked(item, at, walk, true));
  each(node, 'rendering', path, walk, (item, at) => checkLinked(item, at, walk, true));
  each(node, 'seeAlso', path, walk, (item, at) => checkLinked(item, at, walk, false));
  each(node, 'partOf', path, walk, (item, at) => checkLinked(item, at, walk, false));
  each(node, 'provider', path, walk, checkAgent);
  checkServices(node, 'service', path, walk);
  checkServices(node, 'services', path, walk);
}

/** A resource linked to, not shown: id, type, and a label when people see it. */
function checkLinked(node: Json, path: string, walk: Walk, labelled: boolean): void {
  checkId(node, path, walk, true);
  if (typeof node.type !== 'string') report(walk, path, 'has no type');
  if (labelled && node.label === undefined) report(walk, path, 'has no label');
  checkFormat(node, path, walk);
  checkDescriptive(node, path, walk);
}

function checkAgent(node: Json, path: string, walk: Walk): void {
  checkId(node, path, walk, true);
  checkType(node, path, walk, ['Agent']);
  if (node.label === undefined) report(walk, path, 'has no label');
  checkDescriptive(node, path, walk);
  each(node, 'logo', path, walk, (item, at) => checkContent(item, at, walk, ['Image']));
}

/**
 * A service list: each service has id and type (Presentation 3) or @id and @type (a service of
 * the Image API 2, which Presentation 3 keeps as it is). A single object is not a list.
 */
function checkServices(node: Json, key: string, path: string, walk: Walk): void {
  each(node, key, path, walk, (service, at) => {
    const v2 = service.id === undefined && service['@id'] !== undefined;
    const id = v2 ? service['@id'] : service.id;
    const type = v2 ? service['@type'] : service.type;
    if (id === undefined) report(walk, at, 'has no id');
    else if (!isHttpUri(id))
      report(walk, at, `${v2 ? '@id' : 'id'} must be an absolute http(s) URI`);
    if (typeof type !== 'string') report(walk, at, `has no ${v2 ? '@type' : 'type'}`);
    checkServices(service, 'service', at, walk);
  });
}

function checkFormat(node: Json, path: string, walk: Walk): void {
  const format = node.format;
  if (format !== undefined && !(typeof format === 'string' && /^[a-z]+\/\S+$/i.test(format)))
    report(walk, member(path, 'format'), 'must be a media type such as image/jpeg');
}

/**
 * A content resource: a thumbnail, logo or annotation body. The spec's content classes need an
 * id; a TextualBody its value, a Choice its items, a SpecificResource its source. Other types
 * come from the Web Annotation model or extensions and are accepted unless `only` names the
 * types allowed where it stands.
 */
export function checkContent(node: Json, path: string, walk: Walk, only?: string[]): void {
  const type = node.type;
  if (typeof type !== 'string' || (only && !only.includes(type)))
    return checkType(node, path, walk, only ?? CONTENT_TYPES);
  if (type === 'TextualBody') {
    if (typeof node.value !== 'string') report(walk, path, 'is a TextualBody without value');
  } else if (type === 'Choice') {
    list(node, 'items', path, walk, true)?.forEach((item, i) => {
      const at = `${path}.items[${i}]`;
      if (isJson(item)) checkContent(item, at, walk);
      else report(walk, at, 'must be an object');
    });
  } else if (type === 'SpecificResource') {
    const source = node.source;
    if (source === undefined) report(walk, path, 'is a SpecificResource without source');
    else if (isJson(source)) checkId(source, member(path, 'source'), walk, true);
    else if (!isHttpUri(source))
      report(walk, member(path, 'source'), 'must be an absolute http(s) URI or a resource');
  }
  checkId(node, path, walk, CONTENT_TYPES.includes(type));
  checkExtent(node, path, walk);
  checkFormat(node, path, walk);
  checkDescriptive(node, path, walk);
}
