import {
  findMelodyMatch,
  isMelodyMode,
  melodyFromText,
  melodyNeedle,
  nearCandidateGramSets,
  nearMelodyMatch,
  queryGrams,
  type Melody,
  type MelodyMode,
  type NearMelodyMatch,
} from '@partitura/domain';
import { and, asc, isNotNull, sql, type SQL } from 'drizzle-orm';
import { inIds } from '../core/database/id-lists';
import type { Tx } from '../core/database/db';
import type { Logger } from '../core/runtime/logger';
import { incipits } from '../db/schema/parts';
import { queryMelody } from './melody-features';

/*
 * The melodic search over the incipits (issue 9): exact matches in SQL — the GIN index on
 * `melody_grams` narrows the rows, `strpos(melody_index, needle)` decides (domain
 * melody-index.ts) — and, where exact matches are few, near matches: candidates that hold one
 * half of the query (pigeonhole, through the same index), verified in TypeScript.
 */

/** A melodic query: the notes (read like an incipit's: melodySearchOf) and how to compare. */
export type MelodySearch = {
  melody: Melody;
  mode: MelodyMode;
  rhythm?: boolean;
  atStart?: boolean;
};

/**
 * Where a score matched: its first best incipit, the notes that matched (for highlighting) and
 * how many notes that incipit has (so a reader is told "notes 3–7 of 12").
 */
export type IncipitMelodyMatch = NearMelodyMatch & {
  scoreId: number;
  incipitId: number;
  noteCount: number;
};

/** What a melodic query sends (GraphQL MelodyQuery). */
export type MelodyInput = {
  pae: string;
  clef?: string | null;
  key_signature?: string | null;
  time_signature?: string | null;
  mode: string;
  rhythm?: boolean | null;
  at_start?: boolean | null;
};

/**
 * The query of the GraphQL input MelodyQuery, its PAE read by Verovio as an incipit's is; null
 * when it has no notes or the mode is unknown.
 */
export async function melodySearchOf(
  input: MelodyInput,
  log?: Logger,
): Promise<MelodySearch | null> {
  if (!isMelodyMode(input.mode)) return null;
  const melody = await queryMelody(input, log);
  return melody
    ? { melody, mode: input.mode, rhythm: input.rhythm ?? false, atStart: input.at_start ?? false }
    : null;
}

/** An integer array as a parameter: PostgreSQL's array literal, cast where it is used. */
function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::integer[]`;
}

/**
 * The condition on `incipits` rows that match the query exactly: `melody_grams @> queryGrams`
 * (GIN: the mode's grams, with rhythm the durations' too; left out when the query has none — a
 * short query anywhere reads every row) and `strpos(melody_index, needle) > 0`, which alone
 * decides.
 */
export function melodyMatchCondition(query: MelodySearch): SQL {
  const grams = queryGrams(query.melody, query.mode, query);
  const needle = melodyNeedle(query.melody, query.mode, query);
  return and(
    grams.length > 0 ? sql`${incipits.melodyGrams} @> ${intArray(grams)}` : undefined,
    sql`strpos(${incipits.melodyIndex}, ${needle}) > 0`,
  )!;
}

/**
 * The ids of the scores with an incipit that matches the query exactly, as a subquery: use it as
 * `inArray(column, melodyMatchSql(query))` or `exists`-style in the search's statement.
 */
export function melodyMatchSql(query: MelodySearch): SQL {
  return sql`(select ${incipits.scoreId} from ${incipits} where ${melodyMatchCondition(query)})`;
}

type MelodyRow = { id: number; scoreId: number; melody: string | null };

/** The best match of each score's rows (in position order): the first exact, else first near. */
function bestPerScore(rows: MelodyRow[], query: MelodySearch, near: boolean) {
  const best = new Map<number, IncipitMelodyMatch>();
  for (const row of rows) {
    const current = best.get(row.scoreId);
    if (current?.distance === 0) continue;
    const melody = melodyFromText(row.melody);
    if (!melody) continue;
    const found: NearMelodyMatch | null = near
      ? nearMelodyMatch(melody, query.melody, query.mode, query)
      : withDistance(findMelodyMatch(melody, query.melody, query.mode, query));
    if (found && (!current || found.distance < current.distance))
      best.set(row.scoreId, {
        ...found,
        scoreId: row.scoreId,
        incipitId: Number(row.id),
        noteCount: melody.length,
      });
  }
  return best;
}

function withDistance(match: { start: number; length: number } | null): NearMelodyMatch | null {
  return match ? { ...match, distance: 0 } : null;
}

/**
 * For each of these scores that has one, its incipit that matches the query — the first in order
 * that matches exactly, else (with `near`) the first that nearly matches — and where (note
 * indices of Verovio's reading, as the web renders it). One statement.
 */
export async function matchIncipits(
  db: Tx,
  scoreIds: number[],
  query: MelodySearch,
  options: { near?: boolean } = {},
): Promise<Map<number, IncipitMelodyMatch>> {
  if (scoreIds.length === 0) return new Map();
  const rows = await db
    .select({ id: incipits.id, scoreId: incipits.scoreId, melody: incipits.melody })
    .from(incipits)
    .where(and(inIds(incipits.scoreId, scoreIds), isNotNull(incipits.melodyIndex)))
    .orderBy(asc(incipits.scoreId), asc(incipits.position), asc(incipits.id));
  return bestPerScore(rows, query, options.near ?? false);
}

/** At most this many candidate incipits are verified for near matches. */
export const NEAR_CANDIDATES = 5000;

/**
 * Scores whose incipits match the query exactly or nearly (one note changed, missing or
 * inserted), best first: distance, then score id; each with its best incipit. Candidates are
 * the incipits holding all grams of one half of the query (nearCandidateGramSets), at most
 * `candidates` of them, verified here; `complete` is false when there were more (the answer is
 * then a part of the near matches). A query too short for the halves' grams finds nothing.
 */
export async function nearMelodyMatches(
  db: Tx,
  query: MelodySearch,
  options: { candidates?: number } = {},
): Promise<{ matches: IncipitMelodyMatch[]; complete: boolean }> {
  const sets = nearCandidateGramSets(query.melody, query.mode, query);
  if (!sets) return { matches: [], complete: true };
  const limit = options.candidates ?? NEAR_CANDIDATES;
  const [first, second] = sets.map((grams) => sql`${incipits.melodyGrams} @> ${intArray(grams)}`);
  // No order in SQL: sorting all candidates would cost what the limit saves.
  const rows = await db
    .select({
      id: incipits.id,
      scoreId: incipits.scoreId,
      position: incipits.position,
      melody: incipits.melody,
    })
    .from(incipits)
    .where(sql`(${first} or ${second})`)
    .limit(limit + 1);
  const complete = rows.length <= limit;
  const candidates = rows
    .slice(0, limit)
    .sort((a, b) => a.scoreId - b.scoreId || a.position - b.position || a.id - b.id);
  const matches = [...bestPerScore(candidates, query, true).values()].sort(
    (a, b) => a.distance - b.distance || a.scoreId - b.scoreId,
  );
  return { matches, complete };
}
