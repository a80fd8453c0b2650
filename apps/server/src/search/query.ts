import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_FACET_GROUPS,
  parseSearchQuery,
  searchWords,
  type SearchField,
  type SearchKind,
  type SearchTerm,
} from '@partitura/domain';
import { InputRefusal } from '../core/errors';
import { sqlTextArray } from './repository';

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
  /** As strict, but a name word may also match by a similar spelling; null when no word can. */
  fuzzy: SQL | null;
  /** The positive terms as one tsquery, for ranking; null when the query only excludes. */
  ranking: SQL | null;
  /** The query as a shelfmark's exact_key is stored ("typed as written"); null without words. */
  exactText: SQL | null;
  terms: SearchTerm[];
};

/**
 * The text part of a search: the query's terms and the advanced fields' words (each of which
 * must also occur in its field). Null when nothing is to be found by text (a browse).
 */
export function textSearch(
  query: string | null | undefined,
  fields: Partial<Record<SearchField, string | null>>,
): TextSearch | null {
  const terms = parseSearchQuery(query ?? '');
  const fieldWords = Object.entries(fields).flatMap(([field, text]) =>
    searchWords(text ?? '').map((word) => ({ field, word })),
  );
  const positive = [
    ...terms.filter((term) => !term.exclude),
    ...fieldWords.map(({ word }) => ({ words: [word], phrase: false, exclude: false })),
  ];
  const excluded = terms.filter((term) => term.exclude).map(termQuery);
  const notExcluded = excluded.map((term) => sql`not (d.document @@ (${term}))`);
  if (positive.length === 0) {
    // Only exclusions: every record but those (bounded like any broad result).
    if (notExcluded.length === 0) return null;
    const strict = sql`(${sql.join(notExcluded, sql` and `)})`;
    return { strict, fuzzy: null, ranking: null, exactText: null, terms };
  }
  const inFields = fieldWords.map(
    ({ field, word }) => sql`strpos(d.fields ->> ${field}, partitura_fold(${word})) > 0`,
  );
  const ranking = sql.join(positive.map(termQuery), sql` && `);
  const strict = sql.join(
    [sql`d.document @@ (${ranking})`, ...notExcluded, ...inFields],
    sql` and `,
  );
  const fuzzy = positive.some((term) => fuzzyWord(term))
    ? sql.join(
        [
          ...positive.map((term) => {
            const word = fuzzyWord(term);
            const exact = sql`d.document @@ (${termQuery(term)})`;
            return word ? sql`(${exact} or partitura_fold(${word}) <% d.names)` : exact;
          }),
          ...notExcluded,
          ...inFields,
        ],
        sql` and `,
      )
    : null;
  return {
    strict: sql`(${strict})`,
    fuzzy: fuzzy && sql`(${fuzzy})`,
    ranking,
    // Only what was typed in the search box can be a shelfmark as written.
    exactText: terms.some((term) => !term.exclude)
      ? sql`partitura_exact_key(${query ?? ''})`
      : null,
    terms,
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

/** The documents of a kind (or of every kind) carrying all the facets. */
export function scopeCondition(kind: SearchKind | null, facets: readonly string[]): SQL[] {
  return [
    ...(kind ? [sql`d.kind = ${kind}`] : []),
    ...(facets.length > 0 ? [sql`d.facets @> ${sqlTextArray(facets)}`] : []),
  ];
}

/** Conditions joined with `and` (true when there are none). */
export function allOf(conditions: readonly (SQL | null | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => Boolean(condition));
  return present.length > 0 ? sql.join(present, sql` and `) : sql`true`;
}
