import {
  hasRole,
  sameContent,
  undoChanges,
  type StateValue,
  type FieldChange,
  type RecordState,
} from '@partitura/domain';
import { and, asc, count, desc, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { GraphQLContext } from '../core/graphql/context';
import { fieldsAt, type HistoryKind, type HistoryOperation } from '../core/records/history';
import { INDEXED_MAX_OFFSET, pageWindow, paged } from '../core/records/paging';
import { refused, type SaveAnswer } from '../core/records/results';
import { clientError } from '../core/runtime/errors';
import { parseId } from '../core/runtime/ids';
import { audienceOf } from '../core/security/access';
import type { RecordKind } from '../core/records/records';
import { recordVersions } from '../db/schema/history';
import { SETTINGS_RECORD_ID } from '../settings/index';
import { displayChanges, type ChildAt, type ChildStep, type DisplayedChange } from './changes';
import { HISTORY_KINDS } from './kinds';

/*
 * A record's history as its readers see it (recordHistory) and a restore of one of its versions
 * (restoreVersion). The versions are written by the saves themselves (core/records/history.ts).
 */

type VersionRow = typeof recordVersions.$inferSelect;

export type RecordVersionView = {
  id: string;
  kind: HistoryKind;
  record_id: string;
  record_name: string | null;
  version: number | null;
  operation: HistoryOperation;
  author: string | null;
  at: string;
  changes: DisplayedChange[];
};

/** The kinds whose records have names (the record directory's). */
const NAMED_KINDS: RecordKind[] = [
  'Collection',
  'Genre',
  'Place',
  'Publication',
  'Person',
  'Catalog',
  'Score',
  'File',
  'User',
];

/** The settings' and accounts' histories are administrators'. */
function assertMayRead(ctx: GraphQLContext, kind: HistoryKind): void {
  if (HISTORY_KINDS[kind].admin && !hasRole(audienceOf(ctx.user), 'admin'))
    throw clientError('FORBIDDEN', ctx.t('Auth.error_forbidden'));
}

/** The id a history names: the settings are one record, any id names them. */
function recordIdOf(kind: HistoryKind, rawId: string): number | null {
  return kind === 'Settings' ? SETTINGS_RECORD_ID : parseId(rawId);
}

/** One page of a record's versions, newest first, each with its changes in words. */
export async function historyPage(
  ctx: GraphQLContext,
  args: { kind: HistoryKind; id: string; first?: number | null; page?: number | null },
) {
  assertMayRead(ctx, args.kind);
  const window = pageWindow(args, 20, 100, INDEXED_MAX_OFFSET);
  const recordId = recordIdOf(args.kind, args.id);
  if (recordId === null)
    return { ...paged([], 0, window), record_name: null, record_deleted: false };
  const where = and(eq(recordVersions.kind, args.kind), eq(recordVersions.recordId, recordId));
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(recordVersions)
      .where(where)
      .orderBy(desc(recordVersions.id))
      .limit(window.size)
      .offset(window.offset),
    ctx.db.select({ total: count() }).from(recordVersions).where(where),
  ]);
  const childAt = await childrenAround(ctx, args.kind, recordId, rows);
  const changes = await displayChanges(
    ctx,
    // A delete keeps the record whole to bring it back; its history shows no field changes.
    rows.map((row) => (row.operation === 'delete' ? [] : (row.changes as FieldChange[]))),
    (kind, ids) => ctx.records.names(ctx.db, kind, ids),
    (path) => {
      const tree = HISTORY_KINDS[args.kind].tree;
      return tree && fieldsAt(tree, path);
    },
    childAt,
  );
  const named = NAMED_KINDS.find((kind) => kind === args.kind);
  const name = named ? await ctx.records.names(ctx.db, named, [recordId]) : new Map();
  const recordName = name.get(recordId) ?? null;
  const [newest] =
    window.offset === 0
      ? rows
      : await ctx.db
          .select({ operation: recordVersions.operation })
          .from(recordVersions)
          .where(where)
          .orderBy(desc(recordVersions.id))
          .limit(1);
  return {
    ...paged(
      rows.map((row, i) => viewOf(row, changes[i], recordName)),
      Number(total),
      window,
    ),
    record_name: recordName,
    record_deleted: newest?.operation === 'delete',
  };
}

/** How many changes the activity screen counts at most (its pages reach them all). */
const ACTIVITY_COUNT_MAX = 10_000;

