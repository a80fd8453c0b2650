import {
  findMelodyMatch,
  isMelodyMode,
  melodyFromText,
  melodyNeedle,
  nearCandidateGramSets,
  nearMelodyMatch,
  NEAR_MIN_NOTES,
  queryGrams,
  SEARCH_EXACT_LIMIT,
  type Melody,
  type MelodyMode,
  type NearMelodyMatch,
} from '@partitura/domain';
import { and, asc, isNotNull, sql, type SQL } from 'drizzle-orm';
import { inIds } from '../core/database/id-lists';
import { rowsOf, type Tx } from '../core/database/db';
import type { Logger } from '../core/runtime/logger';
import { incipits, melodies } from '../db/schema/parts';
import { queryMelody } from './melody-features';

/*
 * The melodic search (issues 9 and 24) reads the distinct melodies (table `melodies`), then the
 * incipits that have them: exact matches in SQL — the GIN index on `melody_grams` narrows the
 * melodies, `strpos(melody_index, needle)` decides (domain melody-index.ts) — and near matches:
 * candidate melodies that hold the notes before and after some note (through the same index),
 * verified in TypeScript.
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

/** Ids as a parameter (bigint[]). */
function idArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::bigint[]`;
}

/**
 * The condition on `melodies` rows (alias `m`) that match the query exactly:
 * `melody_grams @> queryGrams` (GIN: the mode's grams, with rhythm the durations' too; left out
 * when the query has none — a short contour reads every melody) and
 * `strpos(melody_index, needle) > 0`, which alone decides.
 */
export function melodyMatchCondition(query: MelodySearch): SQL {
  const grams = queryGrams(query.melody, query.mode, query);
  const needle = melodyNeedle(query.melody, query.mode, query);
  return and(
    grams.length > 0 ? sql`m.melody_grams @> ${intArray(grams)}` : undefined,
    sql`strpos(m.melody_index, ${needle}) > 0`,
  )!;
}

/**
 * At most this many matching melodies are read by id. A query that matches more is broad: it
 * has at least as many incipits, and its scores are asked by its needle (melody_matches), each
 * incipit's melody read by its id. Reading the matches of a short figure up to 10,000 in an
 * archive of distinct melodies cost 40–170 ms (151,000 melodies, the benchmark's
 * BENCH_DISTINCT_MELODIES at 100,000 scores); a longer list also costs every document walked a
 * longer scan. The price: such a query with at most SEARCH_EXACT_LIMIT scores is estimated, not
 * counted.
 */
export const MATCHED_MELODIES = 1000;

/**
 * A query whose melodies more incipits than this have is broad: its matches are not all read
 * but its page walked in order and its total estimated (melody-broad.ts). The exact limit: a
 * query within it has at most that many scores, counted exactly. Counting the incipits up to
 * it reads the index incipits(melody_id, score_id) alone (3 ms at 10,000).
 */
export const BROAD_INCIPITS = SEARCH_EXACT_LIMIT;

/**
 * A broad query whose matching scores are estimated at most this many is walked with its
 * matches' scores hashed once (read by incipits(melody_id, score_id): 27,000 in 3 ms at 1M),
 * each document walked looked up in them; more, and each document is asked by an index probe,
 * which costs less than hashing them all (165,000 in 24 ms) when they are that dense.
 */
const HASHED_SCORES = 100_000;

/** The melodies a query matches exactly and how many incipits have them. */
export type MelodyMatches = {
  query: MelodySearch;
  /** The matching melodies' ids; null when there are more than MATCHED_MELODIES. */
  ids: number[] | null;
  /** The incipits that have them, counted up to BROAD_INCIPITS + 1. */
  incipits: number;
};

/**
 * The melodies that match the query exactly (GIN and strpos over the distinct melodies) and the
 * incipits that have them, counted up to just past BROAD_INCIPITS (incipits(melody_id, …)). One
 * statement.
 */
export async function findMelodyMatches(db: Tx, query: MelodySearch): Promise<MelodyMatches> {
  const [row] = rowsOf<{ ids: string | number[] | null; incipits: number | string }>(
    await db.execute(sql`
      with found as materialized (
        select m.id from ${melodies} m where ${melodyMatchCondition(query)}
         limit ${MATCHED_MELODIES + 1})
      select (select array_agg(id order by id) from found) as ids,
             (select count(*) from (
                select 1 from found f
                 cross join lateral (select 1 from ${incipits} i where i.melody_id = f.id
                                      limit ${BROAD_INCIPITS + 1}) x
                 limit ${BROAD_INCIPITS + 1}) c) as incipits`),
  );
  const ids = (
    typeof row.ids === 'string' ? row.ids.replace(/[{}]/g, '').split(',') : (row.ids ?? [])
  )
    .filter((id) => id !== '')
    .map(Number);
  return ids.length > MATCHED_MELODIES
    ? { query, ids: null, incipits: BROAD_INCIPITS + 1 }
    : { query, ids, incipits: Number(row.incipits) };
}

/** Whether the matches are too many to read (walk the page, estimate the rest: melody-broad.ts). */
export function isBroad(matches: MelodyMatches): boolean {
  return matches.incipits > BROAD_INCIPITS;
}

/**
 * The condition on a search document (alias `d`, a score) that one of its incipits matches the
 * query exactly. Few matches: the document is among the scores of the matching melodies (read
 * by incipits(melody_id, score_id)). Broad ones, walked in the page's order: with `estimate`
 * (the matching scores, sampled) at most HASHED_SCORES, looked up among those scores hashed once
 * (COALESCE keeps the IN a filter: a join would read every document); else each document asked
 * by an index probe of its incipits (a semi-join of the walk: 394 documents walked in 1.5 ms at
 * 1M for the four repeated notes by interval, where a PL/pgSQL function taking the list took
 * 57 ms), or by the needle (melody_matches) when the melodies were too many to list.
 */
export function melodyScoresCondition(matches: MelodyMatches, estimate?: number): SQL {
  const { ids, query } = matches;
  if (ids?.length === 0) return sql`false`;
  const scoresOf = (list: number[]) =>
    sql`(select i.score_id from ${incipits} i where i.melody_id = any (${idArray(list)}))`;
  if (ids !== null && !isBroad(matches)) return sql`d.record_id in ${scoresOf(ids)}`;
  if (ids !== null && estimate !== undefined && estimate <= HASHED_SCORES)
    return sql`coalesce(d.record_id in ${scoresOf(ids)}, false)`;
  if (ids !== null)
    return sql`exists (select 1 from ${incipits} i
                        where i.score_id = d.record_id and i.melody_id = any (${idArray(ids)}))`;
  return sql`melody_matches(d.record_id, ${melodyNeedle(query.melody, query.mode, query)})`;
}

/** About this many pages of incipits are read to estimate a broad query's matches. */
const SAMPLE_PAGES = 100;

/**
 * The scores with an incipit that matches the query in a sample of the incipits' table pages
 * (SYSTEM sampling: its cost does not grow with the table), and `scale`, which turns a count in
 * the sample into an estimate for the table (1: the whole table was read, the count is exact).
 */
export async function sampleMelodyScores(
  db: Tx,
  matches: MelodyMatches,
): Promise<{ scoreIds: number[]; scale: number }> {
  const [size] = rowsOf<{ pages: number }>(
    await db.execute(
      sql`select (pg_relation_size('incipits') / current_setting('block_size')::int)::int as pages`,
    ),
  );
  const percent = Math.min(100, (100 * SAMPLE_PAGES) / Math.max(Number(size.pages), 1));
  const { ids, query } = matches;
  const condition =
    ids === null
      ? sql`exists (select 1 from ${melodies} m where m.id = i.melody_id and ${melodyMatchCondition(query)})`
      : sql`i.melody_id = any (${idArray(ids)})`;
  const rows = rowsOf<{ score_id: number | string }>(
    await db.execute(sql`
      select distinct i.score_id
        from incipits i tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (1)
       where ${condition}`),
  );
  return { scoreIds: rows.map((row) => Number(row.score_id)), scale: 100 / percent };
}

/**
 * The ids of the scores with an incipit that matches the query exactly, as a subquery (tests
 * and tools; the search reads findMelodyMatches first).
 */
export function melodyMatchSql(query: MelodySearch): SQL {
  return sql`(select i.score_id from ${incipits} i join ${melodies} m on m.id = i.melody_id
               where ${melodyMatchCondition(query)})`;
}

type MelodyRow = { id: number; scoreId: number; melody: string | null };

/** The best match of each score's rows (in position order): the first exact, else the most similar near one. */
function bestPerScore(rows: MelodyRow[], query: MelodySearch, near: boolean) {
  const best = new Map<number, IncipitMelodyMatch>();
  // Each distinct melody compared once (an archive repeats incipits: copies, parts, editions).
  const compared = new Map<string, { found: NearMelodyMatch | null; noteCount: number } | null>();
  const compare = (text: string | null) => {
    if (text === null) return null;
    if (compared.has(text)) return compared.get(text)!;
    const melody = melodyFromText(text);
    const result = melody && {
      found: near
        ? nearMelodyMatch(melody, query.melody, query.mode, query)
        : withDistance(findMelodyMatch(melody, query.melody, query.mode, query)),
      noteCount: melody.length,
    };
    compared.set(text, result);
    return result;
  };
  for (const row of rows) {
    const current = best.get(row.scoreId);
    if (current?.distance === 0) continue;
    const result = compare(row.melody);
    if (!result) continue;
    const { found, noteCount } = result;
    // The most similar of the score's incipits (the first of equals, in position order).
    if (found && (!current || bySimilarity(current, { ...current, ...found }) > 0))
      best.set(row.scoreId, {
        ...found,
        scoreId: row.scoreId,
        incipitId: Number(row.id),
        noteCount,
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
    .where(and(inIds(incipits.scoreId, scoreIds), isNotNull(incipits.melodyId)))
    .orderBy(asc(incipits.scoreId), asc(incipits.position), asc(incipits.id));
  return bestPerScore(rows, query, options.near ?? false);
}

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
