import { localize, type LocalizedText } from './locale';
import { isBlank } from './validation';

/*
 * A score's key or mode (spec §3 Score.key) as one of RISM's codes: the values of MARC 240 $r and
 * 031 $r in RISM's profile, as Muscat offers them (rism-digital/muscat @ 83d5868,
 * config/editor_profiles/default/configurations/SourceFormOptions.yml, `031r`; the repository has
 * no licence file, the codes are RISM's data standard). Major keys are upper case ("D", "B|b" for
 * B-flat, "F|x" for F-sharp), minor keys lower case ("d", "b|b"), church modes "1t"…"12t", the
 * same transposed "1tt"…"12tt", Byzantine modes "1byz"…"8byz". The labels are our own wording.
 */

type Letter = 'C' | 'D' | 'E' | 'F' | 'G' | 'A' | 'B';
type Accidental = '' | 'x' | 'b';

/** The keys RISM lists, in the order of the chromatic scale from C (the editor's order). */
const TONICS: ReadonlyArray<readonly [Letter, Accidental]> = [
  ['C', 'b'],
  ['C', ''],
  ['C', 'x'],
  ['D', 'b'],
  ['D', ''],
  ['D', 'x'],
  ['E', 'b'],
  ['E', ''],
  ['F', ''],
  ['F', 'x'],
  ['G', 'b'],
  ['G', ''],
  ['G', 'x'],
  ['A', 'b'],
  ['A', ''],
  ['A', 'x'],
  ['B', 'b'],
  ['B', ''],
];

const MODE_NAMES: ReadonlyArray<LocalizedText> = [
  { en: 'Dorian', de: 'dorisch' },
  { en: 'Hypodorian', de: 'hypodorisch' },
  { en: 'Phrygian', de: 'phrygisch' },
  { en: 'Hypophrygian', de: 'hypophrygisch' },
  { en: 'Lydian', de: 'lydisch' },
  { en: 'Hypolydian', de: 'hypolydisch' },
  { en: 'Mixolydian', de: 'mixolydisch' },
  { en: 'Hypomixolydian', de: 'hypomixolydisch' },
  { en: 'Aeolian', de: 'äolisch' },
  { en: 'Hypoaeolian', de: 'hypoäolisch' },
  { en: 'Ionian', de: 'ionisch' },
  { en: 'Hypoionian', de: 'hypoionisch' },
];

const ECHOI = [
  'Echos protos',
  'Echos deuteros',
  'Echos tritos',
  'Echos tetartos',
  'Echos plagios protos',
  'Echos plagios deuteros',
  'Echos barys',
  'Echos plagios tetartos',
];

/** What kind of key or mode a code names (the editor groups its list by it). */
export type KeyGroup = 'major' | 'minor' | 'mode' | 'transposed_mode' | 'byzantine_mode';

type KeyEntry = {
  code: string;
  group: KeyGroup;
  label: LocalizedText;
  /** Spellings of free text that mean this code, normalised (normalizeKeyText). */
  spellings: string[];
  /** Spellings in which letter case decides (a bare "A" is major, "a" minor). */
  caseSpellings: string[];
};

const ENGLISH_ACCIDENTAL: Record<Accidental, { sign: string; words: string[] }> = {
  '': { sign: '', words: [''] },
  x: { sign: '♯', words: ['#', ' sharp'] },
  b: { sign: '♭', words: ['b', ' flat'] },
};

/** The German name of a tonic: H is B, B is B-flat; Es, As and the -is/-es forms. */
function germanName(letter: Letter, accidental: Accidental): string {
  if (letter === 'B') return accidental === 'b' ? 'B' : accidental === 'x' ? 'His' : 'H';
  if (accidental === 'x') return `${letter}is`;
  if (accidental === 'b') return letter === 'E' || letter === 'A' ? `${letter}s` : `${letter}es`;
  return letter;
}

function tonicEntries(): KeyEntry[] {
  return (['major', 'minor'] as const).flatMap((group) =>
    TONICS.map(([letter, accidental]) => {
      const minor = group === 'minor';
      const cased = (text: string) => (minor ? text.toLowerCase() : text);
      const code = cased(letter) + (accidental ? `|${accidental}` : '');
      const { sign, words } = ENGLISH_ACCIDENTAL[accidental];
      const german = germanName(letter, accidental);
      const englishWords = minor ? ['minor', 'min'] : ['major', 'maj'];
      const spellings = [
        ...words.flatMap((word) => englishWords.map((mode) => `${letter}${word} ${mode}`)),
        `${german} ${minor ? 'moll' : 'dur'}`,
      ];
      // A bare German "B" is left to the code, B major (parseKey).
      const caseSpellings = [
        ...words.map((word) => cased(letter) + word),
        ...(german === 'B' ? [] : [cased(german)]),
      ];
      return {
        code,
        group,
        label: {
          en: `${letter}${sign} ${group}`,
          de: `${cased(german)}-${minor ? 'Moll' : 'Dur'}`,
        },
        spellings,
        caseSpellings,
      };
    }),
  );
}

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

