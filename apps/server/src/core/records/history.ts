import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, TableConfig } from 'drizzle-orm/pg-core';
import {
  diffStates,
  isScalar,
  type FieldChange,
  type RecordState,
  type Shape,
} from '@partitura/domain';
import type { GraphQLContext } from '../graphql/context';
import { rowsOf, type Tx } from '../database/db';
import { recordVersions } from '../../db/schema/history';

/*
 * A record's history (issue 26): each save writes, in its own transaction, a version naming
 * who changed what (the domain's record-history.ts). What a save changed is found by reading
 * the record's *state* — the values its save input names — before and after it, with one
 * statement each (readState); only the difference is stored.
 */

/** The kinds of records with a history, by their GraphQL type names. */
export type HistoryKind =
  | 'Collection'
  | 'Genre'
  | 'Place'
  | 'Publication'
  | 'Person'
  | 'Catalog'
  | 'Page'
  | 'Score'
  | 'DigitalCopy'
  | 'File'
  | 'Settings'
  | 'User';

/** What a version says was done to the record. */
export type HistoryOperation = 'create' | 'update' | 'delete' | 'restore';

type Table = PgTable<TableConfig>;

/** How one field of a state is read. */
export type StateField =
  /** A value of the row (text, number, flag). */
  | { column: PgColumn }
  /** A reference, read as `{ id }` (null when it names nothing). */
  | { ref: PgColumn }
  /** Children, in order, each a state of its own with its id. */
  | { list: StateTree; parent: PgColumn; order: PgColumn[] }
  /** At most one child (null when none). */
  | { one: StateTree; parent: PgColumn }
  /** Records picked in order (a score's genres): `[{ id }]`, the id read from `pick`. */
  | { picks: PgColumn; parent: PgColumn; order: PgColumn[] };

/** How a record's (or a child's) state is read from its table. */
export type StateTree = { table: Table & { id: PgColumn }; fields: Record<string, StateField> };

/** What a save needs to record a version of its record. */
export type RecordHistory = { kind: HistoryKind; tree: StateTree; version?: PgColumn };

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The state fields of a record's shape (the domain's shapes.ts, or a shape written for a record
 * saved as its values): each scalar from its column, each reference from `<name>Id`; lists and
 * single children are given (`children`), as the shape does not know their tables.
 */
export function shapeFields(
  shape: Shape,
  table: Table,
  children: Record<string, StateField> = {},
): Record<string, StateField> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields: Record<string, StateField> = {};
  for (const [name, field] of Object.entries(shape)) {
    if (name in children) fields[name] = children[name];
    else if (field.kind === 'id') continue;
    else if (isScalar(field)) fields[name] = { column: need(columns, camelCase(name), table) };
    else if (field.kind === 'ref')
      fields[name] = { ref: need(columns, `${camelCase(name)}Id`, table) };
  }
  return fields;
}

/** A list of children read by their shape, each pointing at its parent, in `order`. */
export function shapeList(
  shape: Shape,
  table: Table & { id: PgColumn },
  parent: PgColumn,
  order: PgColumn[],
  children: Record<string, StateField> = {},
): StateField {
  return { list: { table, fields: shapeFields(shape, table, children) }, parent, order };
}

function need(columns: Record<string, PgColumn>, name: string, table: Table): PgColumn {
  const column = columns[name];
  if (!column) throw new Error(`${getTableName(table)} has no column ${name}`);
  return column;
}

