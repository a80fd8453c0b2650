import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_EXACT_LIMIT,
  SEARCH_KINDS,
  type SearchKind,
  type SearchSort,
} from '@partitura/domain';
import { rowsOf, type Tx } from '../core/database/db';

// The search's SQL over search_documents (migration 0006 keeps them). Every statement is bounded:
// counts stop at SEARCH_EXACT_LIMIT + 1 rows, larger results are measured on a sample of the
// table, and a page is read in the order of a stored sort key or ranked among at most
// SEARCH_EXACT_LIMIT matches.

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

/** The table that holds each kind's records. */
const KIND_TABLES: Record<SearchKind, string> = {
  score: 'scores',
  person: 'people',
  catalog: 'catalogs',
  entry: 'entries',
  collection: 'collections',
  publication: 'publications',
  place: 'places',
};

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
         and c.relname = any (${sqlTextArray(Object.values(KIND_TABLES))})`),
  );
  const sizes = new Map<SearchKind, number>();
  for (const [kind, table] of Object.entries(KIND_TABLES) as [SearchKind, string][]) {
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
  if (kept && Date.now() - kept.at < SAMPLE_KEPT_MS) return kept.sampled;
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
  if (cache && sample.scale > 1) {
    if (cache.store.size >= SAMPLES_KEPT) cache.store.delete(cache.store.keys().next().value!);
    cache.store.set(cache.key, { at: Date.now(), sampled });
  }
  return sampled;
}

/**
 * Estimates kept for a while: a browse without words (the home screen, a kind's list, its facets)
 * is the same for every visitor, and its sample (some 18 ms at 1M) changes little in a minute.
 */
export type SampleCache = {
  key: string;
  store: Map<string, { at: number; sampled: SampledFacets }>;
};
const SAMPLE_KEPT_MS = 60_000;
const SAMPLES_KEPT = 200;

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
 * Where a melodic query matched a score: which incipit, which notes (of its noteCount), how near
 * (0 exact, 1 near).
 */
export type HitMelody = {
  incipitId: number;
  start: number;
  length: number;
  distance: number;
  noteCount: number;
};

export type Hit = { kind: SearchKind; recordId: number; fuzzy: boolean; melody?: HitMelody };

/** The order of a page: a stored sort key, or relevance among at most SEARCH_EXACT_LIMIT matches. */
export type HitOrder = {
  sort: SearchSort;
  /** Rank by relevance (the result is small enough to rank every match). */
  ranked: boolean;
  /** The query's words as a tsquery (relevance), or null for a browse. */
  tsquery: SQL | null;
  /** The strict text condition: a hit that does not meet it was found by a similar spelling. */
  strict: SQL | null;
};

/** One page of hits in the requested order. */
export async function findHits(
  tx: Tx,
  where: Where,
  order: HitOrder,
  limit: number,
  offset: number,
): Promise<Hit[]> {
  const rows = rowsOf<{ kind: SearchKind; record_id: number | string; fuzzy: boolean }>(
    await tx.execute(sql`
      select d.kind, d.record_id, ${order.strict ? sql`not (${order.strict})` : sql`false`} as fuzzy
        from search_documents d
       where ${where}
       order by ${orderBy(order)}
       limit ${limit} offset ${offset}`),
  );
  return rows.map((row) => ({
    kind: row.kind,
    recordId: Number(row.record_id),
    fuzzy: Boolean(row.fuzzy),
  }));
}

/**
 * One page of a browse of a kind narrowed by facets, found by walking the order's index over the
 * kind's first `walk` documents and keeping those with the facets: a page of people who were
 * clerics (one in eight) costs some 200 documents so, against reading and sorting all 11,776 of
 * them (10 ms at 100,000 people). Complete only when the walk reached the page's end: fewer
 * than `limit` hits mean "walk further or read the page otherwise".
 */
export async function walkHits(
  tx: Tx,
  kind: SearchKind,
  facets: readonly string[],
  sort: SearchSort,
  limit: number,
  offset: number,
  walk: number,
): Promise<Hit[]> {
  const keys = sql.join([SORT_KEYS[sort], sql`d.kind, d.record_id`], sql`, `);
  const rows = rowsOf<{ kind: SearchKind; record_id: number | string }>(
    await tx.execute(sql`
      select d.kind, d.record_id from (
        select d.kind, d.record_id, d.facets, d.sort_title, d.sort_shelfmark, d.sort_composer,
               d.changed_at
          from search_documents d
         where d.kind = ${kind}
         order by ${keys}
         limit ${walk}) d
       where d.facets @> ${sqlTextArray(facets)}
       order by ${keys}
       limit ${limit} offset ${offset}`),
  );
  return rows.map((row) => ({ kind: row.kind, recordId: Number(row.record_id), fuzzy: false }));
}

function orderBy({ sort, ranked, tsquery }: HitOrder): SQL {
  const keys: SQL[] = [];
  if (sort === 'relevance' && ranked && tsquery)
    keys.push(sql`ts_rank(d.document, ${tsquery}) desc`);
  // Too many words' matches to rank: the most recently changed first. Not by title: words
  // cluster in titles ("Missa …" under M), so an index walk in title order reads thousands of
  // documents before the first match (measured at 1M: 135 ms, against a few in this order).
  keys.push(sort === 'relevance' && !ranked && tsquery ? SORT_KEYS.changed : SORT_KEYS[sort]);
  return sql.join([...keys, sql`d.kind, d.record_id`], sql`, `);
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

/** Everything a search answers, from one pass over its matches (matchSet). */
export type MatchSet = {
  /** Every match of `where` per kind: the tabs (when `where` is the words alone). */
  kinds: Map<SearchKind, number>;
  /** The matches in scope (the chosen kind and facets): the total. */
  found: number;
  /** How often each facet value occurs among the matches in scope (`kind:…` aside). */
  facets: Map<string, number>;
  /** The page of matches in scope, in order. */
  hits: Hit[];
};

/**
 * The matches of `where` read once — at most SEARCH_EXACT_LIMIT of them, else null — and from
 * them, in the same statement, their count per kind (the tabs, when `where` is the words
 * alone), the total and the facets of those in `scope`, and the
 * page of those in order (the shelfmark typed as written first). Each further statement over the
 * same words would read the index's posting lists again (measured at 1M: 60–70 ms a statement
 * for a query with a word as common as "Ms").
 */
export async function matchSet(
  tx: Tx,
  where: Where,
  scope: SQL,
  /** Relevance is always ranked here (every match is read). */
  order: Omit<HitOrder, 'ranked'> & { exactText: SQL | null },
  limit: number,
  offset: number,
  /** Count the facet values (a kind's tab shows them; the "All" tab has none). */
  withFacets: boolean,
): Promise<MatchSet | null> {
  const rank = order.tsquery ? sql`ts_rank(d.document, ${order.tsquery})` : sql`0::real`;
  const key = SORT_FIELDS[order.sort];
  const keyOrder = order.sort === 'changed' ? sql`m.sort_key desc nulls last` : sql`m.sort_key`;
  const orderKeys = [
    ...(order.exactText ? [sql`m.exact_first desc`] : []),
    ...(order.sort === 'relevance' ? [sql`m.rank desc`] : []),
    keyOrder,
    sql`m.kind, m.record_id`,
  ];
  const rows = rowsOf<{
    part: 'kind' | 'found' | 'facet' | 'hit';
    key: string | null;
    n: number;
    record_id: number | string | null;
    fuzzy: boolean | null;
  }>(
    await tx.execute(sql`
      with m as materialized (
        select d.kind, d.record_id, d.facets, coalesce(${scope}, false) as in_scope,
               ${order.exactText ? sql`coalesce(d.exact_key = ${order.exactText}, false)` : sql`false`} as exact_first,
               ${order.sort === 'relevance' ? rank : sql`0::real`} as rank,
               ${key} as sort_key,
               ${order.strict ? sql`not (${order.strict})` : sql`false`} as fuzzy
          from search_documents d
         where ${where}
         limit ${SEARCH_EXACT_LIMIT + 1}),
      -- More than the limit: the caller estimates instead, so nothing more is counted or sorted
      -- (an init plan, evaluated once).
      few as (select count(*) <= ${SEARCH_EXACT_LIMIT} as yes from m)
      select 'kind' as part, m.kind::text as key, count(*)::int as n,
             null::bigint as record_id, null::boolean as fuzzy
        from m group by m.kind
      union all
      select 'found', null, count(*)::int, null, null from m where m.in_scope
      union all
      select 'facet', f, count(*)::int, null, null
        from m cross join lateral unnest(m.facets) as f
       where ${withFacets ? sql`m.in_scope` : sql`false`} and f not like 'kind:%'
         and (select yes from few)
       group by f
      union all
      select 'hit', page.kind::text, page.n, page.record_id, page.fuzzy from (
        select m.kind, m.record_id, m.fuzzy,
               (row_number() over (order by ${sql.join(orderKeys, sql`, `)}))::int as n
          from m where m.in_scope and (select yes from few)
         order by ${sql.join(orderKeys, sql`, `)}
         limit ${limit} offset ${offset}) page`),
  );
  const kinds = new Map<SearchKind, number>();
  const facets = new Map<string, number>();
  const page: (Hit & { n: number })[] = [];
  let found = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.part === 'kind') kinds.set(row.key as SearchKind, n);
    else if (row.part === 'found') found = n;
    else if (row.part === 'facet') facets.set(row.key as string, n);
    else
      page.push({
        kind: row.key as SearchKind,
        recordId: Number(row.record_id),
        fuzzy: Boolean(row.fuzzy),
        n,
      });
  }
  if ([...kinds.values()].reduce((sum, n) => sum + n, 0) > SEARCH_EXACT_LIMIT) return null;
  page.sort((a, b) => a.n - b.n);
  return {
    kinds,
    found,
    facets,
    hits: page.map(({ kind, recordId, fuzzy }) => ({ kind, recordId, fuzzy })),
  };
}

/** The stored key of each order, as a value (matchSet sorts the matches it read). */
const SORT_FIELDS: Record<SearchSort, SQL> = {
  relevance: sql`d.sort_title`,
  title: sql`d.sort_title`,
  shelfmark: sql`d.sort_shelfmark`,
  composer: sql`d.sort_composer`,
  changed: sql`d.changed_at`,
};

/** The stored key of each order (indexed per kind with the record id). */
const SORT_KEYS: Record<SearchSort, SQL> = {
  relevance: sql`d.sort_title`,
  title: sql`d.sort_title`,
  shelfmark: sql`d.sort_shelfmark`,
  composer: sql`d.sort_composer`,
  // As the index orders it (desc nulls last), so that the index serves the page.
  changed: sql`d.changed_at desc nulls last`,
};

/**
 * The records whose shelfmark (or an entry's signature) is the query as typed, punctuation and
 * spacing aside ("Ms.12" is Ms. 12): shown first on the first page, whatever else matches.
 */
export async function findExact(tx: Tx, where: Where, exactText: SQL): Promise<Hit[]> {
  const rows = rowsOf<{ kind: SearchKind; record_id: number | string }>(
    await tx.execute(sql`
      select d.kind, d.record_id from search_documents d
       where d.exact_key = ${exactText} and ${where}
       order by d.kind, d.record_id
       limit ${EXACT_FIRST}`),
  );
  return rows.map((row) => ({ kind: row.kind, recordId: Number(row.record_id), fuzzy: false }));
}

/** Which of these scores meet the condition (a near melodic match must meet the rest of the search). */
export async function scoresWhere(tx: Tx, where: Where, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ record_id: number | string }>(
    await tx.execute(sql`
      select d.record_id from search_documents d
       where d.kind = 'score' and d.record_id = any (${`{${ids.join(',')}}`}::bigint[]) and ${where}`),
  );
  return new Set(rows.map((row) => Number(row.record_id)));
}

/** At most this many records typed as written come first. */
export const EXACT_FIRST = 5;

/** Whether the word is one of the index's words or the beginning of one. */
export async function isKnownWord(tx: Tx, word: string): Promise<boolean> {
  const [row] = rowsOf<{ known: boolean }>(
    await tx.execute(sql`
      select exists (select 1 from search_words w
                      where w.word like partitura_fold(${word}) || '%') as known`),
  );
  return Boolean(row.known);
}

/** The indexed word most similar to `word` (trigram similarity), or null when none is close. */
export async function similarWord(tx: Tx, word: string): Promise<string | null> {
  const [row] = rowsOf<{ word: string }>(
    await tx.execute(sql`
      select w.word from search_words w
       where w.word % partitura_fold(${word}) and w.word <> partitura_fold(${word})
         and length(w.word) between 3 and 40
       order by similarity(w.word, partitura_fold(${word})) desc, w.word
       limit 1`),
  );
  return row?.word ?? null;
}

/** How many indexed words spelt like a misspelled one it may match (the most similar). */
const SIMILAR_WORDS = 8;

/**
 * The indexed words spelt like `word` — half of its trigrams occur in them (acceptSimilarNames)
 * — the most similar first, itself aside ("haidn" → haydn). Read from search_words, a word
 * list far smaller than the documents (one trigram index scan, not one over every name).
 */
export async function similarWords(tx: Tx, word: string): Promise<string[]> {
  const rows = rowsOf<{ word: string }>(
    await tx.execute(sql`
      select w.word from search_words w
       where partitura_fold(${word}) <% w.word and w.word <> partitura_fold(${word})
         and length(w.word) between 3 and 40
       order by word_similarity(partitura_fold(${word}), w.word) desc,
                similarity(partitura_fold(${word}), w.word) desc, w.word
       limit ${SIMILAR_WORDS}`),
  );
  return rows.map((row) => row.word);
}

/**
 * Within the current transaction, a word is spelt like a misspelled one when half of the
 * misspelled word's trigrams occur in it ("Haidn" finds Haydn; pg_trgm's default, 0.6, misses
 * that).
 */
export async function acceptSimilarNames(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
}

/** The values of tsquery expressions as text, in one statement (none: no statement). */
export async function tsqueryTexts(tx: Tx, queries: readonly SQL[]): Promise<string[]> {
  if (queries.length === 0) return [];
  const [row] = rowsOf<{ texts: string[] }>(
    await tx.execute(sql`select array[${sql.join([...queries], sql`, `)}]::text[] as texts`),
  );
  return row.texts;
}

/** A text[] literal of our own constants or checked values, as one parameter. */
export function sqlTextArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
}
