import { and, count, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { GraphQLContext } from '../graphql/context';
import { rowsOf, type Tx } from '../database/db';
import { hasErrorCode } from '../runtime/errors';
import { optionalId, parseId } from '../runtime/ids';
import type { RecordKind } from './records';
import { readState, recordVersion, withVersion, type RecordHistory } from './history';
import {
  conflict,
  done,
  failed,
  refused,
  saved,
  type ActionAnswer,
  type SaveAnswer,
} from './results';

/*
 * The shapes every feature's writes share: the versioned create-or-update, the refused delete,
 * and the table-level statements behind them. Each feature passes its own table.
 */

type Table = PgTable<TableConfig> & { id: PgColumn };
type VersionedTable = Table & { version: PgColumn };

/** A refusal found inside a save's transaction: thrown to roll everything back, answered as it is. */
export class Refusal extends Error {
  constructor(readonly answer: SaveAnswer) {
    super('refused');
  }
}

/**
 * Claims a stored record for an update, before anything else is written: bumps its version when
 * it is still `version`, else refuses (conflict; not found when the record is gone).
 */
export async function claimVersion(
  ctx: GraphQLContext,
  tx: Tx,
  table: VersionedTable,
  id: number,
  version: number | null | undefined,
): Promise<void> {
  // Drizzle cannot type a statement over an arbitrary table; the casts only widen to it.
  const t = table as Table & { version: PgColumn };
  if (typeof version === 'number') {
    const claimed = await tx
      .update(t)
      .set({ version: sql`${t.version} + 1` } as never)
      .where(and(eq(t.id, id), eq(t.version, version)))
      .returning({ id: t.id });
    if (claimed.length > 0) return;
  }
  const exists = await tx.select({ id: t.id }).from(t).where(eq(t.id, id));
  throw new Refusal(exists.length > 0 ? conflict(ctx) : refused(ctx, 'Record.error_not_found'));
}

/**
 * The one way to create or update a versioned record (DESIGN.md, optimistic concurrency), in
 * one transaction: an input without id is new (isNewInput); one with an id must name a stored
 * record and the version it was based on, which is claimed first (claimVersion), so a stale
 * save changes nothing. `write` then stores the record (`id` null: insert) with whatever belongs to it and
 * answers its id; a Refusal thrown anywhere rolls the whole save back and is the answer. The
 * save's version is recorded in the same transaction (`history`, core/records/history.ts).
 */
export async function saveVersioned(
  ctx: GraphQLContext,
  table: VersionedTable,
  input: { id?: string | null; version?: number | null },
  write: (tx: Tx, id: number | null) => Promise<number>,
  history: RecordHistory,
): Promise<SaveAnswer> {
  const id = optionalId(input.id);
  if (id === -1) return refused(ctx, 'Record.error_not_found');
  return refusable(ctx, async (tx) => {
    if (id !== null) await claimVersion(ctx, tx, table, id, input.version);
    return saved(ctx, await withVersion(ctx, tx, history, id, () => write(tx, id)));
  });
}

/** A record that is just its values: inserted when new, else written over the claimed row. */
export function saveValues<T extends VersionedTable>(
  ctx: GraphQLContext,
  table: T,
  input: { id?: string | null; version?: number | null },
  values: T['$inferInsert'],
  history: RecordHistory,
): Promise<SaveAnswer> {
  return saveVersioned(ctx, table, input, (tx, id) => writeValues(tx, table, id, values), history);
}

/** Inserts the values (`id` null) or writes them into row `id`; answers the row's id. */
export async function writeValues<T extends Table>(
  tx: Tx,
  table: T,
  id: number | null,
  values: T['$inferInsert'],
): Promise<number> {
  if (id === null) return insertRow(tx, table, values);
  await updateRow(tx, table, id, values);
  return id;
}

/** How often a transaction PostgreSQL ended for a deadlock or a serialization conflict runs. */
const TRANSACTION_ATTEMPTS = 4;

/**
 * Runs a transaction again when PostgreSQL ended it to break a deadlock (40P01) or for a
 * serialization conflict (40001) — it changed nothing —, after a short random pause that grows
 * with each attempt, so that the two parties do not meet again at once. Answers null when every
 * attempt was ended so (the caller answers Record.error_busy, never a server error). Two
 * writes that lock the same rows in different orders (a page and a score both changing their
 * link; folders moved into each other) may each wait for the other.
 */
export async function retryingConflicts<T>(transaction: () => Promise<T>): Promise<T | null> {
  for (let attempt = 1; attempt <= TRANSACTION_ATTEMPTS; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!hasErrorCode(error, ['40P01', '40001'])) throw error;
      if (attempt < TRANSACTION_ATTEMPTS)
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
  return null;
}

/** Runs a save in one transaction; a Refusal thrown inside rolls it back and is the answer. */
export async function refusable(
  ctx: GraphQLContext,
  save: (tx: Tx) => Promise<SaveAnswer>,
): Promise<SaveAnswer> {
  try {
    return (
      (await retryingConflicts(() => ctx.db.transaction(save))) ?? refused(ctx, 'Record.error_busy')
    );
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
}

/**
 * Marks records changed (version + 1) without touching their fields, when a save changed what
 * they show (a link both sides list): an editor still open on one of them sees a conflict
 * instead of undoing the change unseen.
 */
export async function bumpVersions(tx: Tx, table: VersionedTable, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const t = table as Table & { version: PgColumn };
  await tx
    .update(t)
    .set({ version: sql`${t.version} + 1` } as never)
    .where(inArray(t.id, wanted));
}

/**
 * The one way to delete a record others may point at: refused while any feature's records do
 * (the message says how many, spec §8), else `remove` deletes it (its own children cascade).
 * The record's last state is kept in its history (a version `delete`, in the same transaction).
 */
export async function deleteUnlessReferenced(
  ctx: GraphQLContext,
  kind: RecordKind,
  rawId: string,
  remove: (tx: Tx, id: number) => Promise<boolean>,
  history: RecordHistory,
): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return failed(ctx, 'Record.error_not_found');
  return ctx.db.transaction(async (tx) => {
    const references = await ctx.records.references(tx, kind, id);
    if (references > 0) return failed(ctx, 'Record.error_in_use', { count: references });
    // Locked first, so that the state kept is the one deleted (a save may be committing).
    const table = history.tree.table;
    await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
    const last = await readState(tx, history, id);
    if (!last || !(await remove(tx, id))) return failed(ctx, 'Record.error_not_found');
    await recordVersion(ctx, tx, history.kind, id, 'delete', last.state, null);
    return done(ctx);
  });
}

/** Deletes the row with this id (its children cascade); false when there was none. */
export async function deleteById(tx: Tx, table: Table, id: number): Promise<boolean> {
  const t = table as Table;
  const rows = await tx.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length > 0;
}

/** Inserts one row and answers its id. */
export async function insertRow<T extends Table>(
  tx: Tx,
  table: T,
  values: T['$inferInsert'],
): Promise<number> {
  const t = table as Table;
  const [row] = await tx
    .insert(t)
    .values(values as never)
    .returning({ id: t.id });
  return Number(row.id);
}

/**
 * `count` new ids of the table's identity column, taken from its sequence before the rows are
 * written (insertRows `withIds`): rows written many to a statement know their parents' ids
 * without relying on the order in which RETURNING answers.
 */
export async function takeIds(tx: Tx, table: Table, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id')) as id
        from generate_series(1, ${count})`),
  );
  return rows.map((row) => Number(row.id));
}

/** Parameters one statement may carry: PostgreSQL takes at most 65,535. */
const STATEMENT_PARAMETERS = 30_000;

/**
 * Rows inserted many to a statement, as many as the statement's parameters allow. `withIds`:
 * the rows carry their ids (takeIds), written over the identity column's own.
 */
export async function insertRows<T extends PgTable<TableConfig>>(
  tx: Tx,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  options: { withIds?: boolean } = {},
): Promise<void> {
  const t = table as PgTable<TableConfig>;
  const perStatement = Math.max(
    1,
    Math.floor(STATEMENT_PARAMETERS / Object.keys(getTableColumns(t)).length),
  );
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement) as never[];
    await (options.withIds ? tx.insert(t).overridingSystemValue() : tx.insert(t)).values(chunk);
  }
}

/** Writes values into the row with this id (after claimVersion claimed it). */
export async function updateRow<T extends Table>(
  tx: Tx,
  table: T,
  id: number,
  values: Partial<T['$inferInsert']>,
): Promise<void> {
  const t = table as Table;
  await tx
    .update(t)
    .set(values as never)
    .where(eq(t.id, id));
}

/** Which of the ids are rows of the table, locked against deletion (FOR KEY SHARE) until the transaction ends. */
export async function lockExisting(tx: Tx, table: Table, ids: number[]): Promise<Set<number>> {
  const t = table as Table;
  const rows = await tx.select({ id: t.id }).from(t).where(inArray(t.id, ids)).for('key share');
  return new Set(rows.map((row) => Number(row.id)));
}

/** How many rows of the column's table hold `id` in it (a reference count, core/records/records.ts). */
export async function countWhere(tx: Tx, column: PgColumn, id: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(column.table).where(eq(column, id));
  return Number(row.n);
}

/** What each of the rows with these ids is called (`label`: an SQL expression over the table's row). */
export async function namesOf(
  tx: Tx,
  table: Table,
  label: SQL,
  ids: number[],
): Promise<Map<number, string>> {
  const t = table as Table;
  const rows = await tx
    .select({ id: t.id, name: sql<string | null>`${label}` })
    .from(t)
    .where(inArray(t.id, ids));
  return new Map(rows.map((row) => [Number(row.id), row.name ?? `#${row.id}`]));
}
