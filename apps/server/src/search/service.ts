import {
  SEARCH_EXACT_LIMIT,
  SEARCH_FACETS,
  SEARCH_FACET_VALUES,
  SEARCH_FACET_VALUES_MORE,
  SEARCH_KINDS,
  highlightWords,
  queryGrams,
  searchWords,
  type SearchField,
  type SearchKind,
  type SearchSort,
  type SearchTerm,
} from '@partitura/domain';
import type { Tx } from '../core/database/db';
import { InputRefusal } from '../core/runtime/errors';
import {
  matchIncipits,
  melodyMatchSql,
  melodySearchOf,
  nearMelodyMatches,
  type MelodyInput,
  type MelodySearch,
} from '../scores/index';
import type { GraphQLContext } from '../core/graphql/context';
import { pageWindow, type PageWindow } from '../core/records/paging';
import {
  acceptSimilarNames,
  countKinds,
  countUpTo,
  facetCounts,
  findExact,
  findHits,
  isKnownWord,
  kindSizes,
  walkHits,
  matchSet,
  plannedRows,
  sampleFacets,
  sampledKinds,
  scoresWhere,
  similarWord,
  similarWords,
  tsqueryTexts,
  type Hit,
  type MatchSet,
  type SampleCache,
  type SampledFacets,
} from './repository';
import {
  allOf,
  facetFilters,
  facetMore,
  scopeCondition,
  spelledTerms,
  textSearch,
  type FilterInput,
  type TextSearch,
} from './query';
import { sql, type SQL } from 'drizzle-orm';

/** Below this many strict matches, names are also matched by a similar spelling. */
const FUZZY_BELOW = 10;

/** The planner's estimate may be this much above SEARCH_EXACT_LIMIT and all matches still read. */
const PLANNED_MARGIN = 1.5;

export type SearchRequest = {
  query?: string | null;
  melody?: MelodyInput | null;
  kind?: SearchKind | null;
  filters?: FilterInput[] | null;
  fields?: Partial<Record<SearchField, string | null>> | null;
  /** The facet group to answer more values of (SEARCH_FACET_VALUES_MORE). */
  facet_more?: string | null;
  sort?: SearchSort | null;
  first?: number | null;
  page?: number | null;
};

