import {
  MELODY_MODES,
  isRelativeMode,
  melodyTokens,
  type Melody,
  type MelodyMode,
  type MelodyOptions,
} from './melody';

/*
 * How incipit melodies are found in the database (issue 9): a text that holds every mode's token
 * sequence, searched with one `strpos(melody_index, needle) > 0`, behind integer n-gram keys in a
 * GIN index (`melody_grams @> queryGrams(…)`) that narrow the rows strpos has to read.
 *
 * The text is ten sections, one per mode with and without rhythm, each a start mark "<", its
 * own letter, and every token followed by that letter:
 *
 *   <p60p62p64p<q60:4q62:8q64:8q<k0k2k4k<l… <i2i2i<j:4j2:8j2:8j<d…<e…<c+c+c<f…
 *
 * Tokens are digits and - + = : . only, so a letter ends a token and names its section: a needle
 * "p62p64p" matches whole tokens of the pitch section and nothing in another section, and
 * "<p60p62p" only at the start of the melody.
 */

/** The letters of each mode's section: without and with rhythm. */
const SECTION_LETTERS: Record<MelodyMode, readonly [string, string]> = {
  pitch: ['p', 'q'],
  pitch_class: ['k', 'l'],
  interval: ['i', 'j'],
  diatonic: ['d', 'e'],
  contour: ['c', 'f'],
};

const START = '<';

function letterOf(mode: MelodyMode, rhythm: boolean): string {
  return SECTION_LETTERS[mode][rhythm ? 1 : 0];
}

function section(tokens: readonly string[], letter: string): string {
  return tokens.map((token) => token + letter).join('');
}

/** The melody's search text (module comment): what melodyNeedle's needles are found in. */
export function melodyIndex(melody: Melody): string {
  return MELODY_MODES.flatMap((mode) =>
    [false, true].map((rhythm) => {
      const letter = letterOf(mode, rhythm);
      return START + letter + section(melodyTokens(melody, mode, rhythm), letter);
    }),
  ).join('');
}

/**
 * What `melodyIndex(melody)` contains exactly when the query matches the melody in this mode
 * (findMelodyMatch ≠ null): the query's tokens, each closed by the section's letter, opened by
 * the letter (anywhere) or by "<" and the letter (at the start). With rhythm a relative mode's
 * first token is a duration alone (":4."): anywhere, its ":" opens it instead, since in the text
 * that duration ends a longer token ("2:4."). A query of one note in a relative mode has no
 * tokens and matches every melody.
 */
export function melodyNeedle(query: Melody, mode: MelodyMode, options: MelodyOptions = {}): string {
  const rhythm = options.rhythm ?? false;
  const letter = letterOf(mode, rhythm);
  const tokens = section(melodyTokens(query, mode, rhythm), letter);
  if (options.atStart) return START + letter + tokens;
  return rhythm && isRelativeMode(mode) ? tokens : letter + tokens;
}

/**
 * What n-gram keys are made of: the tokens of each mode (without rhythm), and the durations
 * alone ("rhythm"), which narrow a query with rhythm whatever its mode.
 */
type GramFamily = MelodyMode | 'rhythm';

const GRAM_FAMILIES: readonly GramFamily[] = [...MELODY_MODES, 'rhythm'];

/**
 * The length of each family's n-grams, in tokens (a relative mode has one token fewer than
 * notes), chosen on the RISM sample: the shortest at which a query gram is selective — on
 * average a gram occurs in 1.6 % (pitch), 2.4 % (pitch class), 3.3 % (interval), 2 % (diatonic),
 * 3 % (contour) and 4.7 % (durations) of the incipits, and a query's grams together select hardly
 * more rows than match. Contour has three tokens only, so its grams must be long.
 */
export const MELODY_GRAM_LENGTHS: Record<GramFamily, number> = {
  pitch: 3,
  pitch_class: 3,
  interval: 3,
  diatonic: 4,
  contour: 6,
  rhythm: 5,
};

/**
 * Shorter grams are kept too, down to these lengths, so that a query of three notes has keys in
 * every mode but contour (issue 24): a query uses the longest grams it holds. Contour grams
 * shorter than four directions are left out: each occurs in most incipits, so such a query is
 * answered by walking the documents (the search's broad path), never through the index.
 */
export const MELODY_GRAM_MIN_LENGTHS: Record<GramFamily, number> = {
  pitch: 3,
  pitch_class: 3,
  interval: 2,
  diatonic: 2,
  contour: 4,
  rhythm: 5,
};

/** At most this many grams of each family of a query are looked up: more narrow little. */
export const MAX_QUERY_GRAMS = 10;

/**
 * A gram's key: FNV-1a of its text as a signed 32-bit integer (PostgreSQL's `integer`). Two
 * grams may share a key; that only adds candidates, which strpos then turns away.
 */
