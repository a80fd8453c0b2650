import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_EXACT_LIMIT, type SearchKind, type SearchSort } from '@partitura/domain';
import { rowsOf, type Tx } from '../core/db';

// The search's SQL over search_documents (migration 0006 keeps them). Every statement is bounded:
// counts stop at SEARCH_EXACT_LIMIT + 1 rows, larger results are measured on a sample of the
// table, and a page is read in the order of a stored sort key or ranked among at most
// SEARCH_EXACT_LIMIT matches.

/** A condition on the documents (alias `d`), built by query.ts. */
export type Where = SQL;

/** About this many table pages are read to estimate a large result (tens of thousands of rows). */
const SAMPLE_PAGES = 2500;

/** How many documents match, counted up to SEARCH_EXACT_LIMIT + 1 (more is "more than the limit"). */
export async function countUpTo(tx: Tx, where: Where): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from (
        select 1 from search_documents d where ${where} limit ${SEARCH_EXACT_LIMIT + 1}) found`),
  );
  return Number(row.n);
}

/** How many documents of each kind match, each counted up to SEARCH_EXACT_LIMIT + 1. */
export async function countKindsUpTo(
  tx: Tx,
  kinds: readonly SearchKind[],
  where: Where,
): Promise<Map<SearchKind, number>> {
  const rows = rowsOf<{ kind: SearchKind; n: number }>(
    await tx.execute(sql`
      select k.kind, (select count(*)::int from (
          select 1 from search_documents d where d.kind = k.kind and ${where}
          limit ${SEARCH_EXACT_LIMIT + 1}) found) as n
        from unnest(${sqlTextArray(kinds)}) as k(kind)`),
  );
  return new Map(rows.map((row) => [row.kind, Number(row.n)]));
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

/** Estimated matches per kind, from a sample of the table (for results above the limit). */
export async function estimateKinds(tx: Tx, where: Where): Promise<Map<SearchKind, number>> {
  const sample = await sampleOf(tx);
  const rows = rowsOf<{ kind: SearchKind; n: number }>(
    await tx.execute(
      sql`select d.kind, count(*)::int as n from ${sample.from} where ${where} group by d.kind`,
    ),
  );
  return new Map(rows.map((row) => [row.kind, Math.round(Number(row.n) * sample.scale)]));
}

/**
 * How often each facet value (`group:value`) occurs among the matches: counted on every match
 * when `exact`, else estimated from a sample of the table.
 */
export async function facetCounts(
  tx: Tx,
  where: Where,
  exact: boolean,
): Promise<Map<string, number>> {
  const sample = exact ? { from: sql`search_documents d`, scale: 1 } : await sampleOf(tx);
  const rows = rowsOf<{ facet: string; n: number }>(
    await tx.execute(sql`
      select f as facet, count(*)::int as n
        from ${sample.from} cross join lateral unnest(d.facets) as f
       where ${where} and f not like 'kind:%'
       group by f`),
  );
  return new Map(rows.map((row) => [row.facet, Math.round(Number(row.n) * sample.scale)]));
}

export type Hit = { kind: SearchKind; recordId: number; fuzzy: boolean };

/** The order of a page: a stored sort key, or relevance among at most SEARCH_EXACT_LIMIT matches. */
export type HitOrder = {
  sort: SearchSort;
  /** Rank by relevance (the result is small enough to rank every match). */
  ranked: boolean;
  /** The folded query, ranked first where it is a record's shelfmark or signature as written. */
  exactText: SQL | null;
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

function orderBy({ sort, ranked, exactText, tsquery }: HitOrder): SQL {
  const keys: SQL[] = [];
  if (sort === 'relevance' && ranked && tsquery) {
    if (exactText) keys.push(sql`(d.exact_key = ${exactText}) desc nulls last`);
    keys.push(sql`ts_rank(d.document, ${tsquery}) desc`);
  }
  keys.push(SORT_KEYS[sort]);
  return sql.join([...keys, sql`d.kind, d.record_id`], sql`, `);
}

/** The stored key of each order (indexed per kind with the record id). */
const SORT_KEYS: Record<SearchSort, SQL> = {
  relevance: sql`d.sort_title`,
  title: sql`d.sort_title`,
  shelfmark: sql`d.sort_shelfmark`,
  composer: sql`d.sort_composer`,
  changed: sql`d.changed_at desc`,
};

/** The indexed word most similar to `word` (trigram similarity), or null when none is close. */
export async function similarWord(tx: Tx, word: string): Promise<string | null> {
  const [row] = rowsOf<{ word: string }>(
    await tx.execute(sql`
      select w.word from search_words w
       where w.word % partitura_fold(${word}) and w.word <> partitura_fold(${word})
       order by similarity(w.word, partitura_fold(${word})) desc, w.word
       limit 1`),
  );
  return row?.word ?? null;
}

/**
 * Within the current transaction, a name matches a misspelled word when half of the word's
 * trigrams occur in it ("Haidn" finds Haydn; pg_trgm's default, 0.6, misses that).
 */
export async function acceptSimilarNames(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
}

/** A text[] literal of our own constants or checked values, as one parameter. */
export function sqlTextArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
}
