import { ECHOI, germanName, isKeyCode, KEY_ENTRIES, MODE_NAMES, type KeyEntry } from './score-keys';

/*
 * Free text that means a key or mode code (score-keys.ts): the mapping migration 0019 applied to
 * the keys typed before the list, and parseKey for anyone mapping such text again (an import).
 * A module of its own, so that the web app, which only shows labels, carries none of it.
 */

/**
 * Free text folded for matching against the spellings: ♭ and ♯ as b and #, hyphens, dots,
 * commas, colons and brackets as spaces, runs of spaces as one, trimmed ("B-flat" → "B flat",
 * "8. Ton (hypomixolydisch)" → "8 Ton hypomixolydisch"). Migration 0019 folds in SQL exactly so.
 */
export function normalizeKeyText(text: string): string {
  return text
    .replace(/♭/g, 'b')
    .replace(/♯/g, '#')
    .replace(/[-_.,:()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ENGLISH_ACCIDENTAL = { '': [''], x: ['#', ' sharp'], b: ['b', ' flat'] } as const;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

function ordinal(n: number): string {
  const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "mode 8", "tonus VIII", "8. Ton", "8th mode", … for mode number `n`. */
function numberedModes(n: number): string[] {
  const numbers = [String(n), ROMAN[n - 1]];
  return [
    ...numbers.flatMap((number) =>
      ['mode', 'modus', 'tone', 'tonus', 'ton', 'kirchenton'].map((word) => `${word} ${number}`),
    ),
    ...numbers.flatMap((number) => [`${number} ton`, `${number} tonus`, `${number} modus`]),
    `${ordinal(n)} mode`,
    `${ordinal(n)} tone`,
  ];
}

/** The numbers the labels give a mode ("Mode 8 (…)", "8. Ton (…)"), to precede its name. */
function labelNumbers(n: number): string[] {
  return [`mode ${n}`, `${n} ton`, `tonus ${n}`];
}

/**
 * An entry's spellings: `any` where letter case does not matter, `cased` where it tells major
 * from minor (a bare "A" is major, "a" minor).
 */
function spellingsOf(entry: KeyEntry): { any: string[]; cased: string[] } {
  const { parts } = entry;
  if (parts.kind === 'tonic') {
    const { letter, accidental, minor } = parts;
    const cased = (text: string) => (minor ? text.toLowerCase() : text);
    const words = ENGLISH_ACCIDENTAL[accidental];
    const german = germanName(letter, accidental);
    const modeWords = minor ? ['minor', 'min'] : ['major', 'maj'];
    return {
      any: [
        ...words.flatMap((word) => modeWords.map((mode) => `${letter}${word} ${mode}`)),
        `${german} ${minor ? 'moll' : 'dur'}`,
      ],
      // A bare German "B" is left to the code, B major (parseKey).
      cased: [
        ...words.map((word) => cased(letter) + word),
        ...(german === 'B' ? [] : [cased(german)]),
      ],
    };
  }
  if (parts.kind === 'byzantine') {
    const { n } = parts;
    const echos = ECHOI[n - 1];
    return {
      any: [
        entry.code,
        echos,
        `byzantine mode ${n}`,
        `byzantine mode ${n} ${echos}`,
        `byzantinischer ${n} ton`,
        `byzantinischer ${n} ton ${echos}`,
        `octoechos ${n}`,
        `octoechos ${n} ${echos}`,
      ],
      cased: [],
    };
  }
  const { n, transposed } = parts;
  const name = MODE_NAMES[n - 1];
  const names = [name.en, name.de, name.de.replace('ä', 'ae')];
  if (!transposed)
    return {
      any: [
        entry.code,
        ...names,
        `${name.en} mode`,
        ...numberedModes(n),
        ...labelNumbers(n).flatMap((numbered) => names.map((word) => `${numbered} ${word}`)),
      ],
      cased: [],
    };
  return {
    any: [
      entry.code,
      ...[...names, ...numberedModes(n)].flatMap((base) => [
        `${base} transposed`,
        `${base} transponiert`,
        `transposed ${base}`,
      ]),
      ...labelNumbers(n).flatMap((numbered) =>
        names.flatMap((word) => [
          `${numbered} transposed ${word}`,
          `${numbered} transponiert ${word}`,
        ]),
      ),
    ],
    cased: [],
  };
}

export type KeySpelling = { spelling: string; code: string; caseSensitive: boolean };

function buildSpellings(): KeySpelling[] {
  const seen = new Map<string, KeySpelling>();
  const add = (text: string, code: string, caseSensitive: boolean) => {
    const folded = normalizeKeyText(text);
    const spelling = caseSensitive ? folded : folded.toLowerCase();
    const id = `${caseSensitive ? 'c' : 'i'}:${spelling}`;
    const known = seen.get(id);
    if (known && known.code !== code)
      throw new Error(`Key spelling "${spelling}" means both ${known.code} and ${code}`);
    seen.set(id, { spelling, code, caseSensitive });
  };
  for (const entry of KEY_ENTRIES) {
    const { any, cased } = spellingsOf(entry);
    add(entry.code, entry.code, true);
    add(entry.label.en, entry.code, false);
    add(entry.label.de, entry.code, false);
    any.forEach((spelling) => add(spelling, entry.code, false));
    cased.forEach((spelling) => add(spelling, entry.code, true));
  }
  return [...seen.values()];
}

/**
 * Every free-text spelling the mapping understands, folded (normalizeKeyText; lower case unless
 * `caseSensitive`, where letter case tells major from minor: "Bb" against "bb"). No spelling
 * means two codes. Migration 0019 carries this table as it was when it was written.
 */
export const KEY_SPELLINGS: readonly KeySpelling[] = /* @__PURE__ */ buildSpellings();

const CASED = /* @__PURE__ */ new Map(
  KEY_SPELLINGS.filter((s) => s.caseSensitive).map((s) => [s.spelling, s]),
);
const UNCASED = /* @__PURE__ */ new Map(
  KEY_SPELLINGS.filter((s) => !s.caseSensitive).map((s) => [s.spelling, s]),
);

/**
 * The code a free-text key means, or null when it means none (or nothing was written). A code is
 * itself; otherwise English and German names ("A minor", "a-Moll", "B flat", "Bb major", "H-Dur",
 * "fis"), mode numbers and names ("mode 8", "8. Ton", "Tonus VIII", "Dorian", "dorisch
 * transponiert") are understood. A bare letter reads as RISM's code (English names: "B" is
 * B major, "b" B minor); "B-Dur" and "b-Moll" read as German (B-flat).
 */
export function parseKey(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  if (isKeyCode(text.trim())) return text.trim();
  const folded = normalizeKeyText(text);
  if (folded === '') return null;
  return (CASED.get(folded) ?? UNCASED.get(folded.toLowerCase()))?.code ?? null;
}