function gramKey(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

function familyTokens(melody: Melody, family: GramFamily): string[] {
  return family === 'rhythm' ? melody.map((note) => note.duration) : melodyTokens(melody, family);
}

/** The key of the family's tokens anywhere ("g") or as the melody's first tokens ("s"). */
function key(kind: 'g' | 's', family: GramFamily, tokens: readonly string[]): number {
  const letter = family === 'rhythm' ? 'r' : letterOf(family, false);
  return gramKey(kind + letter + tokens.join(letter));
}

function sortedUnique(keys: number[]): number[] {
  return [...new Set(keys)].sort((a, b) => a - b);
}

/**
 * The melody's gram keys, for the GIN index: of every mode's tokens (without rhythm: strpos
 * checks it) and of the durations, each run of MELODY_GRAM_MIN_LENGTHS … MELODY_GRAM_LENGTHS
 * tokens, and the first 1 … n tokens as start keys, so that a query at the start is selective
 * however short. Sorted, without repeats.
 */
export function melodyGrams(melody: Melody): number[] {
  return sortedUnique(
    GRAM_FAMILIES.flatMap((family) => {
      const tokens = familyTokens(melody, family);
      const n = MELODY_GRAM_LENGTHS[family];
      const keys: number[] = [];
      for (let length = MELODY_GRAM_MIN_LENGTHS[family]; length <= n; length++)
        for (let i = 0; i + length <= tokens.length; i++)
          keys.push(key('g', family, tokens.slice(i, i + length)));
      for (let length = 1; length <= Math.min(n, tokens.length); length++)
        keys.push(key('s', family, tokens.slice(0, length)));
      return keys;
    }),
  );
}

/** A query's keys of one family: its grams, spread over it, and the start key at the start. */
function familyQueryKeys(query: Melody, family: GramFamily, atStart: boolean): number[] {
  const tokens = familyTokens(query, family);
  // The longest grams the query holds: the longer, the more selective.
  const n = Math.min(MELODY_GRAM_LENGTHS[family], tokens.length);
  const count = tokens.length - n + 1;
  const keys: number[] = [];
  if (n >= MELODY_GRAM_MIN_LENGTHS[family] && count > 0) {
    const taken = Math.min(count, MAX_QUERY_GRAMS);
    // Spread over the query, first and last included: far-apart grams narrow the most.
    const starts = new Set(
      Array.from({ length: taken }, (_, i) =>
        taken === 1 ? 0 : Math.round((i * (count - 1)) / (taken - 1)),
      ),
    );
    for (const start of starts) keys.push(key('g', family, tokens.slice(start, start + n)));
  }
  if (atStart && tokens.length > 0)
    keys.push(key('s', family, tokens.slice(0, Math.min(MELODY_GRAM_LENGTHS[family], n))));
  return keys;
}

/**
 * Keys every melody matching the query in this mode has (`melody_grams @> queryGrams(…)`): the
 * query's grams of the mode (at most MAX_QUERY_GRAMS, spread over the query), with `rhythm`
 * those of its durations too, and with `atStart` the start keys. A query shorter than a gram
 * has no grams of that family: anywhere it may have no keys at all (the search then reads every
 * row; such short queries match many incipits anyway), at the start it keeps its start key.
 */
export function queryGrams(query: Melody, mode: MelodyMode, options: MelodyOptions = {}): number[] {
  const atStart = options.atStart ?? false;
  return sortedUnique([
    ...familyQueryKeys(query, mode, atStart),
    ...(options.rhythm ? familyQueryKeys(query, 'rhythm', atStart) : []),
  ]);
}

/** A melodic query has at least this many notes: fewer say nothing about a melody (issue 24). */
export const MELODY_MIN_NOTES = 3;

/** Near matching is offered for queries of at least this many notes (shorter: too loose). */
export const NEAR_MIN_NOTES = 4;

/**
 * Key sets such that every melody that nearly matches the query (nearMelodyMatch: one note
 * inserted, missing or changed) contains all keys of at least one of them: for each note j of
 * the query, the keys of the notes before it (at the start with `atStart`) and of the notes
 * after it — an edit at or just before note j leaves both in one piece. Null when the query has
 * fewer than NEAR_MIN_NOTES notes or a set has no keys (its pieces too short for the mode's
 * grams), so that the candidates cannot be narrowed.
 */
export function nearCandidateGramSets(
  query: Melody,
  mode: MelodyMode,
  options: MelodyOptions = {},
): number[][] | null {
  if (query.length < NEAR_MIN_NOTES) return null;
  const sets = new Map<string, number[]>();
  for (let j = 0; j < query.length; j++) {
    const keys = sortedUnique([
      ...(j > 0 ? queryGrams(query.slice(0, j), mode, options) : []),
      ...queryGrams(query.slice(j + 1), mode, { rhythm: options.rhythm }),
    ]);
    if (keys.length === 0) return null;
    sets.set(keys.join(','), keys);
  }
  return [...sets.values()];
}
