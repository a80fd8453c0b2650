import {
  TRASH_DAYS_DEFAULT,
  TRASH_DAYS_SETTING,
  type RecordState,
  type StateValue,
} from '@partitura/domain';
import { and, count, desc, eq, gt, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../core/graphql/context';
import type { Db, Tx } from '../core/database/db';
import {
  readState,
  recordVersion,
  type HistoryKind,
  type RecordHistory,
} from '../core/records/history';
import { pageWindow, paged } from '../core/records/paging';
import { done, refused, type ActionAnswer, type SaveAnswer } from '../core/records/results';
import { hasErrorCode } from '../core/runtime/errors';
import { parseId } from '../core/runtime/ids';
import { Refusal } from '../core/records/writes';
import { collectionHistory } from '../collections/index';
import { recordVersions } from '../db/schema/history';
import { genreHistory } from '../genres/index';
import { personHistory } from '../people/index';
import { placeHistory } from '../places/index';
import { publicationHistory } from '../publications/index';
import { forgetScoreDeletion, scoreHistory } from '../scores/index';
import { findSetting } from '../settings/index';
import { HISTORY_KINDS } from './kinds';

/*
 * The trash (issue 26): a deleted record's last version keeps it whole; for the trash's days
 * (setting trash_days, 30 by default) it can be brought back — with its id, so its address and
 * permalink hold again, and with its children, through its own save. Administrators empty it:
 * the kept states are dropped, the history's line "deleted" stays.
 */

/** The kinds the trash brings back, each with how its record is read and what it is called. */
const TRASHED: Partial<
  Record<HistoryKind, { history: RecordHistory; name: (s: RecordState) => string }>
> = {
  Score: { history: scoreHistory, name: (s) => `${text(s.short_title)} (${text(s.shelfmark)})` },
  Person: {
    history: personHistory,
    name: (s) => {
      const names = Array.isArray(s.names) ? (s.names as RecordState[]) : [];
      return text((names.find((n) => n.primary) ?? names[0])?.name);
    },
  },
  Collection: { history: collectionHistory, name: (s) => text(s.name) },
  Place: { history: placeHistory, name: (s) => text(s.name) },
  Publication: { history: publicationHistory, name: (s) => text(s.short_title ?? s.title) },
  Genre: { history: genreHistory, name: (s) => text(s.name) },
};

export const TRASH_KINDS = Object.keys(TRASHED) as HistoryKind[];

const text = (value: StateValue | undefined) => (typeof value === 'string' ? value : '');

/** An emptied delete keeps no state. */
const EMPTIED = sql`'{}'::jsonb`;

async function trashDays(ctx: GraphQLContext): Promise<number> {
  const value = Number((await findSetting(ctx.db, TRASH_DAYS_SETTING))?.value);
  return Number.isInteger(value) && value > 0 ? value : TRASH_DAYS_DEFAULT;
}

/** The deletes still in the trash: kept, recent enough, the record not back since. */
function inTrash(days: number, kind?: HistoryKind | null) {
  return and(
    eq(recordVersions.operation, 'delete'),
    inArray(recordVersions.kind, kind ? [kind] : TRASH_KINDS),
    gt(recordVersions.at, sql`now() - make_interval(days => ${days}::int)`),
    ne(recordVersions.changes, EMPTIED),
    notBack(),
  );
}

/** No later version of the record: it is not back (its (kind, record_id, id) index). */
function notBack() {
  return notExists(
    sql`(select 1 from record_versions later where later.kind = ${recordVersions.kind}
           and later.record_id = ${recordVersions.recordId} and later.id > ${recordVersions.id})`,
  );
}

/** One page of the trash, the newest delete first, each with what it was called and when it goes. */
export async function trashPage(
  ctx: GraphQLContext,
  args: { kind?: HistoryKind | null; first?: number | null; page?: number | null },
) {
  const window = pageWindow(args, 25, 100);
  const days = await trashDays(ctx);
  // The trash holds only the kinds it brings back (a deleted account is no contributor's).
  if (args.kind && !TRASH_KINDS.includes(args.kind)) return { ...paged([], 0, window), days };
  const where = inTrash(days, args.kind);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(recordVersions)
      .where(where)
      .orderBy(desc(recordVersions.at), desc(recordVersions.id))
      .limit(window.size)
      .offset(window.offset),
    ctx.db.select({ total: count() }).from(recordVersions).where(where),
  ]);
  return {
    ...paged(
      rows.map((row) => ({
        id: String(row.id),
        kind: row.kind as HistoryKind,
        record_id: String(row.recordId),
        name: TRASHED[row.kind as HistoryKind]?.name(row.changes as RecordState) ?? '',
        author: row.author,
        deleted_at: row.at.toISOString(),
        kept_until: new Date(row.at.getTime() + days * 86_400_000).toISOString(),
      })),
      Number(total),
      window,
    ),
    days,
  };
}

