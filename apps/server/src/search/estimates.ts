import {
  SEARCH_EXACT_LIMIT,
  SEARCH_FACETS,
  SEARCH_FACET_VALUES,
  SEARCH_FACET_VALUES_MORE,
  SEARCH_KINDS,
  type SearchKind,
  type SearchSort,
} from '@partitura/domain';
import type { Tx } from '../core/database/db';
import { type PageWindow } from '../core/records/paging';
import {
  countKinds,
  countUpTo,
  facetCounts,
  kindSizes,
  sampleFacets,
  sampledKinds,
  sampleStore,
  type SampleStore,
  type SampledFacets,
} from './counts';
import { findExact, findHits, walkHits, type Hit, type MatchSet } from './repository';
import { allOf, type TextSearch } from './query';
import { sql, type SQL } from 'drizzle-orm';
import { type Counted, type FacetAnswer, type SearchAnswer } from './answer';

/*
 * A result larger than SEARCH_EXACT_LIMIT, and every browse: counted up to the limit, estimated
 * beyond it from one sample (total, tabs, facets; a browse's samples kept per database), a page
 * read in the order of a stored key or by walking it. And the tabs and facets of any result.
 */

type Answered = Pick<SearchAnswer, 'hits' | 'total' | 'kinds' | 'facets'>;

/** Which browse a kept estimate is of: the kind and the facets chosen. */
export function scopeKey(kind: SearchKind | null, facets: readonly string[]): string {
  return JSON.stringify([kind, [...facets].sort()]);
}

/** The estimates of browses kept per database (counts.ts, SampleCache). */
const samplesKept = new WeakMap<object, SampleStore>();
export function keptSamples(db: object): SampleStore {
  let store = samplesKept.get(db);
  if (!store) samplesKept.set(db, (store = sampleStore()));
  return store;
}

/** The answer of a query whose matches were all read at once (every count exact). */
export function fromMatchSet(
  set: MatchSet,
  kind: SearchKind | null,
  facets: readonly string[],
  more: string | null,
): Answered {
  return {
    hits: set.hits,
    total: { count: set.found, exact: true },
    kinds: SEARCH_KINDS.map((entry) => ({
      kind: entry,
      count: set.kinds.get(entry) ?? 0,
      exact: true,
    })),
    facets: kind ? facetsOf(kind, set.facets, true, facets, more) : [],
  };
}

/**
 * The answer of a browse or of a query with more matches than SEARCH_EXACT_LIMIT: counted up to
 * the limit, estimated beyond it from one sample (total, facets and tabs), a page read in the
 * order of a stored key.
 */
