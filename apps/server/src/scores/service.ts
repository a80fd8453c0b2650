import type { GraphQLContext } from '../core/context';
import type { Tx } from '../core/db';
import { parseId } from '../core/ids';
import {
  conflict,
  done,
  failed,
  refused,
  saved,
  type ActionAnswer,
  type SaveAnswer,
} from '../core/results';
import type { ScoreInput } from '../generated/graphql';
import {
  bumpScoreVersion,
  countScoreDigitalCopies,
  deleteScoreRow,
  findScoreRecords,
  insertScore,
  listScoreRecords,
  scoreExists,
  updateScore,
} from './repository';
import { scoreInputErrors } from './score-checks';
import { prepareScore } from './score-input';
import { checkReferences } from './score-references';
import { saveScoreChildren } from './score-save';
import type { ScoreRecord } from './score-views';

const MAX_PAGE_SIZE = 100;

/** A refused save found inside the transaction: thrown to roll it back, answered as it is. */
class Refusal extends Error {
  constructor(readonly answer: SaveAnswer) {
    super('refused');
  }
}

export async function findScore(ctx: GraphQLContext, rawId: string): Promise<ScoreRecord | null> {
  const id = parseId(rawId);
  if (id === null) return null;
  return (await findScoreRecords(ctx.db, [id]))[0] ?? null;
}

/** One page of scores (see listScoreRecords for order and search), with where it stands. */
export async function scoresPage(
  ctx: GraphQLContext,
  args: {
    search?: string | null;
    collection_id?: string | null;
    first?: number | null;
    page?: number | null;
  },
) {
  const size = Math.min(Math.max(Math.trunc(args.first ?? 25) || 25, 1), MAX_PAGE_SIZE);
  const current = Math.max(Math.trunc(args.page ?? 1) || 1, 1);
  const hasCollection = args.collection_id !== null && args.collection_id !== undefined;
  const collectionId = hasCollection ? parseId(args.collection_id) : null;
  if (hasCollection && collectionId === null) {
    return { data: [], paginatorInfo: { total: 0, currentPage: current, lastPage: 1 } };
  }
  const { rows, total } = await listScoreRecords(
    ctx.db,
    { search: args.search, collectionId },
    size,
    (current - 1) * size,
  );
  return {
    data: rows,
    paginatorInfo: { total, currentPage: current, lastPage: Math.max(1, Math.ceil(total / size)) },
  };
}

/**
 * Creates or updates a score with all its children in one transaction. Checked with the domain
 * rules first (the same the web form uses); then, inside the transaction: the version of an
 * update (a stale one changes nothing), the records the score names, the score row and its
 * children. Any refusal rolls the whole save back.
 */
export async function saveScore(ctx: GraphQLContext, input: ScoreInput): Promise<SaveAnswer> {
  const errors = scoreInputErrors(input);
  if (errors.length > 0) return refused(ctx, 'Score.server_error', errors);
  const isNew = input.id === null || input.id === undefined || input.id === '';
  const id = isNew ? null : parseId(input.id);
  if (!isNew && id === null) return refused(ctx, 'Record.error_not_found');
  const prepared = prepareScore(input);

  try {
    return await ctx.db.transaction(async (tx) => {
      if (id !== null) await claimVersion(ctx, tx, id, input.version);
      const references = await checkReferences(tx, input, prepared);
      if (references.errors.length > 0)
        throw new Refusal(refused(ctx, 'Score.server_error', references.errors));
      const scoreId = id ?? (await insertScore(tx, prepared.values));
      if (id !== null) await updateScore(tx, id, prepared.values);
      await saveScoreChildren(tx, scoreId, prepared, references.knownGenres);
      return saved(ctx, scoreId);
    });
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
}

/**
 * The optimistic-concurrency check, before anything else is written: bumps the version when it
 * is still the one the input was based on, else refuses (conflict, or not found when gone).
 */
async function claimVersion(
  ctx: GraphQLContext,
  tx: Tx,
  id: number,
  version: number | null | undefined,
): Promise<void> {
  if (typeof version === 'number' && (await bumpScoreVersion(tx, id, version))) return;
  throw new Refusal(
    (await scoreExists(tx, id)) ? conflict(ctx) : refused(ctx, 'Record.error_not_found'),
  );
}

/**
 * Deletes a score with its children. Catalog entries that recorded it keep their transcription
 * (the link is cleared). Refused while digital copies show it: they point at the score without a
 * foreign key, and deleting it would leave them pointing at nothing.
 */
export async function removeScore(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  const id = parseId(rawId);
  if (id === null) return failed(ctx, 'Record.error_not_found');
  return ctx.db.transaction(async (tx) => {
    const copies = await countScoreDigitalCopies(tx, id);
    if (copies > 0) return failed(ctx, 'Record.error_in_use', { count: copies });
    return (await deleteScoreRow(tx, id)) ? done(ctx) : failed(ctx, 'Record.error_not_found');
  });
}