/** A day as YYYY-MM-DD (UTC); null when absent, undefined when not a day. */
function dayOf(value: string | null | undefined): Date | null | undefined {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  // A day that is not in the calendar (2024-02-31) is no day, not the 2nd of March.
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? undefined : day;
}

/**
 * The archive's recent changes (the activity screen), newest first: of one user, one kind, from
 * one day to another. Read newest first by id (ids grow with time), through the index of the
 * user or the kind; a day range is first turned into an id range by `at`'s index.
 */
export async function recentChanges(
  ctx: GraphQLContext,
  args: {
    user_id?: string | null;
    kind?: HistoryKind | null;
    from?: string | null;
    to?: string | null;
    first?: number | null;
    page?: number | null;
  },
) {
  const window = pageWindow(args, 25, 100);
  const from = dayOf(args.from);
  const to = dayOf(args.to);
  const userId = args.user_id ? parseId(args.user_id) : null;
  const none = { ...paged([], 0, window), record_name: null, record_deleted: false };
  if (from === undefined || to === undefined || (args.user_id && userId === null)) return none;
  const conditions = [
    userId === null ? undefined : eq(recordVersions.userId, userId),
    args.kind ? eq(recordVersions.kind, args.kind) : undefined,
  ];
  if (from) {
    const [first] = await ctx.db
      .select({ id: recordVersions.id })
      .from(recordVersions)
      .where(gte(recordVersions.at, from))
      .orderBy(asc(recordVersions.at), asc(recordVersions.id))
      .limit(1);
    if (!first) return none;
    conditions.push(gte(recordVersions.id, first.id));
  }
  if (to) {
    const dayAfter = new Date(to.getTime() + 86_400_000);
    const [last] = await ctx.db
      .select({ id: recordVersions.id })
      .from(recordVersions)
      .where(lt(recordVersions.at, dayAfter))
      .orderBy(desc(recordVersions.at), desc(recordVersions.id))
      .limit(1);
    if (!last) return none;
    conditions.push(lte(recordVersions.id, last.id));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(recordVersions)
      .where(where)
      .orderBy(desc(recordVersions.id))
      .limit(window.size)
      .offset(window.offset),
    ctx.db
      .select({ total: count() })
      .from(
        ctx.db
          .select({ id: recordVersions.id })
          .from(recordVersions)
          .where(where)
          .limit(ACTIVITY_COUNT_MAX)
          .as('counted'),
      ),
  ]);
  const changes = await displayChanges(
    ctx,
    rows.map((row) => (row.operation === 'delete' ? [] : (row.changes as FieldChange[]))),
    (kind, ids) => ctx.records.names(ctx.db, kind, ids),
    (path, version) => {
      const tree = HISTORY_KINDS[rows[version].kind as HistoryKind]?.tree;
      return tree && fieldsAt(tree, path);
    },
  );
  const names = new Map<string, Map<number, string>>();
  for (const kind of NAMED_KINDS) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => row.recordId);
    if (ids.length > 0) names.set(kind, await ctx.records.names(ctx.db, kind, ids));
  }
  return {
    ...paged(
      rows.map((row, i) => viewOf(row, changes[i], names.get(row.kind)?.get(row.recordId) ?? null)),
      Number(total),
      window,
    ),
    record_name: null,
    record_deleted: false,
  };
}

/** How many versions a page's music may be drawn back through (childrenAround). */
const DRAWN_VERSIONS_MAX = 1_000;

/**
 * The record's children as they were around each version of the page, where the page changes an
 * incipit's code (drawn before and after with its clef, key and time then): the current state
 * with every version since the page's oldest undone, newest first. None when it changes none.
 */
async function childrenAround(
  ctx: GraphQLContext,
  kind: HistoryKind,
  recordId: number,
  rows: VersionRow[],
): Promise<ChildAt | undefined> {
  const drawn = rows.some(
    (row) => row.operation !== 'delete' && JSON.stringify(row.changes).includes('"pae"'),
  );
  if (!drawn) return undefined;
  const current = await HISTORY_KINDS[kind].current(ctx, recordId);
  if (!current) return undefined;
  const newer = await ctx.db
    .select({
      id: recordVersions.id,
      operation: recordVersions.operation,
      changes: recordVersions.changes,
    })
    .from(recordVersions)
    .where(
      and(
        eq(recordVersions.kind, kind),
        eq(recordVersions.recordId, recordId),
        gte(recordVersions.id, rows[rows.length - 1].id),
      ),
    )
    .orderBy(desc(recordVersions.id))
    .limit(DRAWN_VERSIONS_MAX + 1);
  // A page deep in a long history is shown without its music rather than read all the way back.
  if (newer.length > DRAWN_VERSIONS_MAX) return undefined;
  const after = new Map<number, RecordState>();
  const before = new Map<number, RecordState>();
  let state: RecordState | null = current.state;
  for (const version of newer) {
    after.set(version.id, state);
    state = stepBack(state, version);
    if (!state) return undefined;
    before.set(version.id, state);
  }
  return (index, items, when) => {
    const around = (when === 'after' ? after : before).get(rows[index].id);
    return around ? childOf(around, items) : null;
  };
}