export async function unbounded(
  tx: Tx,
  request: {
    kind: SearchKind | null;
    sort: SearchSort;
    where: SQL;
    tabsWhere: SQL;
    found: number;
    exactFirst: SQL | null;
    window: PageWindow;
    text: TextSearch | null;
    fuzzy: boolean;
    /** No facets chosen: the tabs' sample serves the total and the facets too. */
    shared: boolean;
    melodyCondition: SQL | null;
    facets: readonly string[];
    more: string | null;
    /** The database (not the transaction): whose kept estimates to use. */
    db: object;
  },
): Promise<Answered> {
  const { kind, sort, where, tabsWhere, found, exactFirst, window, text, shared } = request;
  const exact = found <= SEARCH_EXACT_LIMIT;
  // A browse (no words, no melody) samples the same for everyone: its estimates are kept.
  const browse = !text && !request.melodyCondition;
  const kept = (key: string) => (browse ? { key, store: keptSamples(request.db) } : undefined);
  let tabsSample: Promise<SampledFacets> | undefined;
  const sampleTabs = () => (tabsSample ??= sampleFacets(tx, tabsWhere, kept('all')));
  let ownSample: Promise<SampledFacets> | undefined;
  const sampled = () =>
    shared
      ? sampleTabs()
      : (ownSample ??= sampleFacets(tx, where, kept(scopeKey(kind, request.facets))));
  const estimated = async () => {
    const kinds = sampledKinds(await sampled());
    return kind ? (kinds.get(kind) ?? 0) : sum(kinds);
  };
  const total: Counted = exact
    ? { count: found, exact }
    : { count: Math.max(await estimated(), found), exact };

  // The first few typed as written lead page 1; any others follow in the chosen order.
  const first = exactFirst ? await findExact(tx, where, exactFirst) : [];
  const rest =
    first.length > 0
      ? allOf([
          where,
          sql`(d.kind, d.record_id) not in (${sql.join(
            first.map((hit) => sql`(${hit.kind}, ${hit.recordId}::bigint)`),
            sql`, `,
          )})`,
        ])
      : where;
  const skip = Math.max(window.offset - first.length, 0);
  const room = window.size - Math.max(first.length - window.offset, 0);
  const shown = window.offset === 0 ? first : [];
  // kindSizes once (the walk and the tabs both ask).
  let sizes: Promise<Map<SearchKind, number>> | undefined;
  const kindSized = () => (sizes ??= kindSizes(tx));
  const walked =
    browse &&
    kind &&
    request.facets.length > 0 &&
    WALKED_SORTS.includes(sort) &&
    window.offset < total.count
      ? await walkedPage(tx, {
          kind,
          facets: [`kind:${kind}`, ...request.facets],
          sort,
          found: total.count,
          size: (await kindSized()).get(kind) ?? 0,
          limit: room,
          offset: skip,
        })
      : null;
  const hits =
    window.offset < total.count
      ? [
          ...shown,
          ...(walked ??
            (await findHits(
              tx,
              rest,
              {
                sort,
                ranked: exact,
                tsquery: text?.ranking ?? null,
                strict: request.fuzzy ? (text?.strict ?? null) : null,
              },
              room,
              skip,
            ))),
        ]
      : [];

  const { melodyCondition } = request;
  return {
    hits,
    total,
    kinds: await kindCounts(tx, tabsWhere, {
      sample: shared ? sampleTabs : () => sampleFacets(tx, tabsWhere, kept('all')),
      beyondLimit: shared && !exact,
      // Without words and melody the tabs are the kinds' sizes; a melody finds only scores
      // (and without facets exactly what the search found).
      browse: !text && !melodyCondition,
      sizes: kindSized,
      melodyFound:
        melodyCondition && shared && (kind === null || kind === 'score') ? { ...total } : null,
    }),
    facets: kind
      ? facetsOf(
          kind,
          exact
            ? await facetCounts(tx, where)
            : ((await sampled()).get(kind) ?? new Map<string, number>()),
          exact,
          request.facets,
          request.more,
        )
      : [],
  };
}

/** A walk reads at most this many documents (some 2.7 µs each at 1M: 10 ms). */
const WALK_MAX = 4_000;

/**
 * The orders a walk may take: those a facet does not cluster in (a collection's shelfmarks
 * stand together in shelfmark order, a composer's scores in composer order, so a walk expecting
 * them spread would fall short and be read again).
 */
const WALKED_SORTS: readonly SearchSort[] = ['relevance', 'title', 'changed'];

/**
 * A page of a browse narrowed by facets read by walking the order's index (walkHits), when the
 * facets are common enough among the kind's documents (`found` of `size`) that twice the walk
 * expected reaches the page's end within WALK_MAX documents; null otherwise, or when the walk
 * fell short (the facet is rarer there).
 */
async function walkedPage(
  tx: Tx,
  page: {
    kind: SearchKind;
    facets: string[];
    sort: SearchSort;
    found: number;
    size: number;
    limit: number;
    offset: number;
  },
): Promise<Hit[] | null> {
  const { found, size, limit, offset } = page;
  if (found <= 0 || size <= 0) return null;
  const walk = Math.ceil((2 * (offset + limit) * size) / found);
  if (walk > WALK_MAX) return null;
  const hits = await walkHits(tx, page.kind, page.facets, page.sort, limit, offset, walk);
  return hits.length === limit ? hits : null;
}

