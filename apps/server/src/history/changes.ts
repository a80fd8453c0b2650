import {
  ATTRIBUTION_FUNCTION_LABELS,
  ATTRIBUTION_QUALIFIER_LABELS,
  CLEF_LABELS,
  isAttributionFunction,
  isAttributionQualifier,
  isClef,
  isKeySignature,
  isPartType,
  KEY_SIGNATURE_LABELS,
  localize,
  paeDocument,
  PART_TYPE_LABELS,
  type FieldChange,
  type RecordState,
  type StateValue,
} from '@partitura/domain';
import type { GraphQLContext } from '../core/graphql/context';
import type { RecordKind } from '../core/records/records';

/*
 * A version's changes as a reader reads them (RecordChange in schema.graphql): one row per value
 * replaced, child added or removed, list reordered, with a path from the record down and each
 * value in words — a reference by its record's name now, a child summed up by its values.
 */

export type ChangeKind = 'set' | 'added' | 'removed' | 'moved';

/** One change before its values are put in words. */
type RawChange = {
  path: string[];
  change: ChangeKind;
  /** The field the values are of (a reference's kind is told by it). */
  field: string;
  /** The children the path goes through: each one's list and id. */
  items: ChildStep[];
  before?: StateValue;
  after?: StateValue;
};

export type DisplayedChange = {
  path: string[];
  change: ChangeKind;
  before: string | null;
  after: string | null;
  /** An incipit's code changed: the whole PAE document before and after, to draw. */
  before_document?: string | null;
  after_document?: string | null;
};

/** One child on a path: the list it is in, and its id. */
export type ChildStep = { field: string; id: string };

/** A child's state just before or after a version (which one: its index on the page). */
export type ChildAt = (
  version: number,
  items: readonly ChildStep[],
  when: 'before' | 'after',
) => RecordState | null;

/** The fields that point at a record, and the kind of that record (a list of picks by its name). */
const REFERENCES: Record<string, RecordKind> = {
  person: 'Person',
  place: 'Place',
  publication: 'Publication',
  collection: 'Collection',
  catalog: 'Catalog',
  score: 'Score',
  file: 'File',
  folder: 'File',
  genres: 'Genre',
};

/** The list a path's last child is in (`['parts', '1', 'type']` → parts). */
function listOf(path: readonly string[]): string | undefined {
  const place = path.findLastIndex((segment) => /^\d+$/.test(segment));
  return place > 0 ? path[place - 1] : undefined;
}

/** The codes of spec §9 in the request's language (a code outside the lists as it is stored). */
function codeLabel(ctx: GraphQLContext, field: string, code: string, list?: string): string {
  const label =
    field === 'function' && isAttributionFunction(code)
      ? ATTRIBUTION_FUNCTION_LABELS[code]
      : field === 'qualifier' && isAttributionQualifier(code)
        ? ATTRIBUTION_QUALIFIER_LABELS[code]
        : field === 'type' && list === 'parts' && isPartType(code)
          ? PART_TYPE_LABELS[code]
          : field === 'clef' && isClef(code)
            ? CLEF_LABELS[code]
            : field === 'key_signature' && isKeySignature(code)
              ? KEY_SIGNATURE_LABELS[code]
              : null;
  return label ? localize(label, ctx.locale) : code;
}

/** The changes, flattened: a changed child's own changes follow its path. */
export function flatten(
  changes: readonly FieldChange[],
  path: string[] = [],
  items: ChildStep[] = [],
): RawChange[] {
  const rows: RawChange[] = [];
  for (const change of changes) {
    const { field } = change;
    if (!('items' in change)) {
      rows.push({ path: [...path, field], change: 'set', items, ...change });
      continue;
    }
    if (change.moved) rows.push({ path: [...path, field], change: 'moved', field, items });
    const place = (id: string) => String(change.order.indexOf(id) + 1);
    for (const item of change.items) {
      if ('added' in item)
        rows.push({
          path: [...path, field, String(item.at + 1)],
          change: 'added',
          field,
          items: [...items, { field, id: item.id }],
          after: item.added,
        });
      else if ('removed' in item)
        rows.push({
          path: [...path, field, place(item.id)],
          change: 'removed',
          field,
          items: [...items, { field, id: item.id }],
          before: item.removed,
        });
      else
        rows.push(
          ...flatten(
            item.changes,
            [...path, field, place(item.id)],
            [...items, { field, id: item.id }],
          ),
        );
    }
  }
  return rows;
}

