import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_EXACT_LIMIT, type SearchKind, type SearchSort } from '@partitura/domain';
import { executeKept, rowsOf, type Tx } from '../core/database/db';
import { type Where } from './counts';
import { sqlTextArray } from './words';

// The search's SQL over search_documents (migration 0006 keeps them): the hits of a page. Every
// statement is bounded: a page is read in the order of a stored sort key or ranked among at most
// SEARCH_EXACT_LIMIT matches, or all of a small result at once (matchSet). Counting and sampling
// are counts.ts', the index's words words.ts'.

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

/**
 * One page of hits in the requested order. `kept`: the statement is one of few shapes (no words
 * in it), kept prepared on each connection (executeKept).
 */
export async function findHits(
  tx: Tx,
  where: Where,
  order: HitOrder,
  limit: number,
  offset: number,
  kept = false,
): Promise<Hit[]> {
  const rows = rowsOf<{ kind: SearchKind; record_id: number | string; fuzzy: boolean }>(
    await executeKept(
      tx,
      sql`
      select d.kind, d.record_id, ${order.strict ? sql`not (${order.strict})` : sql`false`} as fuzzy
        from search_documents d
       where ${where}
       order by ${orderBy(order)}
       limit ${limit} offset ${offset}`,
      kept,
    ),
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
  order: Omit<HitOrder, 'ranked'> & { exactFirst: SQL | null },
  limit: number,
  offset: number,
  /** Count the facet values (a kind's tab shows them; the "All" tab has none). */
  withFacets: boolean,
  /** The statement is one of few shapes (no words in it): kept prepared (executeKept). */
  kept = false,
): Promise<MatchSet | null> {
  const rank = order.tsquery ? sql`ts_rank(d.document, ${order.tsquery})` : sql`0::real`;
  const key = SORT_FIELDS[order.sort];
  const keyOrder = order.sort === 'changed' ? sql`m.sort_key desc nulls last` : sql`m.sort_key`;
  const orderKeys = [
    ...(order.exactFirst ? [sql`m.exact_first desc`] : []),
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
    await executeKept(
      tx,
      sql`
      with m as materialized (
        select d.kind, d.record_id, d.facets, coalesce(${scope}, false) as in_scope,
               ${order.exactFirst ? sql`coalesce(${order.exactFirst}, false)` : sql`false`} as exact_first,
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
         limit ${limit} offset ${offset}) page`,
      kept,
    ),
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
export async function findExact(tx: Tx, where: Where, exact: SQL): Promise<Hit[]> {
  const rows = rowsOf<{ kind: SearchKind; record_id: number | string }>(
    await tx.execute(sql`
      select d.kind, d.record_id from search_documents d
       where ${exact} and ${where}
       order by d.kind, d.record_id
       limit ${EXACT_FIRST}`),
  );
  return rows.map((row) => ({ kind: row.kind, recordId: Number(row.record_id), fuzzy: false }));
}

/** At most this many records typed as written come first. */
export const EXACT_FIRST = 5;