/**
 * The tabs: matches per kind — exact when one bounded pass (SEARCH_EXACT_LIMIT matches in all)
 * finds them all (skipped when they are known to be more: `beyondLimit`); else estimated from
 * a sample, and the kinds the sample finds few of counted exactly in one more bounded pass (or
 * each on its own when even that is too many).
 */
export async function kindCounts(
  tx: Tx,
  where: SQL,
  known: {
    sample: () => Promise<SampledFacets>;
    beyondLimit: boolean;
    browse: boolean;
    /** The kinds' sizes (kindSizes), when already asked for. */
    sizes?: () => Promise<Map<SearchKind, number>>;
    melodyFound: Counted | null;
  },
): Promise<SearchAnswer['kinds']> {
  const { melodyFound } = known;
  if (melodyFound)
    return SEARCH_KINDS.map((kind) =>
      kind === 'score' ? { kind, ...melodyFound } : { kind, count: 0, exact: true },
    );
  const sizes = known.browse ? await (known.sizes ?? (() => kindSizes(tx)))() : null;
  const counted =
    known.beyondLimit || (sizes && sizes.size === SEARCH_KINDS.length)
      ? null
      : await countKinds(tx, SEARCH_KINDS, where);
  if (counted)
    return SEARCH_KINDS.map((kind) => ({ kind, count: counted.get(kind) ?? 0, exact: true }));
  const estimated =
    sizes && sizes.size === SEARCH_KINDS.length ? sizes : sampledKinds(await known.sample());
  const few = SEARCH_KINDS.filter((kind) => (estimated.get(kind) ?? 0) <= SEARCH_EXACT_LIMIT);
  const small =
    few.length > 0 ? await countKinds(tx, few, where, few.length * SEARCH_EXACT_LIMIT) : null;
  const answer: SearchAnswer['kinds'] = [];
  for (const kind of SEARCH_KINDS) {
    const estimate = estimated.get(kind) ?? 0;
    if (!few.includes(kind)) {
      answer.push({ kind, count: estimate, exact: false });
      continue;
    }
    const count = small
      ? (small.get(kind) ?? 0)
      : await countUpTo(tx, allOf([sql`d.kind = ${kind}`, where]));
    answer.push(
      count > SEARCH_EXACT_LIMIT
        ? { kind, count: Math.max(estimate, count), exact: false }
        : { kind, count, exact: true },
    );
  }
  return answer;
}

/**
 * The facets of a kind: each group's most frequent values (SEARCH_FACET_VALUES, of the group
 * `more` SEARCH_FACET_VALUES_MORE), the selected ones always. One statement counts them all, so
 * asking for more of a group costs no other statement.
 */
export function facetsOf(
  kind: SearchKind,
  counts: ReadonlyMap<string, number>,
  exact: boolean,
  selected: readonly string[],
  more: string | null,
): FacetAnswer[] {
  const groups: readonly string[] = SEARCH_FACETS[kind];
  if (groups.length === 0) return [];
  return groups.map((group) => {
    const prefix = `${group}:`;
    const values = [...counts]
      .filter(([facet]) => facet.startsWith(prefix))
      .map(([facet, count]) => ({ value: facet.slice(prefix.length), count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    const chosen = selected.filter((facet) => facet.startsWith(prefix));
    const shown = values.slice(0, group === more ? SEARCH_FACET_VALUES_MORE : SEARCH_FACET_VALUES);
    for (const facet of chosen) {
      const value = facet.slice(prefix.length);
      if (!shown.some((entry) => entry.value === value))
        shown.push(values.find((entry) => entry.value === value) ?? { value, count: 0 });
    }
    const answered = new Set(shown.map((entry) => entry.value));
    return {
      group,
      exact,
      values: shown.map((entry) => ({ ...entry, selected: chosen.includes(prefix + entry.value) })),
      more: values.some((entry) => !answered.has(entry.value)),
    };
  });
}

export function sum(counts: Map<SearchKind, number>): number {
  return [...counts.values()].reduce((total, count) => total + count, 0);
}
