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

export type Letter = 'C' | 'D' | 'E' | 'F' | 'G' | 'A' | 'B';
export type Accidental = '' | 'x' | 'b';

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

export const MODE_NAMES: ReadonlyArray<LocalizedText> = [
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

export const ECHOI = [
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

/** How a code is made: a tonic (letter, accidental, major or minor), or a mode's number. */
export type KeyParts =
  | { kind: 'tonic'; letter: Letter; accidental: Accidental; minor: boolean }
  | { kind: 'mode'; n: number; transposed: boolean }
  | { kind: 'byzantine'; n: number };

export type KeyEntry = { code: string; group: KeyGroup; label: LocalizedText; parts: KeyParts };

const SIGN: Record<Accidental, string> = { '': '', x: '♯', b: '♭' };

/** The German name of a tonic: H is B, B is B-flat; Es, As and the -is/-es forms. */
export function germanName(letter: Letter, accidental: Accidental): string {
  if (letter === 'B') return accidental === 'b' ? 'B' : accidental === 'x' ? 'His' : 'H';
  if (accidental === 'x') return `${letter}is`;
  if (accidental === 'b') return letter === 'E' || letter === 'A' ? `${letter}s` : `${letter}es`;
  return letter;
}

function buildEntries(): KeyEntry[] {
  const tonics = (['major', 'minor'] as const).flatMap((group) =>
    TONICS.map(([letter, accidental]): KeyEntry => {
      const minor = group === 'minor';
      const cased = (text: string) => (minor ? text.toLowerCase() : text);
      return {
        code: cased(letter) + (accidental ? `|${accidental}` : ''),
        group,
        label: {
          en: `${letter}${SIGN[accidental]} ${group}`,
          de: `${cased(germanName(letter, accidental))}-${minor ? 'Moll' : 'Dur'}`,
        },
        parts: { kind: 'tonic', letter, accidental, minor },
      };
    }),
  );
  const modes = (transposed: boolean) =>
    MODE_NAMES.map((name, index): KeyEntry => {
      const n = index + 1;
      return transposed
        ? {
            code: `${n}tt`,
            group: 'transposed_mode',
            label: {
              en: `Mode ${n}, transposed (${name.en})`,
              de: `${n}. Ton, transponiert (${name.de})`,
            },
            parts: { kind: 'mode', n, transposed },
          }
        : {
            code: `${n}t`,
            group: 'mode',
            label: { en: `Mode ${n} (${name.en})`, de: `${n}. Ton (${name.de})` },
            parts: { kind: 'mode', n, transposed },
          };
    });
  const byzantine = ECHOI.map((echos, index): KeyEntry => ({
    code: `${index + 1}byz`,
    group: 'byzantine_mode',
    label: {
      en: `Byzantine mode ${index + 1} (${echos})`,
      de: `Byzantinischer ${index + 1}. Ton (${echos})`,
    },
    parts: { kind: 'byzantine', n: index + 1 },
  }));
  return [...tonics, ...modes(false), ...modes(true), ...byzantine];
}

/** Every code of RISM's list with its group, labels and what it is made of, in the editor's order. */
export const KEY_ENTRIES: readonly KeyEntry[] = /* @__PURE__ */ buildEntries();

/** Every key or mode code of RISM's list (68), in the editor's order. */
export const KEY_CODES: readonly string[] = /* @__PURE__ */ KEY_ENTRIES.map((entry) => entry.code);

const BY_CODE = /* @__PURE__ */ new Map(KEY_ENTRIES.map((entry) => [entry.code, entry]));

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
 * "Mode 8 (Hypomixolydian)"); a value outside the list (free text kept by migration 0019) as it
 * is stored.
 */
export function keyLabel(value: string, locale: string): string {
  const labels = keyLabels(value);
  return labels ? localize(labels, locale) : value;
}

/**
 * Whether a score may be saved with `key` (trimmed as stored): blank, a code of the list, or —
 * so that nothing a librarian typed before the list existed is lost — the very value the score
 * already has (`stored`, free text kept by migration 0019). Any other value is refused with
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
