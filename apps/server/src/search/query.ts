import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_FACET_GROUPS,
  parseSearchQuery,
  searchWords,
  type SearchField,
  type SearchKind,
  type SearchTerm,
} from '@partitura/domain';
import { InputRefusal } from '../core/runtime/errors';
import { sqlTextArray } from './words';

// A search request as conditions on the documents (alias `d`). The query's words reach SQL only
// as parameters: each is folded and split as the index folds and splits (partitura_words), then
// quoted by quote_literal and read by to_tsquery; the terms are joined with tsquery operators.

/** ASCII punctuation, read as a space on both sides (migration 0004, domain search.ts). */
const PUNCTUATION = '[!-/:-@[-`{-~]+';

/** One word as a tsquery: folded, punctuation as spaces; a prefix unless `whole`. */
function wordQuery(word: string, whole: boolean): SQL {
  return sql`to_tsquery('simple', quote_literal(regexp_replace(partitura_fold(${word}), ${PUNCTUATION}, ' ', 'g')) || ${whole ? '' : ':*'})`;
}

/**
 * A term as a tsquery: its words in that order for a phrase, else all of them — as prefixes,
 * except in an exclusion ("-D" excludes the word D, not every word beginning with d).
 */
function termQuery(term: SearchTerm): SQL {
  const words = term.words.map((word) => wordQuery(word, term.phrase || term.exclude));
  return term.phrase
    ? words.reduce((phrase, word) => sql`tsquery_phrase(${phrase}, ${word})`)
    : sql.join(words, sql` && `);
}

/** A word long enough to be found by a similar spelling ("Haidn" → Haydn). */
function fuzzyWord(term: SearchTerm): string | null {
  if (term.phrase || term.exclude || term.words.length !== 1) return null;
  const [word] = term.words;
  // Names are spelt in letters: a word with digits (a shelfmark, a number) is matched as typed.
  return word.length >= 4 && !/\d/u.test(word) ? word : null;
}

export type TextSearch = {
  /** Every term matched in the index (the query language exactly). */
  strict: SQL;
  /** The words that may also match by a similar spelling (names, not numbers). */
  fuzzyWords: string[];
  /**
   * As strict, but each of fuzzyWords may also match one of the indexed words spelt like it
   * (`similar`, from search_words) in the fields weighted A–C (names, titles, opus, genres,
   * key, scoring, dates, a person's profession) — not in notes, texts or provenance; null when
   * none has a similar word.
   */
  fuzzy: (similar: ReadonlyMap<string, readonly string[]>) => SQL | null;
  /** The positive terms as one tsquery, for ranking; null when the query only excludes. */
  ranking: SQL | null;
  /**
   * The records whose shelfmark is the query "typed as written" (exact_key: punctuation and
   * spacing aside), which lead the first page; null without words.
   */
  exact: SQL | null;
  terms: SearchTerm[];
};

type Fields = Partial<Record<SearchField, string | null>>;

/** The query's terms, its positive ones with the advanced fields' words as further terms. */
function termsOf(query: string | null | undefined, fields: Fields) {
  const terms = parseSearchQuery(query ?? '');
  const fieldWords = Object.entries(fields).flatMap(([field, text]) =>
    searchWords(text ?? '').map((word) => ({ field, word })),
  );
  const positive: SearchTerm[] = [
    ...terms.filter((term) => !term.exclude),
    ...fieldWords.map(({ word }) => ({ words: [word], phrase: false, exclude: false })),
  ];
  return { terms, fieldWords, positive };
}

/**
 * The tsquery of each term that must match, its prefixes spelt out as the words of the index
 * that begin with them (partitura_prefixes, migration 0011): read once per request, then given
 * to textSearch as constants (a function in the condition would run again on every row).
 */
export function spelledTerms(query: string | null | undefined, fields: Fields): SQL[] {
  return termsOf(query, fields).positive.map(
    (term) => sql`partitura_prefixes(${termQuery(term)})::text`,
  );
}

/**
 * The text part of a search: the query's terms and the advanced fields' words (each of which
 * must also occur in its field). Null when nothing is to be found by text (a browse). `spelled`:
 * what spelledTerms read, term by term (else the prefixes stay prefixes).
 */
export function textSearch(
  query: string | null | undefined,
  fields: Fields,
  spelled: readonly string[] | null = null,
): TextSearch | null {
  const { terms, fieldWords, positive } = termsOf(query, fields);
  const positiveQuery = (term: SearchTerm, index: number): SQL =>
    spelled ? sql`${spelled[index]}::tsquery` : termQuery(term);
  const excluded = terms.filter((term) => term.exclude).map(termQuery);
  const notExcluded = excluded.map((term) => sql`not (d.document @@ (${term}))`);
  if (positive.length === 0) {
    // Only exclusions: every record but those (bounded like any broad result).
    if (notExcluded.length === 0) return null;
    const strict = sql`(${sql.join(notExcluded, sql` and `)})`;
    return { strict, fuzzyWords: [], fuzzy: () => null, ranking: null, exact: null, terms };
  }
  const inFields = fieldWords.map(
    ({ field, word }) => sql`strpos(d.fields ->> ${field}, partitura_fold(${word})) > 0`,
  );
  // Ranked by the words as typed: ts_rank weighs a prefix as one word, where the words it is
  // spelt out as would each count on their own.
  const ranking = sql.join(positive.map(termQuery), sql` && `);
  const matching = sql.join(positive.map(positiveQuery), sql` && `);
  const strict = sql.join(
    [sql`d.document @@ (${matching})`, ...notExcluded, ...inFields],
    sql` and `,
  );
  const fuzzyWords = positive.flatMap((term) => fuzzyWord(term) ?? []);
  const fuzzy = (similar: ReadonlyMap<string, readonly string[]>): SQL | null => {
    if (!fuzzyWords.some((word) => (similar.get(word)?.length ?? 0) > 0)) return null;
    const queries = positive.map((term, index) => {
      const word = fuzzyWord(term);
      const alike = (word && similar.get(word)) || [];
      if (alike.length === 0) return positiveQuery(term, index);
      const alternatives = alike.map(
        (other) => sql`to_tsquery('simple', quote_literal(${other}) || ':ABC')`,
      );
      return sql`(${sql.join([positiveQuery(term, index), ...alternatives], sql` || `)})`;
    });
    return sql`(${sql.join(
      [sql`d.document @@ (${sql.join(queries, sql` && `)})`, ...notExcluded, ...inFields],
      sql` and `,
    )})`;
  };
  return {
    strict: sql`(${strict})`,
    fuzzyWords,
    fuzzy,
    ranking,
    // Only what was typed in the search box can be a shelfmark as written.
    exact: terms.some((term) => !term.exclude)
      ? sql`d.exact_key = partitura_exact_key(${query ?? ''})`
      : null,
    terms,
  };
}