type Names = Map<RecordKind, Map<number, string>>;

/** Every record the values point at, by kind. */
function referencesIn(
  value: StateValue | undefined,
  field: string,
  found: Map<RecordKind, Set<number>>,
) {
  if (value === null || value === undefined || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) referencesIn(item, field, found);
    return;
  }
  const kind = REFERENCES[field];
  if (kind && typeof value.id === 'string') {
    const ids = found.get(kind) ?? new Set<number>();
    found.set(kind, ids.add(Number(value.id)));
  }
  for (const [key, inner] of Object.entries(value))
    if (key !== 'id') referencesIn(inner, key, found);
}

/** One value in words (null: empty); a child's values in the order of `keys` (its fields). */
function words(
  ctx: GraphQLContext,
  names: Names,
  value: StateValue | undefined,
  field: string,
  keys?: readonly string[],
  /** The list the value's child is in (a part's `type` is a part type). */
  list?: string,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return ctx.t(value ? 'History.yes' : 'History.no');
  if (typeof value === 'string') return codeLabel(ctx, field, value, list);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) {
    const parts = value
      .map((item) => words(ctx, names, item, field, keys, list))
      .filter((part) => part !== null);
    return parts.length > 0 ? parts.join(', ') : null;
  }
  const kind = REFERENCES[field];
  if (kind && typeof value.id === 'string')
    return names.get(kind)?.get(Number(value.id)) ?? `#${value.id}`;
  // A child (or a single one, as a vow book entry): its values, a list among them left out.
  const rank = (key: string) => {
    const at = keys?.indexOf(key) ?? -1;
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  const parts = Object.entries(value)
    .sort(([a], [b]) => rank(a) - rank(b))
    .filter(
      ([key, inner]) =>
        key !== 'id' && !(Array.isArray(inner) && inner.some((x) => typeof x === 'object')),
    )
    .map(([key, inner]) => words(ctx, names, inner, key, undefined, field))
    .filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The changes of many versions in words, the names of every record they point at asked once per
 * kind (`names`: the record directory's).
 */
export async function displayChanges(
  ctx: GraphQLContext,
  versions: ReadonlyArray<readonly FieldChange[]>,
  names: (kind: RecordKind, ids: number[]) => Promise<Map<number, string>>,
  /** The fields of the record or child a path leads to, in the editor's order. */
  fieldsAt: (path: string[], version: number) => readonly string[] | undefined = () => undefined,
  /** An incipit as it was around a version: its code change is drawn from it (paeDocument). */
  childAt?: ChildAt,
): Promise<DisplayedChange[][]> {
  const flat = versions.map((changes) => flatten(changes));
  const wanted = new Map<RecordKind, Set<number>>();
  for (const row of flat.flat()) {
    referencesIn(row.before, row.field, wanted);
    referencesIn(row.after, row.field, wanted);
  }
  const known: Names = new Map();
  for (const [kind, ids] of wanted) known.set(kind, await names(kind, [...ids]));
  return flat.map((rows, version) =>
    rows.map((row) => {
      const shown: DisplayedChange = {
        path: row.path,
        change: row.change,
        before: words(
          ctx,
          known,
          row.before,
          row.field,
          fieldsAt(row.path, version),
          listOf(row.path),
        ),
        after: words(
          ctx,
          known,
          row.after,
          row.field,
          fieldsAt(row.path, version),
          listOf(row.path),
        ),
      };
      if (row.field !== 'pae' || !childAt) return shown;
      const document = (when: 'before' | 'after') => {
        const incipit = childAt(version, row.items, when);
        return incipit && typeof incipit.pae === 'string' && incipit.pae !== ''
          ? paeDocument(incipit as Parameters<typeof paeDocument>[0])
          : null;
      };
      return { ...shown, before_document: document('before'), after_document: document('after') };
    }),
  );
}
