import {
  findMelodyMatch,
  isMelodyMode,
  melodyFromText,
  melodyNeedle,
  queryGrams,
  SEARCH_EXACT_LIMIT,
  type Melody,
  type MelodyMode,
  type NearMelodyMatch,
} from '@partitura/domain';
import { and, asc, sql, type SQL } from 'drizzle-orm';
import { executeKept, rowsOf, type Tx } from '../core/database/db';
import type { Logger } from '../core/runtime/logger';
import { incipits, melodies } from '../db/schema/parts';
import { incipitColumns, type IncipitRecord } from './children-repository';
import { queryMelody } from './melody-features';

/*
 * The melodic search (issues 9 and 24) reads the distinct melodies (table `melodies`), then the
 * incipits that have them: exact matches in SQL — the GIN index on `melody_grams` narrows the
 * melodies, `strpos(melody_index, needle)` decides (domain melody-index.ts). Near matches:
 * melody-near.ts.
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
export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::integer[]`;
}

/** Ids as a parameter (bigint[]). */
export function idArray(values: readonly number[]): SQL {
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

/** About this many pages of incipits are read to estimate a broad query's matches. */
const SAMPLE_PAGES = 100;

/** The melodies a query matches exactly and how many incipits have them. */
export type MelodyMatches = {
  query: MelodySearch;
  /** The matching melodies' ids; null when there are more than MATCHED_MELODIES. */
  ids: number[] | null;
  /** The incipits that have them, counted up to BROAD_INCIPITS + 1. */
  incipits: number;
  /** The scores those incipits belong to; null when the incipits are beyond BROAD_INCIPITS. */
  scores: number | null;
  /** How many scores the archive has (the planner's statistics); null before they are taken. */
  archiveScores: number | null;
  /**
   * A broad query's sample (SAMPLE_PAGES of the incipits' table pages, SYSTEM sampling: its cost
   * does not grow with the table): the scores with a matching incipit there, how many incipits
   * matched there, and `scale`, which turns a count in the sample into an estimate for the table
   * (1: the whole table was read, the count is exact). Null for a query within the limit.
   */
  sample: { scoreIds: number[]; incipits: number; scale: number } | null;
};

/**
 * The melodies that match the query exactly (GIN and strpos over the distinct melodies), the
 * incipits that have them, counted up to just past BROAD_INCIPITS (incipits(melody_id,
 * score_id) alone), and within that the scores they belong to (read again, not kept: keeping
 * 10,001 rows of a broad query to count them cost 3 ms); the archive's size a walk needs; and
 * beyond the limit, a sample of the incipits (MelodyMatches.sample). One statement: each
 * statement more of a request cost some 0.7 ms at 1M.
 */
export async function findMelodyMatches(db: Tx, query: MelodySearch): Promise<MelodyMatches> {
  const [row] = rowsOf<{
    ids: string | number[] | null;
    incipits: number | string;
    scores: number | string | null;
    archive_scores: number | string | null;
    sample_percent: number | string;
    sampled: string | (number | string)[] | null;
  }>(
    await executeKept(
      db,
      sql`
      with found as materialized (
        select m.id from ${melodies} m where ${melodyMatchCondition(query)}
         limit ${MATCHED_MELODIES + 1}),
      counted as (
        select count(*) as n from (
          select 1 from found f
           cross join lateral (select 1 from ${incipits} i where i.melody_id = f.id
                                limit ${BROAD_INCIPITS + 1}) x
           limit ${BROAD_INCIPITS + 1}) x),
      sized as (
        select least(100, 100.0 * ${SAMPLE_PAGES}
                     / greatest(pg_relation_size('incipits')
                                / current_setting('block_size')::int, 1))::real as percent)
      select (select array_agg(id order by id) from found) as ids,
             (select n from counted) as incipits,
             case when (select n from counted) <= ${BROAD_INCIPITS}
                  then (select count(distinct i.score_id) from found f
                          join ${incipits} i on i.melody_id = f.id) end as scores,
             (select nullif(greatest(reltuples, -1), -1)::bigint
                from pg_class where oid = 'scores'::regclass) as archive_scores,
             (select percent from sized) as sample_percent,
             case when (select n from counted) > ${BROAD_INCIPITS}
                    or (select count(*) from found) > ${MATCHED_MELODIES} then (
               select array_agg(i.score_id)
                 from ${incipits} i tablesample system ((select percent from sized)) repeatable (1)
                where case when (select count(*) from found) > ${MATCHED_MELODIES}
                           then exists (select 1 from ${melodies} m
                                         where m.id = i.melody_id and ${melodyMatchCondition(query)})
                           else i.melody_id in (select id from found) end) end as sampled`,
    ),
  );
  const numbers = (value: string | (number | string)[] | null) =>
    (typeof value === 'string' ? value.replace(/[{}]/g, '').split(',') : (value ?? []))
      .filter((id) => id !== '')
      .map(Number);
  const ids = numbers(row.ids);
  const archiveScores = row.archive_scores === null ? null : Number(row.archive_scores);
  const broad = Number(row.incipits) > BROAD_INCIPITS || ids.length > MATCHED_MELODIES;
  const sampled = numbers(row.sampled);
  const sample = broad
    ? {
        scoreIds: [...new Set(sampled)],
        incipits: sampled.length,
        scale: 100 / Number(row.sample_percent),
      }
    : null;
  return ids.length > MATCHED_MELODIES
    ? { query, ids: null, incipits: BROAD_INCIPITS + 1, scores: null, archiveScores, sample }
    : {
        query,
        ids,
        incipits: Number(row.incipits),
        scores: row.scores === null ? null : Number(row.scores),
        archiveScores,
        sample,
      };
}

/** Whether the matches are too many to read (walk the page, estimate the rest: melody-broad.ts). */
export function isBroad(matches: MelodyMatches): boolean {
  return matches.incipits > BROAD_INCIPITS;
}

/**
 * How a walk in the page's order asks each document walked whether it is a match (melody-broad.ts
 * decides): `hashed`, among the matching melodies' scores hashed once (COALESCE keeps the IN a
 * filter: a join would read every document); `probed`, by an index probe of its incipits (a
 * semi-join of the walk: 394 documents walked in 1.5 ms at 1M for the four repeated notes by
 * interval, where a PL/pgSQL function taking the list took 57 ms).
 */
export type MelodyWalk = 'hashed' | 'probed';

/**
 * The condition on a search document (alias `d`, a score) that one of its incipits matches the
 * query exactly. Read in full (no `walk`): the document is among the scores of the matching
 * melodies (read by incipits(melody_id, score_id)), or for broad matches asked by an index
 * probe. Walked: as `walk` says; by the needle (melody_matches) when the melodies were too many
 * to list.
 */
export function melodyScoresCondition(matches: MelodyMatches, walk?: MelodyWalk): SQL {
  const { ids, query } = matches;
  if (ids?.length === 0) return sql`false`;
  const scoresOf = (list: number[]) =>
    sql`(select i.score_id from ${incipits} i where i.melody_id = any (${idArray(list)}))`;
  if (ids !== null && walk === undefined && !isBroad(matches))
    return sql`d.record_id in ${scoresOf(ids)}`;
  if (ids !== null && walk === 'hashed')
    return sql`coalesce(d.record_id in ${scoresOf(ids)}, false)`;
  if (ids !== null)
    return sql`exists (select 1 from ${incipits} i
                        where i.score_id = d.record_id and i.melody_id = any (${idArray(ids)}))`;
  return sql`melody_matches(d.record_id, ${melodyNeedle(query.melody, query.mode, query)})`;
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

/** Each score's first row (in position order) whose melody matches exactly, and where. */
function firstExactPerScore(rows: MelodyRow[], query: MelodySearch) {
  const found = new Map<number, IncipitMelodyMatch>();
  // Each distinct melody compared once (an archive repeats incipits: copies, parts, editions).
  const compared = new Map<string, { start: number; length: number; noteCount: number } | null>();
  const compare = (text: string) => {
    if (compared.has(text)) return compared.get(text)!;
    const melody = melodyFromText(text);
    const match = melody && findMelodyMatch(melody, query.melody, query.mode, query);
    const result = match && { ...match, noteCount: melody.length };
    compared.set(text, result);
    return result;
  };
  for (const row of rows) {
    if (row.melody === null || found.has(row.scoreId)) continue;
    const match = compare(row.melody);
    if (match)
      found.set(row.scoreId, {
        ...match,
        distance: 0,
        scoreId: row.scoreId,
        incipitId: Number(row.id),
      });
  }
  return found;
}

/**
 * For each of these scores that has one, its first incipit in order that matches the query
 * exactly, and where (note indices of Verovio's reading, as the web renders it); and every
 * score's incipits as its loader reads them (each score asked has a list): a melodic search's
 * hits show them, and the loader need not read them again (a statement less). One statement.
 */
export async function matchIncipits(
  db: Tx,
  scoreIds: number[],
  query: MelodySearch,
): Promise<{ matches: Map<number, IncipitMelodyMatch>; incipits: Map<number, IncipitRecord[]> }> {
  if (scoreIds.length === 0) return { matches: new Map(), incipits: new Map() };
  const rows = await db
    .select({
      scoreId: incipits.scoreId,
      melodyId: incipits.melodyId,
      melody: incipits.melody,
      row: incipitColumns,
    })
    .from(incipits)
    .where(sql`${incipits.scoreId} = any (${idArray(scoreIds)})`)
    .orderBy(asc(incipits.scoreId), asc(incipits.position), asc(incipits.id))
    // One shape for every page: kept prepared on each connection (executeKept).
    .prepare('match_incipits')
    .execute();
  const byScore = new Map<number, IncipitRecord[]>(scoreIds.map((id) => [id, []]));
  for (const { scoreId, row } of rows) byScore.get(Number(scoreId))?.push(row);
  const melodic = rows
    .filter((row) => row.melodyId !== null)
    .map((row) => ({ id: row.row.id, scoreId: row.scoreId, melody: row.melody }));
  return { matches: firstExactPerScore(melodic, query), incipits: byScore };
}
