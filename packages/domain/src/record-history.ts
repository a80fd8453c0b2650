/*
 * A record's history (issue 26): what one save changed, field by field, and how to go back.
 *
 * A record is read for its history as its *state*: the values its save input names (a score's
 * shelfmark, its attributions with their ids, a reference as `{ id }`). A version stores only the
 * difference between the state before and after its save (diffStates); the state of an older
 * version is the current one with every later difference undone (undoChanges), which is what a
 * restore saves again.
 *
 * A list of children (every array whose items are objects with an `id`: attributions, a part's
 * voices, a score's genres) is compared item by item, by id: items added, removed (kept whole,
 * to be brought back) and changed (their own fields, recursively); `order` is the ids the list
 * had before, so that undoing puts every item back where it was. Any other value (a text, a
 * number, a reference `{ id }`) is compared whole.
 */

/** A JSON value as a record's state holds it. */
export type StateValue =
  string | number | boolean | null | StateValue[] | { [field: string]: StateValue };

/** A record's state: its fields by their input names. */
export type RecordState = { [field: string]: StateValue };

/** A child of a list, identified by its `id`. */
export type StateItem = RecordState & { id: string };

/** What became of one child of a list (`at`: an added child's place in the list after, from 0). */
export type ItemChange =
  | { id: string; added: StateItem; at: number }
  | { id: string; removed: StateItem }
  | { id: string; changes: FieldChange[] };

/** One field's change: a value replaced, or a list whose items changed. */
export type FieldChange =
  | { field: string; before: StateValue; after: StateValue }
  | { field: string; items: ItemChange[]; order: string[]; moved?: true };

/** A list of children: an array whose every item is an object with a (string) id. */
export function isItemList(value: StateValue | undefined): value is StateItem[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        !Array.isArray(item) &&
        typeof item.id === 'string',
    )
  );
}

/** Deep equality of two state values (object keys in any order). */
export function sameValue(a: StateValue | undefined, b: StateValue | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a === null || b === null) return false;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameValue(a[key], b[key])) return false;
  return true;
}

/**
 * Whether two states hold the same, whatever the ids of their children: a child brought back by a
 * restore is a new row with the values it had. (A list of picks, `[{ id }]`, is its ids.)
 */
export function sameContent(a: RecordState, b: RecordState): boolean {
  return sameValue(withoutChildIds(a), withoutChildIds(b));
}

function withoutChildIds(value: StateValue): StateValue {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(withoutChildIds);
  const out: RecordState = {};
  const isChild = typeof value.id === 'string' && Object.keys(value).length > 1;
  for (const [key, inner] of Object.entries(value))
    if (!(isChild && key === 'id')) out[key] = withoutChildIds(inner);
  return out;
}

/** The changes that make `before` into `after`, field by field (none: nothing changed). */
export function diffStates(before: RecordState, after: RecordState): FieldChange[] {
  const changes: FieldChange[] = [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const field of fields) {
    if (field === 'id') continue;
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    if (sameValue(was, now)) continue;
    const wasList = isItemList(was) || (Array.isArray(was) && was.length === 0 && isItemList(now));
    const nowList = isItemList(now) || (Array.isArray(now) && now.length === 0 && isItemList(was));
    if (wasList && nowList) changes.push(listChange(field, was as StateItem[], now as StateItem[]));
    else changes.push({ field, before: was, after: now });
  }
  return changes;
}

function listChange(field: string, before: StateItem[], after: StateItem[]): FieldChange {
  const old = new Map(before.map((item) => [item.id, item]));
  const now = new Map(after.map((item) => [item.id, item]));
  const items: ItemChange[] = [];
  for (const item of before) if (!now.has(item.id)) items.push({ id: item.id, removed: item });
  after.forEach((item, at) => {
    const was = old.get(item.id);
    if (!was) items.push({ id: item.id, added: item, at });
    else {
      const changes = diffStates(was, item);
      if (changes.length > 0) items.push({ id: item.id, changes });
    }
  });
  const order = before.map((item) => item.id);
  // The children both lists have, in a different order: the list was reordered.
  const kept = order.filter((id) => now.has(id));
  const keptAfter = after.map((item) => item.id).filter((id) => old.has(id));
  const moved = kept.some((id, i) => keptAfter[i] !== id);
  return moved ? { field, items, order, moved: true } : { field, items, order };
}

/** The state before `changes`, from the state after them. */
export function undoChanges(after: RecordState, changes: readonly FieldChange[]): RecordState {
  const before: RecordState = { ...after };
  for (const change of changes) {
    if ('items' in change) before[change.field] = undoList(after[change.field], change);
    else before[change.field] = change.before;
  }
  return before;
}

function undoList(
  after: StateValue | undefined,
  change: Extract<FieldChange, { items: ItemChange[] }>,
): StateItem[] {
  const now = new Map((isItemList(after) ? after : []).map((item) => [item.id, item]));
  const byId = new Map(change.items.map((item) => [item.id, item]));
  return change.order.map((id) => {
    const item = byId.get(id);
    if (item && 'removed' in item) return item.removed;
    const current = now.get(id) ?? ({ id } as StateItem);
    return item && 'changes' in item ? (undoChanges(current, item.changes) as StateItem) : current;
  });
}

/** The state a record had at an older version: the current one with the later changes undone, newest first. */
export function stateBefore(
  current: RecordState,
  later: ReadonlyArray<readonly FieldChange[]>,
): RecordState {
  return later.reduce<RecordState>((state, changes) => undoChanges(state, changes), current);
}
