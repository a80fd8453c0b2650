import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Tx } from '../database/db';
import { parseId } from '../runtime/ids';

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

/** `inArray` that tolerates an empty list (matches nothing instead of failing). */
/**
 * A list of ids as one bigint[] parameter (`= any(…)`): however many there are (a folder's whole
 * content), where `inIds` would spend a parameter on each and stop at 65,535.
 */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;
}

export function inIds(column: PgColumn, ids: number[]) {
  return ids.length > 0 ? inArray(column, ids) : eq(column, -1);
}