/** The SQL of a row's state as one jsonb object (the row's table is in scope, unaliased). */
function stateObject(tree: StateTree, withId: boolean): SQL {
  const pairs: SQL[] = withId ? [sql`'id', ${tree.table.id}::text`] : [];
  for (const [name, field] of Object.entries(tree.fields)) {
    pairs.push(sql`${name}::text, ${fieldValue(tree, field)}`);
  }
  // jsonb_build_object takes at most 100 arguments: the pairs are built 40 at a time.
  const groups: SQL[] = [];
  for (let i = 0; i < pairs.length; i += 40)
    groups.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + 40), sql`, `)})`);
  return groups.length === 0 ? sql`'{}'::jsonb` : sql.join(groups, sql` || `);
}

function fieldValue(tree: StateTree, field: StateField): SQL {
  if ('column' in field) return sql`${field.column}`;
  if ('ref' in field)
    return sql`case when ${field.ref} is null then null else jsonb_build_object('id', ${field.ref}::text) end`;
  if ('picks' in field) {
    const table = field.picks.table;
    return sql`(select coalesce(jsonb_agg(jsonb_build_object('id', ${field.picks}::text) order by ${orderBy(field.order)}), '[]'::jsonb)
      from ${table} where ${field.parent} = ${tree.table.id})`;
  }
  if ('list' in field)
    return sql`(select coalesce(jsonb_agg(${stateObject(field.list, true)} order by ${orderBy(field.order)}), '[]'::jsonb)
      from ${field.list.table} where ${field.parent} = ${tree.table.id})`;
  return sql`(select ${stateObject(field.one, true)} from ${field.one.table}
    where ${field.parent} = ${tree.table.id} limit 1)`;
}

function orderBy(columns: PgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql`${column}`),
    sql`, `,
  );
}

/** A record's state and version as stored now (null when there is no such record), in one statement. */
export async function readState(
  tx: Tx,
  history: RecordHistory,
  id: number,
): Promise<{ version: number | null; state: RecordState } | null> {
  const { tree } = history;
  const version = history.version ? sql`${history.version}` : sql`null::int`;
  const [row] = rowsOf<{ version: number | null; state: RecordState }>(
    await tx.execute(sql`select ${version} as version, ${stateObject(tree, false)} as state
      from ${tree.table} where ${tree.table.id} = ${id}`),
  );
  if (!row) return null;
  return {
    version: row.version === null ? null : Number(row.version),
    state: inTreeOrder(tree, row.state),
  };
}

/**
 * The state with its fields in the tree's order (jsonb orders an object's keys its own way):
 * what a version lists changes in, as the editor shows the fields.
 */
function inTreeOrder(tree: StateTree, state: RecordState): RecordState {
  const ordered: RecordState = 'id' in state ? { id: state.id } : {};
  for (const [name, field] of Object.entries(tree.fields)) {
    const value = state[name];
    if ('list' in field && Array.isArray(value))
      ordered[name] = value.map((item) => inTreeOrder(field.list, item as RecordState));
    else if ('one' in field && value && typeof value === 'object' && !Array.isArray(value))
      ordered[name] = inTreeOrder(field.one, value);
    else ordered[name] = value ?? null;
  }
  return ordered;
}

/**
 * The fields of the record or child a path leads to, in the tree's order (a version's path:
 * `['attributions', '2']` leads to an attribution). Undefined where the tree does not go.
 */
export function fieldsAt(tree: StateTree, path: readonly string[]): string[] | undefined {
  let at: StateTree = tree;
  for (const segment of path) {
    if (/^\d+$/.test(segment)) continue;
    const field = at.fields[segment];
    if (field && 'list' in field) at = field.list;
    else if (field && 'one' in field) at = field.one;
    else return undefined;
  }
  return Object.keys(at.fields);
}

/** What a save may know of its request: who, and whether it restores an older version. */
type Saver = Pick<GraphQLContext, 'user' | 'restoring'> | null;

/** Who a version is by: the signed-in user, or nobody (the command line, a migration). */
function authorOf(ctx: Saver) {
  return { userId: ctx?.user?.id ?? null, author: ctx?.user?.name ?? null };
}

/**
 * Writes the version of one save of a record, in the save's transaction: a create or a delete
 * always, an update or a restore only when it changed something. `before` is the record's state
 * before the save (null: it is new), `after` its state and version after (null: deleted).
 */
export async function recordVersion(
  ctx: Saver,
  tx: Tx,
  kind: HistoryKind,
  recordId: number,
  operation: HistoryOperation,
  before: RecordState | null,
  after: { version: number | null; state: RecordState } | null,
): Promise<void> {
  let changes: FieldChange[] | RecordState;
  if (operation === 'delete') changes = before ?? {};
  else if (before === null) changes = [];
  else {
    changes = diffStates(before, after?.state ?? {});
    if (changes.length === 0) return;
  }
  await tx.insert(recordVersions).values({
    kind,
    recordId,
    version: after?.version ?? null,
    operation: operation === 'update' && ctx?.restoring ? 'restore' : operation,
    ...authorOf(ctx),
    changes,
  });
}

/** One version of many records changed by one statement (a bulk create, files moved or deleted). */
export type ManyVersion = {
  recordId: number;
  operation: HistoryOperation;
  version: number | null;
  /** Before and after (an update), the last state (a delete); none: a creation. */
  before?: RecordState;
  after?: RecordState;
};

/** The versions of many records at once, in one statement (an update that changed nothing: none). */
export async function recordMany(
  ctx: Saver,
  tx: Tx,
  kind: HistoryKind,
  versions: readonly ManyVersion[],
): Promise<void> {
  const author = authorOf(ctx);
  const rows = versions.flatMap(({ recordId, operation, version, before, after }) => {
    const changes =
      operation === 'delete'
        ? (before ?? {})
        : before === undefined
          ? []
          : diffStates(before, after ?? {});
    if (Array.isArray(changes) && changes.length === 0 && before !== undefined) return [];
    return [{ kind, recordId, version, operation, ...author, changes }];
  });
  if (rows.length > 0) await tx.insert(recordVersions).values(rows);
}

/** The creation of many records at once (a bulk import): one version each, in one statement. */
export function recordCreated(
  ctx: Saver,
  tx: Tx,
  kind: HistoryKind,
  ids: readonly number[],
): Promise<void> {
  return recordMany(
    ctx,
    tx,
    kind,
    ids.map((recordId) => ({ recordId, operation: 'create', version: 1 })),
  );
}

/**
 * A save that records its version (saveVersioned, deleteUnlessReferenced): reads the record's
 * state before (`id` null: new), runs `write`, reads it after and records the difference.
 */
export async function withVersion(
  ctx: Saver,
  tx: Tx,
  history: RecordHistory,
  id: number | null,
  write: () => Promise<number>,
  operation?: HistoryOperation,
): Promise<number> {
  const before = id === null ? null : await readState(tx, history, id);
  const savedId = await write();
  const after = await readState(tx, history, savedId);
  await recordVersion(
    ctx,
    tx,
    history.kind,
    savedId,
    operation ?? (id === null ? 'create' : 'update'),
    before?.state ?? null,
    after,
  );
  return savedId;
}

/** The history of a record that is just its values: each field read from its column. */
export function valuesHistory(
  kind: HistoryKind,
  table: Table & { id: PgColumn; version: PgColumn },
  columns: Record<string, PgColumn | StateField>,
): RecordHistory {
  const fields: Record<string, StateField> = {};
  for (const [name, column] of Object.entries(columns))
    fields[name] = 'table' in column ? { column } : column;
  return { kind, tree: { table, fields }, version: table.version };
}
