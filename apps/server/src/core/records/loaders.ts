import DataLoader from 'dataloader';
import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { inIds } from '../database/id-lists';
import type { GraphQLContext } from '../graphql/context';
import type { Tx } from '../database/db';
import { parseId } from '../runtime/ids';

/** The row a select of these columns answers: the type of a record read with them. */
export type RowOf<Columns extends Record<string, PgColumn>> = SelectResultFields<Columns>;

/**
 * Loads records by key in batches (DataLoader): every key asked for while GraphQL resolves one
 * level of a query is collected and fetched with ONE call of `fetch` (one `where id in (…)`
 * statement), so the number of SQL statements of a read does not grow with the number of
 * records. Answers are cached for the operation; `prime` hands over a record another statement
 * already read.
 */
export type Loader<K, V> = {
  load(key: K): Promise<V | undefined>;
  /** Caches a record read by another statement (a join), so nobody loads it again. */
  prime(key: K, value: V): void;
};

export function batchLoader<K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>): Loader<K, V> {
  const loader = new DataLoader<K, V | undefined>(
    async (keys) => {
      const values = await fetch([...keys]);
      return keys.map((key) => values.get(key));
    },
    // Dispatched by setImmediate, which runs after every pending promise job: the whole level
    // has asked by then (as this loader did before it was DataLoader).
    { batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return {
    load: (key) => loader.load(key),
    prime: (key, value) => void loader.prime(key, value),
  };
}

/** Records by id: one statement for all ids of a level. */
export function byIdLoader<V extends { id: number }>(
  fetch: (ids: number[]) => Promise<V[]>,
): Loader<number, V> {
  return batchLoader(
    async (ids: number[]) => new Map((await fetch(ids)).map((row) => [row.id, row])),
  );
}

/** The children of many parents, each parent's in order; a parent without any answers []. */
export function childLoader<V>(fetch: (parentIds: number[]) => Promise<Map<number, V[]>>) {
  const loader = batchLoader(fetch);
  return {
    load: async (parentId: number): Promise<V[]> => (await loader.load(parentId)) ?? [],
    prime: (parentId: number, children: V[]) => loader.prime(parentId, children),
  };
}

/** A record by the id a client sent: null for an id that is not one, or no such record. */
export async function loadById<T>(
  loader: { load(id: number): Promise<T | undefined> },
  rawId: string,
): Promise<T | null> {
  const id = parseId(rawId);
  return id === null ? null : ((await loader.load(id)) ?? null);
}

/** A record another one points at with a foreign key: it is there (else the database is broken). */
export async function present<T>(record: Promise<T | undefined>): Promise<T> {
  const found = await record;
  if (found === undefined) throw new Error('A record a foreign key points at is missing');
  return found;
}

/** The record of an optional reference: null when the reference is empty. */
export async function loadIfSet<T>(
  loader: { load(id: number): Promise<T | undefined> },
  id: number | null,
): Promise<T | null> {
  return id === null ? null : ((await loader.load(id)) ?? null);
}

/** Rows grouped by a key (a parent id), keeping their order: what a child loader answers. */
export function groupBy<Row, K>(rows: Row[], key: (row: Row) => K): Map<K, Row[]> {
  const groups = new Map<K, Row[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * The rows of a child table for many parents at once (what a child loader fetches): `columns`
 * of the rows whose `parent` is one of `parentIds`, grouped by parent, each parent's in list
 * order (`position`, then `id`, unless `order` says otherwise). One statement.
 */
export async function childRows<Columns extends Record<string, PgColumn>>(
  db: Tx,
  parent: PgColumn,
  parentIds: number[],
  columns: Columns & { id: PgColumn },
  order?: SQL[],
): Promise<Map<number, SelectResultFields<Columns>[]>> {
  // Drizzle cannot type a select over an arbitrary table: the rows are typed by the columns.
  const table = parent.table as typeof parent.table & { position: PgColumn };
  const rows = (await db
    .select({ parentId: parent, row: columns })
    .from(table)
    .where(inIds(parent, parentIds))
    .orderBy(...(order ?? [asc(table.position), asc(columns.id)]))) as unknown as {
    parentId: number;
    row: SelectResultFields<Columns>;
  }[];
  const groups = new Map<number, SelectResultFields<Columns>[]>();
  for (const { parentId, row } of rows)
    groups.set(parentId, [...(groups.get(parentId) ?? []), row]);
  return groups;
}

/** The columns a source is read with, in either sources table (db/schema/columns sourceColumns). */
type SourceTable = Record<'id' | 'type' | 'citation' | 'description' | 'url' | 'notes', PgColumn>;

/** The sources of each parent (a person, a score), in their order. */
export function sourceRows<T extends SourceTable>(
  db: Tx,
  parent: PgColumn,
  parentIds: number[],
  table: T,
): Promise<Map<number, RowOf<Pick<T, keyof SourceTable>>[]>> {
  const { id, type, citation, description, url, notes } = table;
  const columns: Pick<T, keyof SourceTable> = { id, type, citation, description, url, notes };
  return childRows(db, parent, parentIds, columns);
}

const perContext = new WeakMap<GraphQLContext, Map<unknown, unknown>>();

/**
 * A feature's loaders, made once per GraphQL operation: every resolver of the operation shares
 * them (and their cache); the next operation starts afresh, so nothing stale is ever answered.
 * `const personLoaders = operationLoaders((ctx) => ({ byId: byIdLoader(…) }))`, then
 * `personLoaders(ctx).byId.load(id)`.
 */
export function operationLoaders<T>(
  create: (ctx: GraphQLContext) => T,
): (ctx: GraphQLContext) => T {
  return (ctx) => {
    let made = perContext.get(ctx);
    if (!made) perContext.set(ctx, (made = new Map()));
    if (!made.has(create)) made.set(create, create(ctx));
    return made.get(create) as T;
  };
}
