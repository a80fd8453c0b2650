// The values of IIIF Presentation 3 properties, checked one at a time; presentation-rules.ts
// walks the resources and asks these. Every problem names where it is as a JSON path.

/** The Presentation 3 context: the @context of a top resource, or the last item of its list. */
export const PRESENTATION_3_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

/** A JSON object (never an array or null). */
export type Json = Record<string, unknown>;

/** One check's state: the problems found so far and where each unique id was first seen. */
export type Walk = { problems: string[]; ids: Map<string, string> };

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function report(walk: Walk, path: string, message: string): void {
  walk.problems.push(`${path}: ${message}`);
}

/** The path of a property: `$.label`, or `$["@none"]` for a key that is no identifier. */
export function member(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** An absolute http(s) URI without spaces: what every IIIF id is. */
export function isHttpUri(value: unknown): value is string {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The array a property must hold, or undefined when it is absent (a problem when `required`) or
 * not an array — a single object where the spec wants a list is the commonest v2 leftover.
 */
export function list(node: Json, key: string, path: string, walk: Walk, required = false) {
  const value = node[key];
  if (value === undefined) {
    if (required) report(walk, path, `has no ${key}`);
    return undefined;
  }
  if (!Array.isArray(value)) {
    report(walk, member(path, key), 'must be an array');
    return undefined;
  }
  return value as unknown[];
}

/**
 * The resource's id: present (when `required`), an absolute http(s) URI, and — when `unique` —
 * not the id of another resource of the document (only resources defined here are unique;
 * references to them repeat their ids legitimately).
 */
export function checkId(node: Json, path: string, walk: Walk, required: boolean, unique = false) {
  const id = node.id;
  if (id === undefined) {
    if (!required) return;
    const old = node['@id'] === undefined ? '' : ' (it has a Presentation 2 @id)';
    return report(walk, path, `has no id${old}`);
  }
  if (!isHttpUri(id)) {
    const spaced = typeof id === 'string' && /\s/.test(id) ? ' without spaces' : '';
    return report(walk, member(path, 'id'), `must be an absolute http(s) URI${spaced}`);
  }
  if (!unique) return;
  const first = walk.ids.get(id);
  if (first === undefined) walk.ids.set(id, path);
  else report(walk, member(path, 'id'), `${id} is already the id of ${first}`);
}

/** The resource's type: present and one of `allowed`. */
export function checkType(node: Json, path: string, walk: Walk, allowed: readonly string[]) {
  const type = node.type;
  if (type === undefined) {
    const old = node['@type'] === undefined ? '' : ` (it has a Presentation 2 @type)`;
    return report(walk, path, `has no type${old}; expected ${allowed.join(' or ')}`);
  }
  if (typeof type !== 'string' || !allowed.includes(type))
    report(
      walk,
      member(path, 'type'),
      `is ${JSON.stringify(type)}; expected ${allowed.join(' or ')}`,
    );
}

// BCP 47 tags in their simple shape (en, de-CH, zh-Hant-CN), or "none" (not v2's "@none").
const LANGUAGE = /^(none|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$/;

/** A language map: {"en": ["…"], "none": ["…"]}. A plain string is v2's label and invalid. */
export function checkLanguageMap(value: unknown, path: string, walk: Walk): void {
  if (typeof value === 'string')
    return report(walk, path, 'is a plain string (Presentation 2); expected a language map');
  if (!isJson(value))
    return report(walk, path, 'must be a language map: language → array of strings');
  for (const [language, texts] of Object.entries(value)) {
    const at = member(path, language);
    if (!LANGUAGE.test(language)) report(walk, at, 'is no language tag (use "none" if unknown)');
    if (!Array.isArray(texts) || !texts.every((text) => typeof text === 'string'))
      report(walk, at, 'must be an array of strings');
  }
}

/** A metadata entry or requiredStatement: both label and value, each a language map. */
export function checkLabelValue(value: unknown, path: string, walk: Walk): void {
  if (!isJson(value)) return report(walk, path, 'must be an object with label and value');
  for (const key of ['label', 'value']) {
    if (value[key] === undefined) report(walk, path, `has no ${key}`);
    else checkLanguageMap(value[key], member(path, key), walk);
  }
}

// Creative Commons and RightsStatements.org name their licences and statements by http URIs;
// the https spelling, however common, is not one of them.
const RIGHTS =
  /^http:\/\/(creativecommons\.org\/(licenses|publicdomain)\/|rightsstatements\.org\/vocab\/)\S+$/;

export function checkRights(value: unknown, path: string, walk: Walk): void {
  if (typeof value === 'string' && RIGHTS.test(value)) return;
  report(walk, path, 'must be a http:// Creative Commons or RightsStatements.org URI');
}

const BEHAVIORS = new Set([
  'auto-advance',
  'no-auto-advance',
  'repeat',
  'no-repeat',
  'unordered',
  'individuals',
  'continuous',
  'paged',
  'facing-pages',
  'non-paged',
  'multi-part',
  'together',
  'sequence',
  'thumbnail-nav',
  'no-nav',
  'hidden',
]);

export function checkBehavior(value: unknown, path: string, walk: Walk): void {
  if (!Array.isArray(value)) return report(walk, path, 'must be an array');
  value.forEach((behavior, i) => {
    if (typeof behavior !== 'string' || !BEHAVIORS.has(behavior))
      report(walk, `${path}[${i}]`, `${JSON.stringify(behavior)} is not a behavior of the spec`);
  });
}

const DIRECTIONS = ['left-to-right', 'right-to-left', 'top-to-bottom', 'bottom-to-top'];

export function checkViewingDirection(value: unknown, path: string, walk: Walk): void {
  if (typeof value !== 'string' || !DIRECTIONS.includes(value))
    report(walk, path, `must be one of ${DIRECTIONS.join(', ')}`);
}

/** A width or height: a positive integer. A duration: a positive number of seconds. */
export function checkExtent(node: Json, path: string, walk: Walk): void {
  for (const key of ['width', 'height']) {
    const value = node[key];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) > 0))
      report(walk, member(path, key), 'must be a positive integer');
  }
  const duration = node.duration;
  if (duration !== undefined && !(typeof duration === 'number' && duration > 0))
    report(walk, member(path, 'duration'), 'must be a positive number');
}
