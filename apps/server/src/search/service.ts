import {
  authorityIdQuery,
  MELODY_MIN_NOTES,
  SEARCH_EXACT_LIMIT,
  highlightWords,
  parseSearchQuery,
  searchWords,
  type SearchTerm,
} from '@partitura/domain';
import type { Tx } from '../core/database/db';
import { InputRefusal } from '../core/runtime/errors';
import {
  findMelodyMatches,
  melodyScoresCondition,
  melodySearchOf,
  scoreLoaders,
  type IncipitRecord,
} from '../scores/index';
import type { GraphQLContext } from '../core/graphql/context';
import { pageWindow } from '../core/records/paging';
import { countUpTo, plannedRows, sampleFacets, sampledKinds } from './counts';
import { matchSet, type Hit } from './repository';
import { acceptSimilarNames, similarWords, tsqueryTexts } from './words';
import {
  allOf,
  facetFilters,
  facetMore,
  scopeCondition,
  spelledTerms,
  textSearch,
  withAuthorityId,
  withSiglum,
  type TextSearch,
} from './query';
import { siglumReading, type SiglumQuery } from './sigla';
import { sql, type SQL } from 'drizzle-orm';
import { type SearchAnswer, type SearchRequest } from './answer';
import { fromMatchSet, keptSamples, kindCounts, scopeKey, sum, unbounded } from './estimates';
import { melodyWalkAnswer, walksMelody } from './melody-broad';
import { NOTHING_ASKED, readAhead, type AskedRecords } from './answer-records';
import { melodicHits } from './melody-hits';
import { suggestion } from './suggestion';

/** Below this many strict matches, names are also matched by a similar spelling. */
const FUZZY_BELOW = 10;

/** The planner's estimate may be this much above SEARCH_EXACT_LIMIT and all matches still read. */
const PLANNED_MARGIN = 1.5;

/**
 * The home screen's search (issue 9). Every statement is bounded (repository.ts): a result up to
 * SEARCH_EXACT_LIMIT matches is counted, ranked and faceted exactly; a larger one is estimated
 * from a sample and paged in the order of a stored key.
 */
export async function search(
  ctx: GraphQLContext,
  request: SearchRequest,
  /** What of the records the answer names its operation asks: read as soon as known. */
  asked: AskedRecords = NOTHING_ASKED,
): Promise<SearchAnswer> {
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
  if (melody && melody.melody.length < MELODY_MIN_NOTES)
    throw new InputRefusal('Search.error_melody_short', 'melody.pae');

  // The hits' incipits read to mark where the melody matched: their loader need not read them.
  const known = (incipits: Map<number, IncipitRecord[]>) => {
    for (const [scoreId, list] of incipits) scoreLoaders(ctx).incipits.prime(scoreId, list);
  };
  // The page's hits, once all known: their records are read beside the rest of the search.
  const paged = (hits: readonly Hit[]) => readAhead(ctx, asked, { hits, melodic: melody !== null });

  // A search without words (a melody, a browse) reads committed data statement by statement:
  // under READ COMMITTED a transaction gives its statements no common snapshot, only a begin and
  // a commit more (two round trips: 0.75 ms of a melodic search at 1M). Words take one: a
  // similar spelling's threshold is set for it alone (words.ts acceptSimilarNames).
  const worded = textSearch(request.query, fields) !== null;
  const reading = <T>(work: (tx: Tx) => Promise<T>) =>
    worded ? ctx.db.transaction(work) : work(ctx.db);

  return reading(async (tx) => {
    const { text, siglum } = await searchText(tx, request);
    // A melodic query finds scores: those with an incipit whose melody matches it — read
    // through incipits(melody_id, …), or, many and no words, each score walked in the page's
    // order asked whether it is one (melody-broad.ts).
    const matches = melody ? await findMelodyMatches(tx, melody) : null;
    if (matches && text === null && walksMelody({ matches, kind, facets, window })) {
      const answer = await melodyWalkAnswer(tx, {
        matches,
        kind,
        chosen: scopeCondition(kind, facets),
        facets,
        more,
        sort,
        window,
        faceted: (shown) => readAhead(ctx, asked, { facets: shown }),
      });
      await melodicHits(tx, answer, {
        matches,
        kind,
        window,
        rest: scopeCondition(null, facets),
        known,
        paged,
      });
      return { ...answer, window, suggestion: null, words: [] };
    }
    const melodyCondition = matches
      ? sql`d.kind = 'score' and ${melodyScoresCondition(matches)}`
      : null;
    // A browse: neither words nor a melody, perhaps a kind and facets.
    const browse = text === null && melodyCondition === null;
    const chosen = scopeCondition(kind, facets, browse);
    const scope = [...chosen, ...(melodyCondition ? [melodyCondition] : [])];
    // The shelfmark typed as written comes first (page 1), then the rest in the chosen order.
    const exactFirst = sort === 'relevance' ? (text?.exact ?? null) : null;
    // A query (words or a melody) with few matches is answered from one pass over them.
    const order = (strict: SQL | null) => ({
      sort,
      tsquery: text?.ranking ?? null,
      strict,
      exactFirst,
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
        // Without words the statement is one of few shapes: kept prepared.
        text === null,
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
          exactFirst,
          window,
          text,
          fuzzy,
          shared: facets.length === 0,
          melodyCondition,
          facets,
          more,
          db: ctx.db,
        });
    readAhead(ctx, asked, { facets: answer.facets });
    if (matches) {
      // What else the search asks (a melody finds only scores: the kind says nothing more).
      const rest = [...scopeCondition(null, facets), textCondition].filter(
        (condition): condition is SQL => condition !== null,
      );
      await melodicHits(tx, answer, { matches, kind, window, rest, known, paged });
    } else paged(answer.hits);
    return {
      ...answer,
      window,
      suggestion:
        answer.total.count === 0 && text ? await suggestion(tx, text.terms, allOf(scope)) : null,
      words: highlighted(request, text?.terms ?? [], siglum),
    };
  });
}

