/**
 * The search of the home screen (issue 9): what it finds, how a query is read, and the facets
 * of each kind. Shared by the server (which turns a query into PostgreSQL's tsquery) and the web
 * (which highlights the words found and keeps the search in the URL).
 */

/** The kinds of record the search finds, in the order of the screen's tabs. */
export const SEARCH_KINDS = [
  'score',
  'person',
  'catalog',
  'entry',
  'collection',
  'publication',
  'place',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * Each kind in the plural: the table that holds its records, and its search tab's address
 * (/search/{plural}).
 */
export const SEARCH_KIND_PLURALS: Record<SearchKind, string> = {
  score: 'scores',
  person: 'people',
  catalog: 'catalogs',
  entry: 'entries',
  collection: 'collections',
  publication: 'publications',
  place: 'places',
};

/**
 * The facets of each kind, in the order the screen shows them (`group:value` in the index). A
 * score's `publication` is each publication citing it (its literature and its attributions'
 * publications), its `place` each place its attributions name; both by id.
 */
export const SEARCH_FACETS = {
  score: [
    'collection',
    'composer',
    'genre',
    'key',
    'part',
    'voice',
    'digital',
    'catalog',
    'publication',
    'place',
  ],
  person: ['cleric', 'profession'],
  catalog: ['collection'],
  entry: ['catalog', 'collection'],
  collection: [],
  publication: [],
  place: [],
} as const satisfies Record<SearchKind, readonly string[]>;
export type SearchFacetGroup = (typeof SEARCH_FACETS)[SearchKind][number];
export const SEARCH_FACET_GROUPS: readonly SearchFacetGroup[] = [
  ...new Set(Object.values(SEARCH_FACETS).flat()),
];

/** Advanced search: a score's fields that can be searched on their own. */
export const SEARCH_FIELDS = [
  'composer',
  'title',
  'shelfmark',
  'text_incipit',
  'watermark',
  'provenance',
  'date',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const SEARCH_SORTS = ['relevance', 'shelfmark', 'composer', 'title', 'changed'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Up to this many matches a result is counted exactly, ranked by relevance and its facets
 * counted on every match; above it the total and the facet counts are estimated from a sample
 * ("about") and the hits come in the order of a stored sort key.
 */
export const SEARCH_EXACT_LIMIT = 10_000;

/** How many values of one facet are shown (the most frequent). */
export const SEARCH_FACET_VALUES = 12;

/**
 * How many values of one facet group are answered when a person asks for more of it ("Show
 * more"): the most frequent again, counted as the others are; the other groups stay at
 * SEARCH_FACET_VALUES.
 */
export const SEARCH_FACET_VALUES_MORE = 100;

/** One term of a query: a word (matched as a prefix), a "quoted phrase", or an -exclusion. */
export type SearchTerm = { words: string[]; phrase: boolean; exclude: boolean };

/**
 * The separators the index splits words at: white space and ASCII punctuation (as the
 * database's partitura_words does), so "Mus.ms.123" is the words mus, ms, 123 on both sides.
 */
const SEPARATORS = /[\s!-/:-@[-`{-~]+/u;

/** The words of a text as the index splits them. */
export function searchWords(text: string): string[] {
  return text.split(SEPARATORS).filter((word) => word.length > 0);
}

/**
 * Reads a query as a librarian types it: every word must match (as a prefix, so "Hay" finds
 * Haydn); "a phrase" matches those words in that order; -word and -"a phrase" exclude. Words
 * are split at punctuation as the index splits them. A lone "-" or empty quotes mean nothing.
 */
export function parseSearchQuery(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const pattern = /(-?)"([^"]*)"?|(\S+)/gu;
  for (const match of query.matchAll(pattern)) {
    const [, minus, quoted, bare] = match;
    if (quoted !== undefined) {
      const words = searchWords(quoted);
      if (words.length > 0) terms.push({ words, phrase: true, exclude: minus === '-' });
      continue;
    }
    const exclude = bare.startsWith('-') && bare.length > 1;
    const words = searchWords(exclude ? bare.slice(1) : bare);
    if (words.length > 0) terms.push({ words, phrase: false, exclude });
  }
  return terms;
}

/** True when the query has something to find (an exclusion alone finds nothing by itself). */
export function hasSearchWords(terms: readonly SearchTerm[]): boolean {
  return terms.some((term) => !term.exclude);
}

/**
 * A text as the index compares it: lower case, without accents ("Müller" → "muller", "ß" →
 * "ss"). The database folds with `unaccent`; this is the same for the letters of European
 * languages, which is what highlighting needs.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđþ]/gu, (c) => FOLDED_LETTERS[c] ?? c);
}

const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};

/** The folded words a result should show highlighted (the query's words that are not excluded). */
export function highlightWords(terms: readonly SearchTerm[]): string[] {
  return [
    ...new Set(
      terms
        .filter((term) => !term.exclude)
        .flatMap((term) => term.words.map(foldSearchText))
        // A word of combining marks only folds to nothing, which would mark every word.
        .filter((word) => word.length > 0),
    ),
  ];
}

/**
 * The parts of a text with the query's words marked: a word of the text is marked when it
 * begins with one of the (folded) words, as the search matched it.
 */
export function highlightParts(
  text: string,
  words: readonly string[],
): { text: string; match: boolean }[] {
  words = words.filter((word) => word.length > 0);
  if (words.length === 0 || text.length === 0) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const wordPattern = /[^\s!-/:-@[-`{-~]+/gu;
  let last = 0;
  for (const found of text.matchAll(wordPattern)) {
    const start = found.index;
    const folded = foldSearchText(found[0]);
    const hit = words.find((word) => folded.startsWith(word));
    if (!hit) continue;
    // The matched prefix, measured on the original text (folding may change lengths).
    let end = start + found[0].length;
    for (let length = 1; length <= found[0].length; length++) {
      if (foldSearchText(found[0].slice(0, length)).length >= hit.length) {
        end = start + length;
        break;
      }
    }
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** ASCII punctuation and white space: what a shelfmark typed "as written" may differ in. */
const KEY_SEPARATORS = /[\s!-/:-@[-`{-~]+/gu;
/** What may stand between a siglum and its shelfmark ("CH-E, 215"); never "-" or a quote. */
const LEADING_SEPARATORS = /^[\s,.;:]+/u;

/**
 * A text as the database's partitura_exact_key reads it: folded, without spaces or ASCII
 * punctuation ("CH-E 716,1" → "che7161"), so that a shelfmark or siglum matches however it is
 * spaced and punctuated.
 */
export function exactSearchKey(text: string): string {
  return foldSearchText(text).replace(KEY_SEPARATORS, '');
}

/** The shortest and longest siglum a query may begin with (RISM sigla: "A-Wn", "CH-E", "US-Wc"). */
export const SIGLUM_KEY_LENGTHS = { min: 2, max: 16 } as const;

/**
 * The keys of the sigla a query may begin with: every start of its exact key that is long
 * enough to be one ("CH-E 215" → "ch", "che", "che2", …). The database answers which of them
 * are a collection's siglum.
 */
export function siglumCandidates(text: string): string[] {
  const key = exactSearchKey(text);
  const candidates: string[] = [];
  for (let length = SIGLUM_KEY_LENGTHS.min; length < key.length; length++) {
    if (length > SIGLUM_KEY_LENGTHS.max) break;
    candidates.push(key.slice(0, length));
  }
  return candidates;
}

/**
 * What follows a siglum at the start of a query typed as a library writes a shelfmark — "CH-E
 * 215", "CHE 215", "CH E 215", "CH-E215" are all 215 after the siglum CH-E (key "che") — or null
 * when the query does not begin with it, the siglum runs on into a word ("CH-En…" is not CH-E),
 * the query begins with an exclusion or a phrase (-CH-E, "CH-E …": the query language's own), or
 * what is left is no shelfmark (it has no digit: "Che sara", "Da pacem" stay words alone).
 */
export function afterSiglum(text: string, siglumKey: string): string | null {
  if (siglumKey.length === 0 || /^\s*[-"]/u.test(text)) return null;
  let consumed = '';
  let index = 0;
  const characters = [...text];
  while (index < characters.length && consumed.length < siglumKey.length) {
    consumed += exactSearchKey(characters[index]);
    if (!siglumKey.startsWith(consumed.slice(0, siglumKey.length))) return null;
    index++;
  }
  if (consumed !== siglumKey) return null;
  const rest = characters.slice(index).join('');
  if (/^\p{L}/u.test(rest)) return null;
  if (!/\d/u.test(rest)) return null;
  return rest.replace(LEADING_SEPARATORS, '').trimEnd();
}
