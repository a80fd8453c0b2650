/**
 * Which editor tab a field belongs to, and how many errors each tab holds. Pure, so the rules that
 * mark tabs and choose where to jump are tested without a browser.
 */

/** A tab of a record editor as the error logic sees it: its id and the fields it shows. */
export type TabFields = {
  id: string;
  /**
   * Top-level field names (or dotted prefixes) shown on the tab: `['names']` claims `names`,
   * `names.0.name` and `names.root`; `['dates', 'cleric']` claims exactly those fields.
   */
  fields: readonly string[];
};

/** One error of a form, flattened: the dotted path of its field and its message (a key). */
export type FlatError = { path: string; message: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An error leaf of react-hook-form's tree: `{ type, message, ref? }`. */
function isErrorLeaf(value: Record<string, unknown>): boolean {
  return typeof value.type === 'string' && 'message' in value;
}

/**
 * Flattens react-hook-form's error tree (`{ names: [, { name: { message } }] }`) into dotted
 * paths in tree order (`names.1.name`). An array's own error (`names.root`) is reported as
 * `names.root`. Element references (`ref`) are never walked into.
 */
export function flattenErrors(tree: unknown, prefix = ''): FlatError[] {
  if (!isObject(tree)) return [];
  const found: FlatError[] = [];
  if (prefix && isErrorLeaf(tree)) {
    found.push({ path: prefix, message: String(tree.message ?? '') });
  }
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'ref' || key === 'type' || key === 'message' || key === 'types') continue;
    if (!isObject(value)) continue;
    found.push(...flattenErrors(value, prefix ? `${prefix}.${key}` : key));
  }
  return found;
}

function claims(field: string, path: string): boolean {
  return path === field || path.startsWith(`${field}.`);
}

/** The id of the tab that shows the field at `path`, or null when no tab claims it. */
export function tabOfField(path: string, tabs: readonly TabFields[]): string | null {
  return tabs.find((tab) => tab.fields.some((field) => claims(field, path)))?.id ?? null;
}

/** How many errors each tab holds (every tab present, 0 when clean). */
export function errorCountsByTab(
  paths: readonly string[],
  tabs: readonly TabFields[],
): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(tabs.map((tab) => [tab.id, 0]));
  for (const path of paths) {
    const tab = tabOfField(path, tabs);
    if (tab) counts[tab] += 1;
  }
  return counts;
}

/**
 * Where to take the person after a failed save: the first tab (in tab order) holding an error,
 * and the first error path on it — or null when no error belongs to a tab.
 */
export function firstError(
  paths: readonly string[],
  tabs: readonly TabFields[],
): { tab: string; path: string } | null {
  for (const tab of tabs) {
    const path = paths.find((candidate) => tabOfField(candidate, [tab]) === tab.id);
    if (path) return { tab: tab.id, path };
  }
  return null;
}