function modeEntries(): KeyEntry[] {
  const plain = MODE_NAMES.map((name, index): KeyEntry => {
    const n = index + 1;
    const names = [name.en, name.de, name.de.replace('ä', 'ae')];
    return {
      code: `${n}t`,
      group: 'mode',
      label: { en: `Mode ${n} (${name.en})`, de: `${n}. Ton (${name.de})` },
      spellings: [
        `${n}t`,
        ...names,
        `${name.en} mode`,
        ...numberedModes(n),
        ...labelNumbers(n).flatMap((numbered) => names.map((word) => `${numbered} ${word}`)),
      ],
      caseSpellings: [],
    };
  });
  const transposed = MODE_NAMES.map((name, index): KeyEntry => {
    const n = index + 1;
    const names = [name.en, name.de, name.de.replace('ä', 'ae')];
    const moved = [...names, ...numberedModes(n)].flatMap((base) => [
      `${base} transposed`,
      `${base} transponiert`,
      `transposed ${base}`,
    ]);
    return {
      code: `${n}tt`,
      group: 'transposed_mode',
      label: {
        en: `Mode ${n}, transposed (${name.en})`,
        de: `${n}. Ton, transponiert (${name.de})`,
      },
      spellings: [
        `${n}tt`,
        ...moved,
        ...labelNumbers(n).flatMap((numbered) =>
          names.flatMap((word) => [
            `${numbered} transposed ${word}`,
            `${numbered} transponiert ${word}`,
          ]),
        ),
      ],
      caseSpellings: [],
    };
  });
  const byzantine = ECHOI.map((echos, index): KeyEntry => {
    const n = index + 1;
    return {
      code: `${n}byz`,
      group: 'byzantine_mode',
      label: { en: `Byzantine mode ${n} (${echos})`, de: `Byzantinischer ${n}. Ton (${echos})` },
      spellings: [
        `${n}byz`,
        echos,
        `byzantine mode ${n}`,
        `byzantine mode ${n} ${echos}`,
        `byzantinischer ${n} ton`,
        `byzantinischer ${n} ton ${echos}`,
        `octoechos ${n}`,
        `octoechos ${n} ${echos}`,
      ],
      caseSpellings: [],
    };
  });
  return [...plain, ...transposed, ...byzantine];
}

const ENTRIES: readonly KeyEntry[] = [...tonicEntries(), ...modeEntries()];

/** Every key or mode code of RISM's list (68), in the editor's order. */
export const KEY_CODES: readonly string[] = ENTRIES.map((entry) => entry.code);

const BY_CODE = new Map(ENTRIES.map((entry) => [entry.code, entry]));

/** True when `value` is one of RISM's key or mode codes (exactly: "D", "b|b", "8t"). */
export function isKeyCode(value: unknown): value is string {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** The group of a code (major, minor, church mode, …); null for a value outside the list. */
export function keyGroup(code: string): KeyGroup | null {
  return BY_CODE.get(code)?.group ?? null;
}

/** A code's label in both languages ("D major"/"D-Dur"); null for a value outside the list. */
export function keyLabels(code: string): LocalizedText | null {
  return BY_CODE.get(code)?.label ?? null;
}

/**
 * How a stored key reads in `locale`: the code's label ("B♭ minor", "b-Moll",
 * "Mode 8 (Hypomixolydian)"); a value outside the list (free text kept by migration 0016) as it
 * is stored.
 */
export function keyLabel(value: string, locale: string): string {
  const labels = keyLabels(value);
  return labels ? localize(labels, locale) : value;
}

/**
 * Free text folded for matching against the spellings: ♭ and ♯ as b and #, hyphens, dots,
 * commas, colons and brackets as spaces, runs of spaces as one, trimmed ("B-flat" → "B flat",
 * "8. Ton (hypomixolydisch)" → "8 Ton hypomixolydisch"). Migration 0016 folds in SQL exactly so.
 */
export function normalizeKeyText(text: string): string {
  return text
    .replace(/♭/g, 'b')
    .replace(/♯/g, '#')
    .replace(/[-_.,:()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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
  for (const entry of ENTRIES) {
    add(entry.code, entry.code, true);
    add(entry.label.en, entry.code, false);
    add(entry.label.de, entry.code, false);
    entry.spellings.forEach((spelling) => add(spelling, entry.code, false));
    entry.caseSpellings.forEach((spelling) => add(spelling, entry.code, true));
  }
  return [...seen.values()];
}

/**
 * Every free-text spelling the mapping understands, folded (normalizeKeyText; lower case unless
 * `caseSensitive`, where letter case tells major from minor: "Bb" against "bb"). No spelling
 * means two codes. Migration 0016 carries this table as it was when it was written.
 */
export const KEY_SPELLINGS: readonly KeySpelling[] = buildSpellings();

const CASED = new Map(KEY_SPELLINGS.filter((s) => s.caseSensitive).map((s) => [s.spelling, s]));
const UNCASED = new Map(KEY_SPELLINGS.filter((s) => !s.caseSensitive).map((s) => [s.spelling, s]));

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

/**
 * Whether a score may be saved with `key` (trimmed as stored): blank, a code of the list, or —
 * so that nothing a librarian typed before the list existed is lost — the very value the score
 * already has (`stored`, free text kept by migration 0016). Any other value is refused with
 * Score.error_key_invalid.
 */
export function isAllowedKey(
  key: string | null | undefined,
  stored: string | null | undefined,
): boolean {
  if (isBlank(key)) return true;
  const value = key!.trim();
  return isKeyCode(value) || (!isBlank(stored) && value === stored!.trim());
}