/**
 * A search's words and fields as conditions (null: none): as written, with a siglum read off
 * them ("CH-E 215": the shelfmark 215 in the collection whose siglum is CH-E, too) and an
 * authority identifier ("gnd:118584596": the person, place or publication that has it, too).
 */
export async function searchText(
  tx: Tx,
  request: Pick<SearchRequest, 'query' | 'fields'>,
): Promise<{ text: TextSearch | null; siglum: SiglumQuery | null }> {
  const fields = request.fields ?? {};
  const read = async (query: string | null | undefined, readFields: typeof fields) =>
    textSearch(query, readFields, await tsqueryTexts(tx, spelledTerms(query, readFields)));
  const ownText = await read(request.query, fields);
  const siglum = ownText ? await siglumReading(tx, request.query, fields) : null;
  const siglumText = siglum ? await read(siglum.query, siglum.fields) : null;
  const sigled =
    ownText && siglum && siglumText
      ? withSiglum(ownText, { collections: siglum.collections, text: siglumText })
      : ownText;
  return { text: sigled && withAuthorityId(sigled, authorityIdQuery(request.query)), siglum };
}

/** The words a search's fields ask for, as terms. */
function fieldTerms(fields: SearchRequest['fields']): SearchTerm[] {
  return Object.values(fields ?? {}).map((value) => ({
    words: searchWords(value ?? ''),
    phrase: false,
    exclude: false,
  }));
}

/**
 * The words the hits mark: those of the query and the fields. A siglum read off either ("CH-E
 * 215") marks nothing but the shelfmark after it, found within that library: its letters would
 * mark every word they begin (the "e" of "et" for the E of CH-E).
 */
function highlighted(
  request: SearchRequest,
  terms: readonly SearchTerm[],
  siglum: SiglumQuery | null,
): string[] {
  const words = [
    ...new Set([...highlightWords(terms), ...highlightWords(fieldTerms(request.fields))]),
  ];
  if (!siglum) return words;
  const asked = (query: string | null | undefined, fields: SearchRequest['fields']) =>
    new Set([
      ...highlightWords(parseSearchQuery(query ?? '')),
      ...highlightWords(fieldTerms(fields)),
    ]);
  const before = asked(request.query, request.fields);
  const after = asked(siglum.query, siglum.fields);
  // What the siglum left ("215" of "CH-E215" too) is marked as the rest of the query is.
  return [...new Set([...words.filter((word) => !before.has(word)), ...after])];
}
