import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_EXACT_LIMIT,
  SEARCH_KIND_PLURALS,
  SEARCH_KINDS,
  type SearchKind,
} from '@partitura/domain';
import { LRUCache } from 'lru-cache';
import { rowsOf, type Tx } from '../core/database/db';
import { sqlTextArray } from './words';

// How many documents a search matches: counted up to SEARCH_EXACT_LIMIT + 1, estimated beyond
// it from a sample of the table's pages (kept per browse: SampleCache), or as the planner expects.

/** A condition on the documents (alias `d`), built by query.ts. */
export type Where = SQL;

/**
 * About this many table pages are read to estimate a large result (some 6,000 documents at 1M
 * scores; a value in a tenth of the matches is then estimated within a few per cent). Measured
 * at 1M on PostgreSQL: 2,500 pages cost 15 ms to count and 90 ms to facet.
 */
export const SAMPLE_PAGES = 500;

/** How many documents match, counted up to SEARCH_EXACT_LIMIT + 1 (more is "more than the limit"). */
export async function countUpTo(tx: Tx, where: Where): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from (
        select 1 from search_documents d where ${where} limit ${SEARCH_EXACT_LIMIT + 1}) found`),
  );
  return Number(row.n);
}

/**
 * How many documents of each of `kinds` match, in one pass over at most `cap` matches: complete
 * (every count exact) when no more match, else null (estimate instead).
 */
export async function countKinds(
  tx: Tx,
  kinds: readonly SearchKind[],
  where: Where,
  cap = SEARCH_EXACT_LIMIT,
): Promise<Map<SearchKind, number> | null> {
  const rows = rowsOf<{ kind: SearchKind; n: number }>(
    await tx.execute(sql`
      select found.kind, count(*)::int as n from (
        select d.kind from search_documents d
         where ${kindsCondition(kinds)} and ${where} limit ${cap + 1}) found
      group by found.kind`),
  );
  const counts = new Map(rows.map((row) => [row.kind, Number(row.n)]));
  return [...counts.values()].reduce((sum, n) => sum + n, 0) > cap ? null : counts;
}

/**
 * The documents of these kinds. Every kind but scores is said as the partial indexes say it
 * (migration 0012): as a list of kinds the planner ANDs the primary key's bitmap of all of them
 * (300,000 documents at 1M scores: 11 ms) to the words'.
 */
function kindsCondition(kinds: readonly SearchKind[]): SQL {
  const wanted = new Set(kinds);
  if (SEARCH_KINDS.every((kind) => wanted.has(kind))) return sql`true`;
  if (SEARCH_KINDS.every((kind) => wanted.has(kind) === (kind !== 'score')))
    return sql`d.kind <> 'score'`;
  return sql`d.kind = any (${sqlTextArray(kinds)})`;
}

/**
 * A sample of the documents: SYSTEM sampling reads whole table pages at random, about
 * SAMPLE_PAGES of them, so its cost does not grow with the table. `scale` turns a count in the
 * sample into an estimate for the table.
 */
async function sampleOf(tx: Tx): Promise<{ from: SQL; scale: number }> {
  const [row] = rowsOf<{ pages: number }>(
    await tx.execute(
      sql`select (pg_relation_size('search_documents') / current_setting('block_size')::int)::int as pages`,
    ),
  );
  const pages = Math.max(Number(row.pages), 1);
  const percent = Math.min(100, (100 * SAMPLE_PAGES) / pages);
  return {
    from: sql`search_documents d tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (1)`,
    scale: 100 / percent,
  };
}

/**
 * How many records each kind has, as the planner's statistics know it (pg_class.reltuples, kept
 * by autovacuum's analyze): the tabs of a browse without words. A kind whose table was never
 * analyzed is left out (counted instead).
 */
export async function kindSizes(tx: Tx): Promise<Map<SearchKind, number>> {
  const rows = rowsOf<{ relname: string; reltuples: number }>(
    await tx.execute(sql`
      select c.relname, c.reltuples::float8 as reltuples from pg_class c
       where c.relnamespace = 'public'::regnamespace
         and c.relname = any (${sqlTextArray(Object.values(SEARCH_KIND_PLURALS))})`),
  );
  const sizes = new Map<SearchKind, number>();
  for (const [kind, table] of Object.entries(SEARCH_KIND_PLURALS) as [SearchKind, string][]) {
    const tuples = Number(rows.find((row) => row.relname === table)?.reltuples ?? -1);
    if (tuples >= 0) sizes.set(kind, Math.round(tuples));
  }
  return sizes;
}

/** Estimated counts per kind of each facet value (`kind:…` among them) in a sample. */
export type SampledFacets = Map<SearchKind, Map<string, number>>;

/**
 * The matches in a sample of the table, per kind and facet value (each document's `kind:…`
 * facet gives the kind's total), scaled to the table: one statement serves the estimated total,
 * the tabs and the facets of a large result.
 */
export async function sampleFacets(
  tx: Tx,
  where: Where,
  cache?: SampleCache,
): Promise<SampledFacets> {
  const kept = cache?.store.get(cache.key);
  if (kept) return kept;
  const sample = await sampleOf(tx);
  const rows = rowsOf<{ kind: SearchKind; facet: string; n: number }>(
    await tx.execute(sql`
      select d.kind, f as facet, count(*)::int as n
        from ${sample.from} cross join lateral unnest(d.facets) as f
       where ${where}
       group by d.kind, f`),
  );
  const sampled: SampledFacets = new Map();
  for (const row of rows) {
    const facets = sampled.get(row.kind) ?? new Map<string, number>();
    facets.set(row.facet, Math.round(Number(row.n) * sample.scale));
    sampled.set(row.kind, facets);
  }
  // Only an estimate is kept: a table small enough to be read whole is counted anew each time.
  if (cache && sample.scale > 1) cache.store.set(cache.key, sampled);
  return sampled;
}

/**
 * Estimates kept for a while: a browse without words (the home screen, a kind's list, its facets)
 * is the same for every visitor, and its sample (some 18 ms at 1M) changes little in a minute.
 */
export type SampleCache = { key: string; store: SampleStore };

/** The kept estimates of one database: 200 browses at most, each for a minute. */
export type SampleStore = LRUCache<string, SampledFacets>;
export const sampleStore = (): SampleStore => new LRUCache({ max: 200, ttl: 60_000 });

/** Each kind's estimated matches in a sample (sampleFacets). */
export function sampledKinds(sampled: SampledFacets): Map<SearchKind, number> {
  return new Map([...sampled].map(([kind, facets]) => [kind, facets.get(`kind:${kind}`) ?? 0]));
}

/** How often each facet value (`group:value`) occurs among the matches, counted on every match. */
export async function facetCounts(tx: Tx, where: Where): Promise<Map<string, number>> {
  const rows = rowsOf<{ facet: string; n: number }>(
    await tx.execute(sql`
      select f as facet, count(*)::int as n
        from search_documents d cross join lateral unnest(d.facets) as f
       where ${where} and f not like 'kind:%'
       group by f`),
  );
  return new Map(rows.map((row) => [row.facet, Number(row.n)]));
}

/**
 * How many documents the planner expects to match (its statistics know how often each word
 * occurs): decides whether reading every match at once (matchSet) can pay off.
 */
export async function plannedRows(tx: Tx, where: Where): Promise<number> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await tx.execute(sql`explain (format json) select 1 from search_documents d where ${where}`),
  );
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
  return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