/**
 * A query read a second way: its start is a collection's siglum, the rest a shelfmark ("CH-E
 * 215", as screens show it and RISM writes it). `text` is the search of the rest (the query
 * and the shelfmark field with the siglum taken off), found only in those collections.
 */
export type SiglumReading = { collections: readonly number[]; text: TextSearch };

/**
 * The search that finds what `text` finds and also what the siglum reading does: the rest
 * within the siglum's collections, its shelfmark typed as written first as well.
 */
export function withSiglum(text: TextSearch, reading: SiglumReading | null): TextSearch {
  if (!reading) return text;
  const within = sql`d.facets && ${sqlTextArray(reading.collections.map((id) => `collection:${id}`))}`;
  const alsoRead = (own: SQL | null, other: SQL | null): SQL | null =>
    own && other ? sql`(${own} or (${within} and ${other}))` : own;
  return {
    ...text,
    strict: alsoRead(text.strict, reading.text.strict) ?? text.strict,
    fuzzy: (similar) =>
      alsoRead(text.fuzzy(similar), reading.text.fuzzy(similar) ?? reading.text.strict),
    ranking:
      text.ranking && reading.text.ranking
        ? sql`((${text.ranking}) || (${reading.text.ranking}))`
        : text.ranking,
    exact: alsoRead(text.exact, reading.text.exact),
  };
}

/**
 * The documents of the records that carry the authority identifier `id` ("gnd:118584596"):
 * people, places and publications, each table asked through the GIN index of its identifiers,
 * the documents then by their key (kind, record_id).
 */
export function authorityCondition(id: string): SQL {
  const ids = sqlTextArray([id]);
  const of = (kind: string, table: SQL) =>
    sql`(d.kind = ${kind} and d.record_id = any (array(select r.id from ${table} r where r.authority_ids @> ${ids})))`;
  return sql`(${of('person', sql`people`)} or ${of('place', sql`places`)} or ${of('publication', sql`publications`)})`;
}

/**
 * The search that finds what `text` finds and also the records carrying the authority
 * identifier typed as the query (authorityIdQuery), those first on page 1.
 */
export function withAuthorityId(text: TextSearch, id: string | null): TextSearch {
  if (!id) return text;
  const named = authorityCondition(id);
  return {
    ...text,
    strict: sql`(${text.strict} or ${named})`,
    fuzzy: (similar) => {
      const fuzzy = text.fuzzy(similar);
      return fuzzy ? sql`(${fuzzy} or ${named})` : null;
    },
    exact: text.exact ? sql`(${text.exact} or ${named})` : named,
  };
}

export type FilterInput = { group: string; value: string };

/** The filters as `group:value` facets; a group the search does not know is refused. */
export function facetFilters(filters: readonly FilterInput[] | null | undefined): string[] {
  return (filters ?? []).map(({ group, value }, index) => {
    if (!(SEARCH_FACET_GROUPS as readonly string[]).includes(group) || value.trim() === '')
      throw new InputRefusal('Search.error_unknown_filter', `filters.${index}`);
    return `${group}:${value.trim()}`;
  });
}

/**
 * The facet group whose values are asked for beyond the usual few ("Show more"), or null; a
 * group the search does not know is refused as a filter of it would be.
 */
export function facetMore(group: string | null | undefined): string | null {
  if (!group?.trim()) return null;
  if (!(SEARCH_FACET_GROUPS as readonly string[]).includes(group))
    throw new InputRefusal('Search.error_unknown_filter', 'facet_more');
  return group;
}

/**
 * The documents of a kind (or of every kind) carrying all the facets. With `kindAsFacet` (a
 * browse: no words to narrow first) the kind is also asked of the facets index, as the facet
 * `kind:…` every document has: the planner takes the kind and a facet as independent (people's
 * `cleric:yes`, found only among people, planned at 851 of 11,776) and would AND the primary
 * key's bitmap of the whole kind (4 ms at 100,000 people) to every facet's. The kind so said
 * twice makes the planner's estimate smaller still: estimates ask without it.
 */
export function scopeCondition(
  kind: SearchKind | null,
  facets: readonly string[],
  kindAsFacet = false,
): SQL[] {
  const asked = kind && kindAsFacet && facets.length > 0 ? [`kind:${kind}`, ...facets] : facets;
  return [
    ...(kind ? [sql`d.kind = ${kind}`] : []),
    ...(asked.length > 0 ? [sql`d.facets @> ${sqlTextArray(asked)}`] : []),
  ];
}

/** Conditions joined with `and` (true when there are none). */
export function allOf(conditions: readonly (SQL | null | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => Boolean(condition));
  return present.length > 0 ? sql.join(present, sql` and `) : sql`true`;
}