export type Counted = { count: number; exact: boolean };
export type FacetAnswer = {
  group: string;
  exact: boolean;
  values: { value: string; count: number; selected: boolean }[];
  /** The result has values of the group beyond those answered. */
  more: boolean;
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
  // Shelfmark and composer orders are kept per kind; across kinds a page goes by title.
  const sort =
    !kind && (request.sort === 'shelfmark' || request.sort === 'composer')
      ? 'title'
      : (request.sort ?? 'relevance');
  const facets = facetFilters(request.filters);
  const more = facetMore(request.facet_more);
  const fields = request.fields ?? {};
  const window = pageWindow(request, 20, 100);
  const melody = request.melody ? await melodySearchOf(request.melody, ctx.log) : null;
  if (request.melody && !melody) throw new InputRefusal('Search.error_melody', 'melody.pae');
  // A melody too short for the index's grams would be compared with every incipit.
  if (melody && queryGrams(melody.melody, melody.mode, melody).length === 0)
    throw new InputRefusal('Search.error_melody_short', 'melody.pae');
  // A melodic query finds scores: those with an incipit that matches it.
  const melodyCondition = melody
    ? sql`d.kind = 'score' and d.record_id in ${melodyMatchSql(melody)}`
    : null;

  return ctx.db.transaction(async (tx) => {
    const text = textSearch(
      request.query,
      fields,
      await tsqueryTexts(tx, spelledTerms(request.query, fields)),
    );
    // A browse: neither words nor a melody, perhaps a kind and facets.
    const browse = text === null && melodyCondition === null;
    const chosen = scopeCondition(kind, facets, browse);
    const scope = [...chosen, ...(melodyCondition ? [melodyCondition] : [])];
    // The shelfmark typed as written comes first (page 1), then the rest in the chosen order.
    const exactText = sort === 'relevance' ? (text?.exactText ?? null) : null;
    // A query (words or a melody) with few matches is answered from one pass over them.
    const order = (strict: SQL | null) => ({
      sort,
      tsquery: text?.ranking ?? null,
      strict,
      exactText,
    });
    const readSet = (condition: SQL | null, strict: SQL | null) =>
      matchSet(
        tx,
        allOf([condition, melodyCondition]),
        allOf(chosen),
        order(strict),
        window.size,
        window.offset,
        kind !== null,
      );
    // Words the index finds far more often than that are paged and estimated instead (reading
    // the first 10,000 matches only to drop them cost 70–140 ms at 1M).
    const planned = SEARCH_EXACT_LIMIT * PLANNED_MARGIN;
    const wordsPlanned = text ? await plannedRows(tx, allOf([text.strict])) : null;
    const few = melodyCondition !== null || (wordsPlanned !== null && wordsPlanned <= planned);
    let set = few ? await readSet(text?.strict ?? null, null) : null;
    // What the planner expects of the scope with the words, asked with the kind said once (said
    // as a facet too, the planner would take it as independent of itself).
    const plannedScope = allOf([...scopeCondition(kind, facets), melodyCondition, text?.strict]);
    // The words alone (or a browse) find too many, the chosen kind and facets few of them (a
    // common word by one composer, the clerics among people): those are read at once, and the
    // tabs (the words' matches per kind) counted apart. Read more than the limit: no count.
    let scopePlanned: number | null = null;
    let tabsApart = false;
    let scopeBeyond = false;
    if (set === null && melodyCondition === null && chosen.length > 0) {
      scopePlanned = await plannedRows(tx, plannedScope);
    }
    if (
      scopePlanned !== null &&
      scopePlanned <= planned &&
      // The words' own pass found too many: only a scope that halves them is read again.
      (!few || wordsPlanned === null || scopePlanned <= wordsPlanned / 2)
    ) {
      set = await matchSet(
        tx,
        allOf([...chosen, text?.strict]),
        sql`true`,
        order(null),
        window.size,
        window.offset,
        kind !== null,
      );
      [tabsApart, scopeBeyond] = [true, set === null];
    }

    let textCondition: SQL | null = text?.strict ?? null;
    let fuzzy = false;
    // Counting a result far larger than the limit would build its whole bitmap first (a common
    // genre: 60–90 ms at 1M) only to say "more than the limit". The planner's estimate alone
    // does not decide it (it takes words as independent: "flat minor", planned 19,000, has
    // 1,000 matches): a sample must find more than the limit too.
    const countOrMore = async (condition: SQL, plannedCount: number) => {
      if (plannedCount <= planned) return countUpTo(tx, condition);
      const sampled = sampledKinds(
        await sampleFacets(
          tx,
          condition,
          browse ? { key: scopeKey(kind, facets), store: keptSamples(ctx.db) } : undefined,
        ),
      );
      const estimate = kind ? (sampled.get(kind) ?? 0) : sum(sampled);
      return estimate > SEARCH_EXACT_LIMIT ? SEARCH_EXACT_LIMIT + 1 : countUpTo(tx, condition);
    };
    let found = set
      ? set.found
      : scopeBeyond
        ? SEARCH_EXACT_LIMIT + 1
        : await countOrMore(
            allOf([...scope, textCondition]),
            scopePlanned ?? (await plannedRows(tx, plannedScope)),
          );
    // Whether the words are spelt as the index has them is decided on the words alone, so that
    // narrowing by a facet never turns similar spellings on (the words alone find at least
    // what they find within the scope).
    const wordsFound =
      text?.fuzzyWords.length && scope.length > 0 && found < FUZZY_BELOW
        ? set && !tabsApart && !melodyCondition
          ? sum(set.kinds)
          : await countUpTo(tx, allOf([text.strict]))
        : found;
    if (text?.fuzzyWords.length && wordsFound < FUZZY_BELOW) {
      await acceptSimilarNames(tx);
      const alike = new Map<string, string[]>();
      for (const word of new Set(text.fuzzyWords)) alike.set(word, await similarWords(tx, word));
      const fuzzyCondition = text.fuzzy(alike);
      if (fuzzyCondition) {
        const similarSet = set ? await readSet(fuzzyCondition, text.strict) : null;
        const similar =
          similarSet?.found ?? (await countUpTo(tx, allOf([...scope, fuzzyCondition])));
        if (similar > found) {
          [textCondition, found, fuzzy, set] = [fuzzyCondition, similar, true, similarSet];
          tabsApart = false;
        }
      }
    }
    const where = allOf([...scope, textCondition]);
    const tabsWhere = allOf([textCondition, melodyCondition]);
    const kept = (key: string) => (browse ? { key, store: keptSamples(ctx.db) } : undefined);
    const answer = set
      ? {
          ...fromMatchSet(set, kind, facets, more),
          ...(tabsApart && {
            kinds: await kindCounts(tx, tabsWhere, {
              sample: () => sampleFacets(tx, tabsWhere, kept('all')),
              // The words alone find more than the limit (planned so, or read so): the
              // sample decides which kinds are few enough to count.
              beyondLimit: !browse,
              browse,
              melodyFound: null,
            }),
          }),
        }
      : await unbounded(tx, {
          kind,
          sort,
          where,
          tabsWhere,
          found,
          exactText,
          window,
          text,
          fuzzy,
          shared: facets.length === 0,
          melodyCondition,
          facets,
          more,
          db: ctx.db,
        });
    const { hits, total } = answer;

    if (melody) {
      await markMelodies(tx, hits, melody);
      // Few exact matches: near ones (a note changed, missing or inserted) follow on page 1.
      if (window.offset === 0 && total.exact && total.count < window.size) {
        const near = await nearHits(
          tx,
          melody,
          where,
          allOf([...scopeCondition(kind, facets), textCondition]),
          hits,
        );
        hits.push(...near.slice(0, window.size - hits.length));
        total.count += near.length;
      }
    }

    return {
      ...answer,
      window,
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

type Answered = Pick<SearchAnswer, 'hits' | 'total' | 'kinds' | 'facets'>;

/** Which browse a kept estimate is of: the kind and the facets chosen. */
function scopeKey(kind: SearchKind | null, facets: readonly string[]): string {
  return JSON.stringify([kind, [...facets].sort()]);
}

/** The estimates of browses kept per database (repository.ts, SampleCache). */
const samplesKept = new WeakMap<object, SampleCache['store']>();
function keptSamples(db: object): SampleCache['store'] {
  let store = samplesKept.get(db);
  if (!store) samplesKept.set(db, (store = new Map()));
  return store;
}

/** The answer of a query whose matches were all read at once (every count exact). */
function fromMatchSet(
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
async function unbounded(
  tx: Tx,
  request: {
    kind: SearchKind | null;
    sort: SearchSort;
    where: SQL;
    tabsWhere: SQL;
    found: number;
    exactText: SQL | null;
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
  const { kind, sort, where, tabsWhere, found, exactText, window, text, shared } = request;
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
  const first = exactText ? await findExact(tx, where, exactText) : [];
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

/** Each score hit gets the incipit that matched the melody and the notes that did. */
async function markMelodies(tx: Tx, hits: Hit[], melody: MelodySearch): Promise<void> {
  const matches = await matchIncipits(
    tx,
    hits.map((hit) => hit.recordId),
    melody,
  );
  for (const hit of hits) {
    const match = matches.get(hit.recordId);
    if (match)
      hit.melody = {
        incipitId: match.incipitId,
        start: match.start,
        length: match.length,
        distance: match.distance,
        noteCount: match.noteCount,
      };
  }
}

/**
 * Scores that match the melody nearly but not exactly, best first, that meet the rest of the
 * search (`rest`: the filters and words without the melody).
 */
async function nearHits(
  tx: Tx,
  melody: MelodySearch,
  exactWhere: SQL,
  rest: SQL,
  exactHits: Hit[],
): Promise<Hit[]> {
  const { matches } = await nearMelodyMatches(tx, melody);
  const near = matches.filter(
    (match) => match.distance > 0 && !exactHits.some((hit) => hit.recordId === match.scoreId),
  );
  const allowed = await scoresWhere(
    tx,
    allOf([rest, sql`not (${exactWhere})`]),
    near.map((match) => match.scoreId),
  );
  return near
    .filter((match) => allowed.has(match.scoreId))
    .map((match) => ({
      kind: 'score' as const,
      recordId: match.scoreId,
      fuzzy: false,
      melody: {
        incipitId: match.incipitId,
        start: match.start,
        length: match.length,
        distance: match.distance,
        noteCount: match.noteCount,
      },
    }));
}

/**
 * The tabs: matches per kind — exact when one bounded pass (SEARCH_EXACT_LIMIT matches in all)
 * finds them all (skipped when they are known to be more: `beyondLimit`); else estimated from
 * a sample, and the kinds the sample finds few of counted exactly in one more bounded pass (or
 * each on its own when even that is too many).
 */
async function kindCounts(
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
function facetsOf(
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
      const similar =
        word.length >= 3 && !/^\d+$/u.test(word) && !(await isKnownWord(tx, word))
          ? await similarWord(tx, word)
          : null;
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
