import { and, eq, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Tx } from '../database/db';
import { parseId } from '../runtime/ids';
import {
  hasId,
  isScalar,
  storedScalar,
  type FlagField,
  type RefField,
  type ScalarField,
  type Shape,
  type TextField,
  type WholeField,
} from '@partitura/domain';

/*
 * From a validated input to the rows a save writes: a record's own columns by its shape in the
 * domain (storedColumns), and each child list made exactly what the input lists (syncChildren).
 */

/** A child table: an identity `id` and a column pointing at its parent. */
type ChildTable = PgTable<TableConfig> & { id: PgColumn };

/** One child as the aggregate's save wants it: its stored id (when it has one) and its values. */
export type ChildItem<Values> = { id: number | null; values: Values };

/**
 * Makes the children of one parent exactly `items`, in one transaction's worth of statements:
 * rows whose id is listed are updated, items without a (known) id are inserted, rows not listed are
 * deleted (their own children cascade). An id that is not one of this parent's children is treated
 * as new, so a save can never move or change another record's child. Answers the ids in item order.
 */
export async function syncChildren<T extends ChildTable>(
  tx: Tx,
  table: T,
  parentColumn: PgColumn,
  parentId: number,
  items: ChildItem<T['$inferInsert']>[],
): Promise<number[]> {
  // Drizzle cannot type a query over an arbitrary table; the casts below only widen to it.
  const t = table as unknown as PgTable<TableConfig> & { id: PgColumn };
  const existing = new Set(
    (await tx.select({ id: t.id }).from(t).where(eq(parentColumn, parentId))).map((row) =>
      Number(row.id),
    ),
  );
  const kept = items
    .map((item) => item.id)
    .filter((id): id is number => id !== null && existing.has(id));
  await tx
    .delete(t)
    .where(and(eq(parentColumn, parentId), kept.length > 0 ? notInArray(t.id, kept) : undefined));

  const ids: number[] = [];
  for (const item of items) {
    if (item.id !== null && existing.has(item.id)) {
      await tx
        .update(t)
        .set(item.values as never)
        .where(eq(t.id, item.id));
      ids.push(item.id);
    } else {
      const [row] = await tx
        .insert(t)
        .values(item.values as never)
        .returning({ id: t.id });
      ids.push(Number(row.id));
    }
  }
  return ids;
}

/**
 * syncChildren for a child list as an input carries it: the ids are parsed, and `values` makes
 * each child's stored values from the input item and its place in the list (its position).
 */
export function syncInputList<T extends ChildTable, Item extends { id?: string | null }>(
  tx: Tx,
  table: T,
  parentColumn: PgColumn,
  parentId: number,
  items: ReadonlyArray<Item>,
  values: (item: Item, position: number) => T['$inferInsert'],
): Promise<number[]> {
  return syncChildren(
    tx,
    table,
    parentColumn,
    parentId,
    items.map((item, position) => ({ id: parseId(item.id), values: values(item, position) })),
  );
}

/*
 * An input stored by its record's shape (the domain's record-shape.ts): each text, number and
 * flag of the record tidied as its kind says (storedScalar), each reference as the id it names,
 * in the table's column: the field's name in camelCase (`short_title` → `shortTitle`), a
 * reference's with `Id` (`person` → `personId`). Ids and child lists are the save's to handle.
 * The column names are types, so a table that lacks one fails to compile where the values are
 * written.
 */

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type Column<K extends string, F> = F extends RefField ? `${CamelCase<K>}Id` : CamelCase<K>;

type ColumnValue<F> = F extends FlagField
  ? boolean
  : F extends TextField<'required' | 'pae'>
    ? string
    : F extends { kind: 'text'; otherwise: string }
      ? string
      : F extends TextField
        ? string | null | undefined
        : F extends { kind: 'whole'; otherwise: number }
          ? number
          : F extends WholeField
            ? number | null | undefined
            : F extends RefField<string, true>
              ? number
              : F extends RefField
                ? number | null | undefined
                : never;

/** The columns of a record of the shape, as a save writes them (undefined: leave as stored). */
export type StoredColumns<S extends Shape> = {
  -readonly [
    K in keyof S & string as S[K] extends ScalarField | RefField ? Column<K, S[K]> : never
  ]: ColumnValue<S[K]>;
};

/**
 * `true` when every column of a shape is a column of the table, else the names it lacks:
 * `const ok: Fits<typeof X_SHAPE, typeof xs> = true` fails to compile, naming the column.
 */
export type Fits<S extends Shape, Table extends { $inferInsert: object }> = [
  Exclude<keyof StoredColumns<S>, keyof Table['$inferInsert']>,
] extends [never]
  ? true
  : Exclude<keyof StoredColumns<S>, keyof Table['$inferInsert']>;

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The id a reference names, null when it names none (or an id that cannot exist). */
export function refId(ref: { id?: string | null } | null | undefined): number | null {
  return hasId(ref) ? parseId(ref!.id) : null;
}

/**
 * The columns of a validated input. An optional value that is absent (undefined) stays absent —
 * the save leaves it as stored — unless `absent: 'clears'` (a record whose save replaces its own
 * fields whole, as a person's does). A reference without id clears it; a required one names its
 * record (the save checked it).
 */
export function storedColumns<S extends Shape>(
  shape: S,
  input: object,
  options: { absent?: 'stays' | 'clears' } = {},
): StoredColumns<S> {
  const values: Record<string, unknown> = {};
  const absent = options.absent === 'clears' ? null : undefined;
  for (const [name, field] of Object.entries(shape)) {
    const given = (input as Record<string, unknown>)[name];
    const value = given === undefined ? absent : given;
    if (isScalar(field)) values[camelCase(name)] = storedScalar(field, value);
    else if (field.kind === 'ref')
      values[`${camelCase(name)}Id`] =
        value === undefined && !field.required
          ? undefined
          : refId(value as { id?: string | null } | null);
  }
  return values as StoredColumns<S>;
}

/** A child of a list in the input: its id (null for a new one) and its columns. */
export function storedChild<S extends Shape>(
  shape: S,
  input: { readonly id?: string | null; readonly [field: string]: unknown },
): { id: number | null; values: StoredColumns<S> } {
  return { id: parseId(input.id), values: storedColumns(shape, input) };
}
