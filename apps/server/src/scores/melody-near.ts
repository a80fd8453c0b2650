import {
  melodyFromText,
  nearCandidateGramSets,
  nearMelodyMatch,
  NEAR_MIN_NOTES,
  type NearMelodyMatch,
} from '@partitura/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../core/database/db';
import { incipits, melodies } from '../db/schema/parts';
import {
  idArray,
  intArray,
  melodyMatchCondition,
  type IncipitMelodyMatch,
  type MelodyMatches,
  type MelodySearch,
} from './melody-repository';

/*
 * Near matches of a melodic query (issue 24): one note changed, missing or inserted. Candidate
 * melodies hold the notes before and after some note (an edit leaves both whole) through the
 * GIN index of their grams, each verified in TypeScript; the scores of those that match nearly
 * are read in order of similarity.
 */

/** At most this many candidate melodies are verified for near matches. */
export const NEAR_MELODIES = 5000;

/** At most this many incipits of the near melodies are read (in order of similarity). */
export const NEAR_INCIPITS = 20_000;

/** How alike a near match is: a note changed before one missing, before one inserted. */
const EDIT_RANK = { change: 0, missing: 1, inserted: 2 } as const;

/**
 * The order of near matches, most similar first: distance; then a changed note before a missing
 * and an inserted one (the query's length and shape kept); then the match nearer the incipit's
 * beginning; then the score.
 */
export function bySimilarity(a: IncipitMelodyMatch, b: IncipitMelodyMatch): number {
  return (
    a.distance - b.distance ||
    (a.edit ? EDIT_RANK[a.edit] : 0) - (b.edit ? EDIT_RANK[b.edit] : 0) ||
    a.start - b.start ||
    a.scoreId - b.scoreId
  );
}

/** The order of two near matches of melodies: distance, then the edit, then the start. */
function byEdit(a: NearMelodyMatch, b: NearMelodyMatch): number {
  return (
    a.distance - b.distance ||
    (a.edit ? EDIT_RANK[a.edit] : 0) - (b.edit ? EDIT_RANK[b.edit] : 0) ||
    a.start - b.start
  );
}

/**
 * Scores whose incipits match the query nearly (one note changed, missing or inserted) and none
 * exactly, most similar first (bySimilarity), each with its best incipit. Candidates are the
 * distinct melodies holding all grams of one of nearCandidateGramSets (a note's edit leaves the
 * notes before and after it whole; every melody when the pieces are too short for grams), at
 * most NEAR_MELODIES in id order, each verified here; then the incipits of those that match
 * nearly, read in order of similarity and score (at most NEAR_INCIPITS). `complete` is false
 * when either limit cut the answer. `exact`: the query's exact matches when read already.
 */
export async function nearMelodyMatches(
  db: Tx,
  query: MelodySearch,
  options: { exact?: MelodyMatches } = {},
): Promise<{ matches: IncipitMelodyMatch[]; complete: boolean }> {
  if (query.melody.length < NEAR_MIN_NOTES) return { matches: [], complete: true };
  const sets = nearCandidateGramSets(query.melody, query.mode, query);
  const condition = sets
    ? sql.join(
        sets.map((grams) => sql`m.melody_grams @> ${intArray(grams)}`),
        sql` or `,
      )
    : sql`true`;
  // OFFSET 0 keeps the candidates one subquery: read through the GIN index, then ordered (a
  // LIMIT with ORDER BY alone walks the primary key and filters every melody). A table of few
  // melodies the planner would read whole instead, each row's grams unpacked for every `@>`
  // (6 ms for the benchmark's 1,331, against 0.5 through the index): sequential scans are off
  // for that one statement of the transaction.
  if (sets) await db.execute(sql`select set_config('enable_seqscan', 'off', true)`);
  const candidates = rowsOf<{ id: number | string; melody: string }>(
    await db.execute(sql`
      select c.id, c.melody
        from (select m.id, m.melody from ${melodies} m where ${condition} offset 0) c
       order by c.id
       limit ${NEAR_MELODIES + 1}`),
  );
  if (sets) await db.execute(sql`select set_config('enable_seqscan', 'on', true)`);
  let complete = candidates.length <= NEAR_MELODIES;
  const near: { id: number; found: NearMelodyMatch; noteCount: number }[] = [];
  for (const row of candidates.slice(0, NEAR_MELODIES)) {
    const melody = melodyFromText(row.melody);
    const found = melody && nearMelodyMatch(melody, query.melody, query.mode, query);
    if (found && found.distance > 0)
      near.push({ id: Number(row.id), found, noteCount: melody.length });
  }
  if (near.length === 0) return { matches: [], complete };
  near.sort((a, b) => byEdit(a.found, b.found) || a.id - b.id);
  // Equally similar melodies share a rank: their scores are ordered together.
  const ranks: number[] = [];
  near.forEach((entry, i) =>
    ranks.push(i > 0 && byEdit(near[i - 1].found, entry.found) === 0 ? ranks[i - 1] : i),
  );
  // The scores with an exact match are left out: those of the listed exact melodies hashed
  // once (COALESCE keeps the NOT IN a filter; a probe per row cost 7 ms for 6,500 rows), else
  // each row's score asked.
  const exactIds = options.exact?.ids;
  const withoutExact =
    exactIds === undefined || exactIds === null
      ? sql`where not exists (select 1 from ${incipits} e where e.score_id = i.score_id
                                 and exists (select 1 from ${melodies} m
                                              where m.id = e.melody_id and ${melodyMatchCondition(query)}))`
      : exactIds.length > 0
        ? sql`where coalesce(i.score_id not in (select e.score_id from ${incipits} e
                                                 where e.melody_id = any (${idArray(exactIds)})), true)`
        : sql``;
  const rows = rowsOf<{
    id: number | string;
    score_id: number | string;
    melody_id: number | string;
  }>(
    await db.execute(sql`
      select i.id, i.score_id, i.melody_id
        from ${incipits} i
        join unnest(${idArray(near.map((entry) => entry.id))}, ${intArray(ranks)})
             as u(melody_id, rank) on i.melody_id = u.melody_id
       ${withoutExact}
       order by u.rank, i.score_id, i.position, i.id
       limit ${NEAR_INCIPITS + 1}`),
  );
  complete &&= rows.length <= NEAR_INCIPITS;
  const byMelody = new Map(near.map((entry) => [entry.id, entry]));
  const matches = new Map<number, IncipitMelodyMatch>();
  for (const row of rows.slice(0, NEAR_INCIPITS)) {
    const scoreId = Number(row.score_id);
    if (matches.has(scoreId)) continue;
    const { found, noteCount } = byMelody.get(Number(row.melody_id))!;
    matches.set(scoreId, { ...found, scoreId, incipitId: Number(row.id), noteCount });
  }
  return { matches: [...matches.values()], complete };
}