/**
 * The state before a version, from the state after it: its changes undone — or, before a delete
 * (the record was brought back from the trash since), the state the delete kept; null when that
 * was emptied out.
 */
function stepBack(
  state: RecordState,
  version: { operation: string; changes: unknown },
): RecordState | null {
  if (version.operation !== 'delete') return undoChanges(state, version.changes as FieldChange[]);
  const kept = version.changes as RecordState;
  return Object.keys(kept).length > 0 ? kept : null;
}

/** The state before every version of `later` (newest first); null where the way back is lost. */
function stateBack(
  current: RecordState,
  later: ReadonlyArray<{ operation: string; changes: unknown }>,
): RecordState | null {
  let state: RecordState | null = current;
  for (const version of later) {
    state = stepBack(state, version);
    if (!state) return null;
  }
  return state;
}

/** The child a chain of lists and ids leads to (a part's voice: the part, then the voice). */
function childOf(state: RecordState, items: readonly ChildStep[]): RecordState | null {
  let at: RecordState | null = state;
  for (const { field, id } of items) {
    const list: StateValue = at?.[field] ?? null;
    at = Array.isArray(list)
      ? ((list.find(
          (item) =>
            typeof item === 'object' && item !== null && !Array.isArray(item) && item.id === id,
        ) as RecordState | undefined) ?? null)
      : null;
    if (!at) return null;
  }
  return at;
}

function viewOf(
  row: VersionRow,
  changes: DisplayedChange[],
  recordName: string | null,
): RecordVersionView {
  return {
    id: String(row.id),
    kind: row.kind as HistoryKind,
    record_id: String(row.recordId),
    record_name: recordName,
    version: row.version,
    operation: row.operation as HistoryOperation,
    author: row.author,
    at: row.at.toISOString(),
    changes,
  };
}

/**
 * Makes a record again what it was right after one of its versions: its current state with every
 * later version undone, saved by the record's own save based on the version read now.
 */
export async function restoreVersion(ctx: GraphQLContext, rawId: string): Promise<SaveAnswer> {
  const id = parseId(rawId);
  const [row] =
    id === null ? [] : await ctx.db.select().from(recordVersions).where(eq(recordVersions.id, id));
  if (!row) return refused(ctx, 'Record.error_not_found');
  const kind = row.kind as HistoryKind;
  assertMayRead(ctx, kind);
  const parts = HISTORY_KINDS[kind];
  const current = row.operation === 'delete' ? null : await parts.current(ctx, row.recordId);
  if (!current) return refused(ctx, 'History.error_not_restorable');
  const later = await ctx.db
    .select({ operation: recordVersions.operation, changes: recordVersions.changes })
    .from(recordVersions)
    .where(
      and(
        eq(recordVersions.kind, kind),
        eq(recordVersions.recordId, row.recordId),
        gt(recordVersions.id, row.id),
      ),
    )
    .orderBy(desc(recordVersions.id));
  const target = stateBack(current.state, later);
  if (!target) return refused(ctx, 'History.error_not_restorable');
  if (sameContent(current.state, target)) return refused(ctx, 'History.error_nothing_to_restore');
  ctx.restoring = true;
  try {
    const answer = await parts.restore(ctx, row.recordId, target, current.version);
    // Refused by the record's own checks: why (the field errors) under what it means here.
    if (!answer.success && answer.errors.some((error) => error.field !== 'version'))
      return { ...answer, key: 'History.error_refused', message: ctx.t('History.error_refused') };
    if (!answer.success) return answer;
    if (row.version === null) {
      const key = 'History.restored_then' as const;
      return { ...answer, key, message: ctx.t(key) };
    }
    const key = 'History.restored' as const;
    return { ...answer, key, message: ctx.t(key, { version: row.version }) };
  } finally {
    ctx.restoring = false;
  }
}
