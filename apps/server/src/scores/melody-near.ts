import {
  melodyFromText,
  nearCandidateGramSets,
  nearMelodyMatch,
  NEAR_MIN_NOTES,
  type NearMelodyMatch,
} from '@partitura/domain';
import { sql, type SQL } from 'drizzle-orm';
import { executeKept, rowsOf, type Tx } from '../core/database/db';
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

/** Gram sets as one text[] parameter, each an integer[] literal. */
function gramSetsArray(sets: readonly (readonly number[])[]): SQL {
  return sql`${`{${sets.map((grams) => `"{${grams.join(',')}}"`).join(',')}}`}::text[]`;
}

/** Near matches of a query: a page of them, how many scores there are, whether all were read. */
export type NearMatches = {
  /** The page asked for, most similar first (bySimilarity), each score with its best incipit. */
  matches: IncipitMelodyMatch[];
  /** The scores that match nearly (those read when not `complete`). */
  count: number;
  /** False when a limit cut the candidates or the incipits read: `count` is a lower bound. */
  complete: boolean;
};

/**
 * Scores whose incipits match the query nearly (one note changed, missing or inserted) and none
 * exactly, most similar first (bySimilarity), each with its best incipit: how many, and the page
 * `offset`, `limit` of them. Candidates are the distinct melodies holding all grams of one of
 * nearCandidateGramSets (a note's edit leaves the notes before and after it whole; every melody
 * when the pieces are too short for grams), at most NEAR_MELODIES in id order, each verified
 * here. Then one statement reads the scores of those that match nearly, in order of similarity,
 * through incipits(melody_id, score_id) alone (at most NEAR_INCIPITS), and answers their count
 * and the page's best incipits: counting and paging them here cost 17 ms for 6,500 incipits at
 * 1M, reading each one's position 10 ms more. `exact`: the query's exact matches when read
 * already. `within`: a condition the score (`i.score_id`) must meet too (the rest of a search).
 */
export async function nearMelodyMatches(
  db: Tx,
  query: MelodySearch,
  options: { exact?: MelodyMatches; within?: SQL; offset?: number; limit?: number } = {},
): Promise<NearMatches> {
  const none = { matches: [], count: 0, complete: true };
  if (query.melody.length < NEAR_MIN_NOTES) return none;
  const sets = nearCandidateGramSets(query.melody, query.mode, query);
  // Through the GIN index of their grams (melody_near_candidates, migration 0025); every melody
  // when the pieces are too short for grams.
  const candidates = rowsOf<{ id: number | string; melody: string }>(
    await executeKept(
      db,
      sets
        ? sql`select c.id, c.melody
                from melody_near_candidates(${gramSetsArray(sets)}, ${NEAR_MELODIES + 1}) c
               order by c.id`
        : sql`select m.id, m.melody from ${melodies} m order by m.id limit ${NEAR_MELODIES + 1}`,
    ),
  );
  let complete = candidates.length <= NEAR_MELODIES;
  const near: { id: number; found: NearMelodyMatch; noteCount: number }[] = [];
  for (const row of candidates.slice(0, NEAR_MELODIES)) {
    const melody = melodyFromText(row.melody);
    const found = melody && nearMelodyMatch(melody, query.melody, query.mode, query);
    if (found && found.distance > 0)
      near.push({ id: Number(row.id), found, noteCount: melody.length });
  }
  if (near.length === 0) return { ...none, complete };
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
      ? sql`and not exists (select 1 from ${incipits} e where e.score_id = i.score_id
                               and exists (select 1 from ${melodies} m
                                            where m.id = e.melody_id and ${melodyMatchCondition(query)}))`
      : exactIds.length > 0
        ? sql`and coalesce(i.score_id not in (select e.score_id from ${incipits} e
                                               where e.melody_id = any (${idArray(exactIds)})), true)`
        : sql``;
  const offset = options.offset ?? 0;
  const limit = options.limit ?? NEAR_INCIPITS;
  // The melodies are walked in rank order, each one's scores read by the index alone (`seen`,
  // in the order the nested loop gives them: the ranked array's — its rows kept in a CTE, read
  // in turn), at most NEAR_INCIPITS of them (one more says the read was cut); those the rest of
  // the search allows are kept (`within`: asked of the rows read, never of more). Each score's
  // rank is its best melody's. The page's scores then get their best incipit: first by
  // position among those with a melody of that rank.
  const [row] = rowsOf<{
    incipits: number;
    scores: number;
    page: [number, number, number][] | null;
  }>(
    await executeKept(
      db,
      sql`
      with u as materialized (
        select * from unnest(${idArray(near.map((entry) => entry.id))}, ${intArray(ranks)})
                      as u(melody_id, rank)),
      seen as materialized (
        select u.rank, x.score_id
          from u cross join lateral (
                 select i.score_id from ${incipits} i
                  where i.melody_id = u.melody_id ${withoutExact}
                  limit ${NEAR_INCIPITS + 1}) x
         limit ${NEAR_INCIPITS + 1}),
      r as (select i.rank, i.score_id from (select * from seen limit ${NEAR_INCIPITS}) i
             ${options.within ? sql`where ${options.within}` : sql``}),
      s as materialized (select r.score_id, min(r.rank) as rank from r group by r.score_id),
      page as (select s.score_id, s.rank from s order by s.rank, s.score_id
                offset ${offset} limit ${limit})
      select (select count(*) from seen)::int as incipits, (select count(*) from s)::int as scores,
             (select json_agg(json_build_array(p.score_id, b.id, b.melody_id)
                              order by p.rank, p.score_id)
                from page p
                cross join lateral (
                  select i.id, i.melody_id from ${incipits} i join u on u.melody_id = i.melody_id
                   where i.score_id = p.score_id and u.rank = p.rank
                   order by i.position, i.id limit 1) b) as page`,
      // Kept prepared unless the rest of a search asks more of the scores: its words would
      // make a statement of each query.
      !options.within,
    ),
  );
  const cut = Number(row.incipits) > NEAR_INCIPITS;
  complete &&= !cut;
  const byMelody = new Map(near.map((entry) => [entry.id, entry]));
  const matches = (row.page ?? []).map(([scoreId, incipitId, melodyId]) => {
    const { found, noteCount } = byMelody.get(Number(melodyId))!;
    return { ...found, scoreId: Number(scoreId), incipitId: Number(incipitId), noteCount };
  });
  return { matches, count: Number(row.scores), complete };
}