/**
 * Brings a deleted record back from the trash with its id: its own row first, as it was (a
 * record it names that is gone refuses it), then — for a record with children — its children
 * through its own save, with its checks (refused: the row goes again). Its history says so.
 */
export async function bringBack(ctx: GraphQLContext, rawId: string): Promise<SaveAnswer> {
  const versionId = parseId(rawId);
  if (versionId === null) return refused(ctx, 'History.error_not_in_trash');
  const days = await trashDays(ctx);
  const [row] = await ctx.db
    .select()
    .from(recordVersions)
    .where(and(eq(recordVersions.id, versionId), inTrash(days)));
  const trashed = row && TRASHED[row.kind as HistoryKind];
  if (!row || !trashed) return refused(ctx, 'History.error_not_in_trash');
  const state = row.changes as RecordState;
  const { history } = trashed;
  const id = row.recordId;
  const hasChildren = Object.values(history.tree.fields).some(
    (field) => 'list' in field || 'one' in field || 'picks' in field,
  );
  try {
    // One transaction: the record's own row, then its children through its own save (nested, a
    // savepoint), its version, and — a score — its deletion forgotten. A refusal anywhere leaves
    // it in the trash as it was.
    await ctx.db.transaction(async (tx) => {
      await insertOwnRow(tx, history, id, state);
      const inside: GraphQLContext = { ...ctx, db: tx as unknown as Db, restoring: true };
      if (hasChildren) {
        const answer = await HISTORY_KINDS[history.kind].restore(inside, id, state, 1);
        if (!answer.success)
          throw new Refusal({
            ...answer,
            key: 'History.error_refused',
            message: ctx.t('History.error_refused'),
          });
      }
      // Its history says it is back (a save that found nothing to add wrote no version).
      const [last] = await tx
        .select({ operation: recordVersions.operation })
        .from(recordVersions)
        .where(and(eq(recordVersions.kind, history.kind), eq(recordVersions.recordId, id)))
        .orderBy(desc(recordVersions.id))
        .limit(1);
      if (last?.operation === 'delete')
        await recordVersion(inside, tx, history.kind, id, 'restore', null, { version: 1, state });
      if (row.kind === 'Score') await forgetScoreDeletion(tx, id);
    });
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    // 23505 on the id: brought back at the same moment by someone else.
    if (hasErrorCode(error, ['23505']) && (await readState(ctx.db, history, id)))
      return refused(ctx, 'History.error_not_in_trash');
    if (hasErrorCode(error, ['23505'])) return refused(ctx, 'History.error_bring_back_taken');
    if (hasErrorCode(error, ['23503'])) return refused(ctx, 'History.error_bring_back_refused');
    throw error;
  }
  return {
    success: true,
    message: ctx.t('History.brought_back'),
    key: 'History.brought_back',
    id: String(id),
    errors: [],
  };
}

/** The record's own row as its state keeps it, with its id (its children are its save's). */
async function insertOwnRow(tx: Tx, history: RecordHistory, id: number, state: RecordState) {
  const values: Record<string, unknown> = { id };
  const columns = history.tree.table as unknown as Record<string, { name?: string }>;
  for (const [name, field] of Object.entries(history.tree.fields)) {
    const key = Object.keys(columns).find((k) => {
      const column = columns[k];
      return column === ('column' in field ? field.column : 'ref' in field ? field.ref : undefined);
    });
    if (!key) continue;
    if (!(name in state)) continue; // an older kept state: the column's default
    const value = state[name];
    if ('ref' in field)
      values[key] =
        value && typeof value === 'object' && !Array.isArray(value) ? Number(value.id) : null;
    else values[key] = value ?? null;
  }
  await tx
    .insert(history.tree.table)
    .overridingSystemValue()
    .values(values as never);
}

/**
 * Empties the trash (administrators): every deleted record's kept state is dropped for good, in
 * the trash or past its days; the history's line "deleted" stays.
 */
export async function emptyTrash(ctx: GraphQLContext): Promise<ActionAnswer> {
  await ctx.db
    .update(recordVersions)
    .set({ changes: EMPTIED })
    .where(
      and(
        eq(recordVersions.operation, 'delete'),
        inArray(recordVersions.kind, TRASH_KINDS),
        ne(recordVersions.changes, EMPTIED),
        notBack(),
      ),
    );
  return done(ctx, 'History.trash_emptied');
}
