import {
  findMelodyMatch,
  isMelodyMode,
  melodyFromText,
  melodyNeedle,
  nearCandidateGramSets,
  nearMelodyMatch,
  NEAR_MIN_NOTES,
  queryGrams,
  type Melody,
  type MelodyMode,
  type NearMelodyMatch,
} from '@partitura/domain';
import { and, asc, isNotNull, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { inIds } from '../core/database/id-lists';
import { rowsOf, type Tx } from '../core/database/db';
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
 * A query whose rarest gram occurs in more than this share of the incipits (PostgreSQL's own
 * statistics of melody_grams say how often) is broad: reading it through the GIN index would
 * build a bitmap of much of the table, while walking the documents finds a page's matches
 * within a few dozen scores (melodyMatchesScore). Measured at 100,000 scores: a threshold of
 * 20,000 incipits (13 %) sent the distinctive probe's interval and contour queries to the walk,
 * where their matches are sparse (229 and 620 ms p50 against 60 and 53 through the index).
 */
export const BROAD_SHARE = 0.25;

/** What the statistics of melody_grams say: each common key's share of the incipits. */
type GramStatistics = { rows: number; frequencies: Map<number, number>; rarest: number };

/** Kept a minute per database: ANALYZE changes them rarely, and the query costs a statement. */
const statisticsKept = new WeakMap<object, LRUCache<'grams', GramStatistics | 'none'>>();

async function gramStatistics(db: Tx, owner: object): Promise<GramStatistics | null> {
  let store = statisticsKept.get(owner);
  if (!store) statisticsKept.set(owner, (store = new LRUCache({ max: 1, ttl: 60_000 })));
  const kept = store.get('grams');
  if (kept) return kept === 'none' ? null : kept;
  const [row] = rowsOf<{ elems: string | null; freqs: number[] | string | null; rows: number }>(
    await db.execute(sql`
      select s.most_common_elems::text as elems, s.most_common_elem_freqs as freqs,
             c.reltuples::float8 as rows
        from pg_class c left join pg_stats s
          on s.schemaname = 'public' and s.tablename = 'incipits' and s.attname = 'melody_grams'
       where c.oid = 'public.incipits'::regclass`),
  );
  const elems = row?.elems ? row.elems.replace(/[{}]/g, '').split(',').map(Number) : [];
  const freqs = (
    typeof row?.freqs === 'string' ? row.freqs.replace(/[{}]/g, '').split(',') : (row?.freqs ?? [])
  ).map(Number);
  const statistics: GramStatistics | null =
    elems.length > 0 && Number(row.rows) > 0
      ? {
          rows: Number(row.rows),
          frequencies: new Map(elems.map((key, i) => [key, freqs[i]])),
          // Keys not listed are rarer than every listed one (pg_stats: the last three numbers
          // of most_common_elem_freqs are the minimum, maximum and null frequency).
          rarest: Math.min(...freqs.slice(0, elems.length)),
        }
      : null;
  store.set('grams', statistics ?? 'none');
  return statistics;
}

/**
 * Whether the query is broad: it has no grams (a contour of fewer than five notes), or its
 * rarest gram occurs, by the statistics, in more than BROAD_SHARE of the incipits. A database
 * without statistics (never analyzed: small) reads every query with grams through the index.
 */
export async function isBroadMelody(db: Tx, owner: object, query: MelodySearch): Promise<boolean> {
  const grams = queryGrams(query.melody, query.mode, query);
  if (grams.length === 0) return true;
  const statistics = await gramStatistics(db, owner);
  if (!statistics) return false;
  const share = Math.min(
    ...grams.map((key) => statistics.frequencies.get(key) ?? statistics.rarest),
  );
  return share > BROAD_SHARE;
}

/**
 * The condition on a search document (alias `d`, a score) that one of its incipits matches the
 * query exactly, asked of each document (migration 0020's melody_matches: an index probe by
 * score and strpos): for a broad query, walked in the page's order.
 */
export function melodyMatchesScore(query: MelodySearch): SQL {
  const needle = melodyNeedle(query.melody, query.mode, query);
  return sql`melody_matches(d.record_id, ${needle})`;
}

/** About this many pages of incipits are read to estimate a broad query's matches. */
const SAMPLE_PAGES = 300;

/**
 * The scores with an incipit that matches the query in a sample of the incipits' table pages
 * (SYSTEM sampling: its cost does not grow with the table), and `scale`, which turns a count in
 * the sample into an estimate for the table (1: the whole table was read, the count is exact).
 */
export async function sampleMelodyScores(
  db: Tx,
  query: MelodySearch,
): Promise<{ scoreIds: number[]; scale: number }> {
  const [size] = rowsOf<{ pages: number }>(
    await db.execute(
      sql`select (pg_relation_size('incipits') / current_setting('block_size')::int)::int as pages`,
    ),
  );
  const percent = Math.min(100, (100 * SAMPLE_PAGES) / Math.max(Number(size.pages), 1));
  const needle = melodyNeedle(query.melody, query.mode, query);
  const rows = rowsOf<{ score_id: number | string }>(
    await db.execute(sql`
      select distinct i.score_id
        from incipits i tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (1)
       where strpos(i.melody_index, ${needle}) > 0`),
  );
  return { scoreIds: rows.map((row) => Number(row.score_id)), scale: 100 / percent };
}

/**
 * The ids of the scores with an incipit that matches the query exactly, as a subquery: use it as
 * `inArray(column, melodyMatchSql(query))` or `exists`-style in the search's statement.
 */
export function melodyMatchSql(query: MelodySearch): SQL {
  return sql`(select ${incipits.scoreId} from ${incipits} where ${melodyMatchCondition(query)})`;
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
    .where(and(inIds(incipits.scoreId, scoreIds), isNotNull(incipits.melodyIndex)))
    .orderBy(asc(incipits.scoreId), asc(incipits.position), asc(incipits.id));
  return bestPerScore(rows, query, options.near ?? false);
}

/** At most this many candidate incipits are verified for near matches. */
export const NEAR_CANDIDATES = 5000;

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

/**
 * Scores whose incipits match the query exactly or nearly (one note changed, missing or
 * inserted), most similar first (bySimilarity); each with its best incipit. Candidates are the
 * incipits holding all grams of one of nearCandidateGramSets (a note's edit leaves the notes
 * before and after it whole), at most `candidates` of them in id order, verified here — each
 * distinct melody once; `complete` is false when there were more (the answer is then the near
 * matches among the first of them). A query whose pieces are too short for the grams takes
 * the first incipits as candidates.
 */
export async function nearMelodyMatches(
  db: Tx,
  query: MelodySearch,
  options: { candidates?: number } = {},
): Promise<{ matches: IncipitMelodyMatch[]; complete: boolean }> {
  const sets = nearCandidateGramSets(query.melody, query.mode, query);
  if (query.melody.length < NEAR_MIN_NOTES) return { matches: [], complete: true };
  const limit = options.candidates ?? NEAR_CANDIDATES;
  const condition = sets
    ? sql.join(
        sets.map((grams) => sql`${incipits.melodyGrams} @> ${intArray(grams)}`),
        sql` or `,
      )
    : sql`${incipits.melodyIndex} is not null`;
  const rows = await db
    .select({
      id: incipits.id,
      scoreId: incipits.scoreId,
      position: incipits.position,
      melody: incipits.melody,
    })
    .from(incipits)
    .where(sql`(${condition})`)
    .orderBy(asc(incipits.id))
    .limit(limit + 1);
  const complete = rows.length <= limit;
  const candidates = rows
    .slice(0, limit)
    .sort((a, b) => a.scoreId - b.scoreId || a.position - b.position || a.id - b.id);
  const matches = [...bestPerScore(candidates, query, true).values()].sort(bySimilarity);
  return { matches, complete };
}
