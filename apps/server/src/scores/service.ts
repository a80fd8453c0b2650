import type { GraphQLContext } from '../core/graphql/context';
import { optionalId } from '../core/runtime/ids';
import { loadById } from '../core/records/loaders';
import { INDEXED_MAX_OFFSET, pageWindow, paged } from '../core/records/paging';
import { refused, type ActionAnswer, type SaveAnswer } from '../core/records/results';
import {
  deleteUnlessReferenced,
  Refusal,
  saveVersioned,
  writeValues,
} from '../core/records/writes';
import { and, eq } from 'drizzle-orm';
import { deletedRecords } from '../db/schema/deletions';
import { scores } from '../db/schema/scores';
import type { ScoreInput } from '../generated/graphql';
import { scoreLoaders } from './loaders';
import { scoreHistory } from './score-history';
import { recordCreated } from '../core/records/history';
import { withIncipitMelodies } from './melody-features';
import { listScores } from './repository';
import { scoreInputErrors } from './score-checks';
import { writeNewScores, prepareScore, saveScoreChildren, type PreparedScore } from './score-save';
import { checkKey, checkReferences, checkReferencesOfScores } from './score-checks';
import type { FieldError } from '@partitura/domain';
import type { Tx } from '../core/database/db';

export function scoreById(ctx: GraphQLContext, rawId: string) {
  return loadById(scoreLoaders(ctx).byId, rawId);
}

/** One page of scores (see listScores for order and search), with where it stands. */
export async function scoresPage(
  ctx: GraphQLContext,
  args: {
    search?: string | null;
    collection_id?: string | null;
    first?: number | null;
    page?: number | null;
  },
) {
  const collectionId = optionalId(args.collection_id);
  // One collection's scores are read in the order of their index: every page is reachable.
  const window = pageWindow(args, 25, 100, collectionId === null ? undefined : INDEXED_MAX_OFFSET);
  const { rows, total } = await listScores(
    ctx.db,
    { search: args.search, collectionId },
    window.size,
    window.offset,
  );
  return paged(
    scoreLoaders(ctx)
      .remember(rows)
      .map(([, score]) => score),
    total,
    window,
  );
}

/**
 * Creates or updates a score with all its children in one transaction. Checked with the domain
 * rules first (the same the web form uses) and its incipits' melodies read (Verovio); then,
 * inside the transaction: the version of an update (a stale one changes nothing), the records the
 * score names, the score row and its children. Any refusal rolls the whole save back.
 */
export async function saveScore(
  ctx: GraphQLContext,
  input: ScoreInput,
  /**
   * `later`: the incipits are saved without their melodies, which indexMelodiesOfScores reads
   * afterwards (a bulk import: Verovio reads each distinct incipit once, outside the saves).
   */
  options: { melodies: 'now' | 'later' } = { melodies: 'now' },
): Promise<SaveAnswer> {
  const errors = scoreInputErrors(input);
  if (errors.length > 0) return refused(ctx, 'Score.server_error', errors);
  // The incipits' melodies (Verovio) before the transaction, which they would only lengthen.
  const storedId = optionalId(input.id);
  const prepared =
    options.melodies === 'later' ? withoutMelodies(prepareScore(input)) : prepareScore(input);
  if (prepared.incipits && options.melodies === 'now' && storedId !== -1)
    prepared.incipits = await withIncipitMelodies(ctx.db, storedId, prepared.incipits, ctx.log);
  return saveVersioned(
    ctx,
    scores,
    input,
    async (tx, id) => {
      const references = await checkReferences(ctx, tx, input, prepared);
      const errors = [...(await checkKey(tx, id, input.key)), ...references.errors];
      if (errors.length > 0) throw new Refusal(refused(ctx, 'Score.server_error', errors));
      if (id === null) {
        const [created] = await writeNewScores(tx, [
          { prepared, knownGenres: references.knownGenres },
        ]);
        return created;
      }
      await writeValues(tx, scores, id, prepared.values);
      await saveScoreChildren(tx, id, prepared, references.knownGenres);
      return id;
    },
    scoreHistory,
  );
}

/** The score's incipits without melodies: indexMelodiesOfScores reads them after the save. */
function withoutMelodies(prepared: PreparedScore): PreparedScore {
  return {
    ...prepared,
    incipits: prepared.incipits?.map((item) => ({
      ...item,
      values: { ...item.values, melody: null, melodyId: null },
    })),
  };
}

/** What createScores answers: every score's id, or each refused input's errors by index. */
export type CreatedScores =
  | { success: true; ids: number[] }
  | { success: false; refused: Array<{ index: number; errors: FieldError[] }> };

/**
 * New scores saved together inside the caller's transaction (a bulk import, marc/import.ts), each
 * checked as saveScore checks it and written with one statement per table for all of them
 * (writeNewScores); their incipits' melodies are read afterwards (indexMelodiesOfScores). Writes
 * nothing unless every input is accepted: a refusal answers each refused input's errors, for
 * the caller to save those records on their own.
 */
export async function createScores(
  ctx: GraphQLContext,
  tx: Tx,
  inputs: readonly ScoreInput[],
): Promise<CreatedScores> {
  if (inputs.some((input) => optionalId(input.id) !== null))
    throw new Error('createScores creates: an input with an id is an update (saveScore)');
  const checked = inputs.map((input) => ({
    input,
    errors: scoreInputErrors(input),
    prepared: withoutMelodies(prepareScore(input)),
  }));
  const references = await checkReferencesOfScores(ctx, tx, checked);
  const refusals = checked
    .map(({ errors }, index) => ({ index, errors: [...errors, ...references[index].errors] }))
    .filter(({ errors }) => errors.length > 0);
  if (refusals.length > 0) return { success: false, refused: refusals };
  const ids = await writeNewScores(
    tx,
    checked.map(({ prepared }, i) => ({ prepared, knownGenres: references[i].knownGenres })),
  );
  await recordCreated(ctx, tx, 'Score', ids);
  return { success: true, ids };
}

/** A score brought back from the trash is no longer deleted for harvesters (OAI-PMH). */
export async function forgetScoreDeletion(tx: Tx, id: number): Promise<void> {
  await tx
    .delete(deletedRecords)
    .where(and(eq(deletedRecords.kind, 'score'), eq(deletedRecords.recordId, id)));
}

/**
 * Deletes a score with its children. Catalog entries that recorded it keep their transcription
 * (the link is cleared). Refused while digital copies show it: they point at the score without a
 * foreign key, and deleting it would leave them pointing at nothing.
 */
export function removeScore(ctx: GraphQLContext, rawId: string): Promise<ActionAnswer> {
  return deleteUnlessReferenced(
    ctx,
    'Score',
    rawId,
    async (tx, id) => {
      const [gone] = await tx
        .delete(scores)
        .where(eq(scores.id, id))
        .returning({ collectionId: scores.collectionId });
      if (!gone) return false;
      // A harvester learns of it (OAI-PMH, oai/).
      await tx
        .insert(deletedRecords)
        .values({ kind: 'score', recordId: id, collectionId: gone.collectionId });
      return true;
    },
    scoreHistory,
  );
}
