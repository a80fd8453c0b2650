import {
  SEARCH_EXACT_LIMIT,
  SEARCH_FACETS,
  SEARCH_FACET_VALUES,
  SEARCH_KINDS,
  highlightWords,
  searchWords,
  type SearchField,
  type SearchKind,
  type SearchSort,
  type SearchTerm,
} from '@partitura/domain';
import type { Tx } from '../core/db';
import type { GraphQLContext } from '../core/context';
import { pageWindow, type PageWindow } from '../core/paging';
import {
  acceptSimilarNames,
  countKindsUpTo,
  countUpTo,
  estimateKinds,
  facetCounts,
  findHits,
  similarWord,
  type Hit,
} from './repository';
import { allOf, facetFilters, scopeCondition, textSearch, type FilterInput } from './query';
import type { SQL } from 'drizzle-orm';

/** Below this many strict matches, names are also matched by a similar spelling. */
const FUZZY_BELOW = 10;

export type SearchRequest = {
  query?: string | null;
  kind?: SearchKind | null;
  filters?: FilterInput[] | null;
  fields?: Partial<Record<SearchField, string | null>> | null;
  sort?: SearchSort | null;
  first?: number | null;
  page?: number | null;
};

export type Counted = { count: number; exact: boolean };
export type FacetAnswer = {
  group: string;
  exact: boolean;
  values: { value: string; count: number; selected: boolean }[];
};

/** A facet value as its label resolver receives it. */
export type FacetValueRecord = FacetAnswer['values'][number] & { group: string };

export type SearchAnswer = {
  hits: Hit[];
  total: Counted;
  window: PageWindow;
  kinds: (Counted & { kind: SearchKind })[];
  facets: FacetAnswer[];
  suggestion: string | null;
  words: string[];
};

/**
 * The home screen's search (issue 9). Every statement is bounded (repository.ts): a result up to
 * SEARCH_EXACT_LIMIT matches is counted, ranked and faceted exactly; a larger one is estimated
 * from a sample and paged in the order of a stored key.
 */
export async function search(ctx: GraphQLContext, request: SearchRequest): Promise<SearchAnswer> {
  const kind = request.kind ?? null;
  const sort = request.sort ?? 'relevance';
  const facets = facetFilters(request.filters);
  const text = textSearch(request.query, request.fields ?? {});
  const window = pageWindow(request, 20, 100);
  const scope = scopeCondition(kind, facets);

  return ctx.db.transaction(async (tx) => {
    let textCondition: SQL | null = text?.strict ?? null;
    let fuzzy = false;
    let found = await countUpTo(tx, allOf([...scope, textCondition]));
    if (text?.fuzzy && found < FUZZY_BELOW) {
      await acceptSimilarNames(tx);
      const similar = await countUpTo(tx, allOf([...scope, text.fuzzy]));
      if (similar > found) [textCondition, found, fuzzy] = [text.fuzzy, similar, true];
    }
    const where = allOf([...scope, textCondition]);
    const exact = found <= SEARCH_EXACT_LIMIT;
    const total: Counted = exact
      ? { count: found, exact }
      : { count: Math.max(sum(await estimateKinds(tx, where)), found), exact };

    const hits =
      window.offset < total.count
        ? await findHits(
            tx,
            where,
            {
              sort,
              ranked: exact,
              exactText: text?.exactText ?? null,
              tsquery: text?.ranking ?? null,
              strict: fuzzy ? (text?.strict ?? null) : null,
            },
            window.size,
            window.offset,
          )
        : [];

    return {
      hits,
      total,
      window,
      kinds: await kindCounts(tx, allOf([textCondition])),
      facets: kind ? await facetsOf(tx, kind, where, exact, facets) : [],
      suggestion: total.count === 0 && text ? await suggestion(tx, text.terms, allOf(scope)) : null,
      words: [
        ...new Set([
          ...highlightWords(text?.terms ?? []),
          ...highlightWords(
            Object.values(request.fields ?? {}).map((value) => ({
              words: searchWords(value ?? ''),
              phrase: false,
              exclude: false,
            })),
          ),
        ]),
      ],
    };
  });
}

/** The tabs: matches per kind, counted up to the limit, estimated above it. */
async function kindCounts(tx: Tx, where: SQL): Promise<SearchAnswer['kinds']> {
  const counted = await countKindsUpTo(tx, SEARCH_KINDS, where);
  const large = SEARCH_KINDS.some((kind) => (counted.get(kind) ?? 0) > SEARCH_EXACT_LIMIT);
  const estimated = large ? await estimateKinds(tx, where) : new Map<SearchKind, number>();
  return SEARCH_KINDS.map((kind) => {
    const count = counted.get(kind) ?? 0;
    return count > SEARCH_EXACT_LIMIT
      ? { kind, count: Math.max(estimated.get(kind) ?? 0, count), exact: false }
      : { kind, count, exact: true };
  });
}

/** The facets of a kind: each group's most frequent values, the selected ones always. */
async function facetsOf(
  tx: Tx,
  kind: SearchKind,
  where: SQL,
  exact: boolean,
  selected: readonly string[],
): Promise<FacetAnswer[]> {
  const groups: readonly string[] = SEARCH_FACETS[kind];
  if (groups.length === 0) return [];
  const counts = await facetCounts(tx, where, exact);
  return groups.map((group) => {
    const prefix = `${group}:`;
    const values = [...counts]
      .filter(([facet]) => facet.startsWith(prefix))
      .map(([facet, count]) => ({ value: facet.slice(prefix.length), count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    const chosen = selected.filter((facet) => facet.startsWith(prefix));
    const shown = values.slice(0, SEARCH_FACET_VALUES);
    for (const facet of chosen) {
      const value = facet.slice(prefix.length);
      if (!shown.some((entry) => entry.value === value))
        shown.push(values.find((entry) => entry.value === value) ?? { value, count: 0 });
    }
    return {
      group,
      exact,
      values: shown.map((entry) => ({ ...entry, selected: chosen.includes(prefix + entry.value) })),
    };
  });
}

/**
 * "Did you mean": each word replaced by the most similar word of the index, offered only when
 * the query so changed finds something within the same scope.
 */
async function suggestion(tx: Tx, terms: SearchTerm[], scope: SQL): Promise<string | null> {
  let changed = false;
  const suggested: SearchTerm[] = [];
  for (const term of terms) {
    if (term.exclude) {
      suggested.push(term);
      continue;
    }
    const words: string[] = [];
    for (const word of term.words) {
      const similar = word.length >= 3 && !/^\d+$/u.test(word) ? await similarWord(tx, word) : null;
      words.push(similar ?? word);
      changed ||= similar !== null;
    }
    suggested.push({ ...term, words });
  }
  if (!changed) return null;
  const query = suggested.map(termText).join(' ');
  const text = textSearch(query, {});
  return text && (await countUpTo(tx, allOf([scope, text.strict]))) > 0 ? query : null;
}

function termText(term: SearchTerm): string {
  const words = term.words.join(' ');
  return `${term.exclude ? '-' : ''}${term.phrase ? `"${words}"` : words}`;
}

function sum(counts: Map<SearchKind, number>): number {
  return [...counts.values()].reduce((total, count) => total + count, 0);
}
