import { describe, expect, it } from 'vitest';
import { KEY_CODES, isAllowedKey, isKeyCode, keyGroup, keyLabel, keyLabels } from './score-keys';
import { KEY_SPELLINGS, normalizeKeyText, parseKey } from './score-key-spellings';

// RISM's 031 $r / 240 $r list as Muscat offers it (SourceFormOptions.yml `031r`), in its order.
const RISM_CODES = [
  ...['A', 'a', 'A|x', 'a|x', 'A|b', 'a|b', 'B', 'b', 'B|b', 'b|b', 'C', 'c', 'C|x', 'c|x'],
  ...['C|b', 'c|b', 'D', 'd', 'D|x', 'd|x', 'D|b', 'd|b', 'E', 'e', 'E|b', 'e|b', 'F', 'f'],
  ...['F|x', 'f|x', 'G', 'g', 'G|x', 'g|x', 'G|b', 'g|b'],
  ...Array.from({ length: 12 }, (_, i) => `${i + 1}t`),
  ...Array.from({ length: 12 }, (_, i) => `${i + 1}tt`),
  ...Array.from({ length: 8 }, (_, i) => `${i + 1}byz`),
];

describe('key and mode codes', () => {
  it("are exactly RISM's 68 codes", () => {
    expect(KEY_CODES).toHaveLength(68);
    expect([...KEY_CODES].sort()).toEqual([...RISM_CODES].sort());
    for (const code of RISM_CODES) expect(isKeyCode(code), code).toBe(true);
    expect(isKeyCode('A minor')).toBe(false);
    expect(isKeyCode('E|x')).toBe(false);
    expect(isKeyCode(' D')).toBe(false);
  });

  it('label every code in English and German', () => {
    const labels = KEY_CODES.map((code) => keyLabels(code)!);
    for (const language of ['en', 'de'] as const)
      expect(new Set(labels.map((label) => label[language])).size).toBe(68);
    expect(keyLabels('D')).toEqual({ en: 'D major', de: 'D-Dur' });
    expect(keyLabels('d')).toEqual({ en: 'D minor', de: 'd-Moll' });
    expect(keyLabels('b|b')).toEqual({ en: 'B♭ minor', de: 'b-Moll' });
    expect(keyLabels('B|b')).toEqual({ en: 'B♭ major', de: 'B-Dur' });
    expect(keyLabels('B')).toEqual({ en: 'B major', de: 'H-Dur' });
    expect(keyLabels('f|x')).toEqual({ en: 'F♯ minor', de: 'fis-Moll' });
    expect(keyLabels('E|b')).toEqual({ en: 'E♭ major', de: 'Es-Dur' });
    expect(keyLabels('a|b')).toEqual({ en: 'A♭ minor', de: 'as-Moll' });
    expect(keyLabels('8t')).toEqual({
      en: 'Mode 8 (Hypomixolydian)',
      de: '8. Ton (hypomixolydisch)',
    });
    expect(keyLabels('1tt')?.en).toBe('Mode 1, transposed (Dorian)');
    expect(keyLabels('5byz')?.de).toBe('Byzantinischer 5. Ton (Echos plagios protos)');
  });

  it('group the list into keys and modes', () => {
    expect([
      keyGroup('D'),
      keyGroup('d'),
      keyGroup('8t'),
      keyGroup('8tt'),
      keyGroup('1byz'),
    ]).toEqual(['major', 'minor', 'mode', 'transposed_mode', 'byzantine_mode']);
    expect(keyGroup('D dorian')).toBeNull();
  });

  it('read in the interface language, free text as it is stored', () => {
    expect(keyLabel('a', 'de')).toBe('a-Moll');
    expect(keyLabel('a', 'en')).toBe('A minor');
    expect(keyLabel('a', 'fr')).toBe('A minor');
    expect(keyLabel('D dorian', 'de')).toBe('D dorian');
  });
});

describe('parseKey', () => {
  const cases: [string, string][] = [
    ['A minor', 'a'],
    ['a minor', 'a'],
    ['A MINOR', 'a'],
    ['a-Moll', 'a'],
    ['A-moll', 'a'],
    ['B flat', 'B|b'],
    ['B-flat', 'B|b'],
    ['Bb', 'B|b'],
    ['bb', 'b|b'],
    ['Bb major', 'B|b'],
    ['B♭ major', 'B|b'],
    ['B flat minor', 'b|b'],
    ['B-Dur', 'B|b'],
    ['b-Moll', 'b|b'],
    ['H-Dur', 'B'],
    ['h-moll', 'b'],
    ['H', 'B'],
    ['Es-Dur', 'E|b'],
    ['es', 'e|b'],
    ['fis', 'f|x'],
    ['Fis-Dur', 'F|x'],
    ['F# minor', 'f|x'],
    ['F sharp major', 'F|x'],
    ['C♯ minor', 'c|x'],
    ['G', 'G'],
    ['g', 'g'],
    [' D ', 'D'],
    ['D major', 'D'],
    ['D maj.', 'D'],
    ['mode 8', '8t'],
    ['Mode VIII', '8t'],
    ['8. Ton', '8t'],
    ['Tonus 8', '8t'],
    ['8th mode', '8t'],
    ['8t', '8t'],
    ['Hypomixolydian', '8t'],
    ['dorisch', '1t'],
    ['Aeolian', '9t'],
    ['aeolisch', '9t'],
    ['Mode 8 (Hypomixolydian)', '8t'],
    ['8. Ton (hypomixolydisch)', '8t'],
    ['Dorian transposed', '1tt'],
    ['mode 1 transposed', '1tt'],
    ['Mode 1, transposed (Dorian)', '1tt'],
    ['Echos protos', '1byz'],
    ['Byzantine mode 5', '5byz'],
  ];

  it.each(cases)('maps %j to %j', (text, code) => {
    expect(parseKey(text)).toBe(code);
  });

  it('reads a bare letter as the code: "B" is B major, "b" B minor (RISM\'s English names)', () => {
    expect([parseKey('B'), parseKey('b')]).toEqual(['B', 'b']);
  });

  it('maps every label back to its code', () => {
    for (const code of KEY_CODES) {
      expect(parseKey(keyLabels(code)!.en), code).toBe(code);
      expect(parseKey(keyLabels(code)!.de), code).toBe(code);
    }
  });

  it('maps nothing it cannot be sure of', () => {
    for (const text of ['D dorian', 'E sharp major', 'Eis-Dur', 'mode 13', 'C/G', 'in D', 'x', ''])
      expect(parseKey(text), text).toBeNull();
    expect(parseKey(null)).toBeNull();
    expect(parseKey('   ')).toBeNull();
  });

  it('has no spelling with two meanings, all folded as the migration folds', () => {
    const seen = new Set<string>();
    for (const { spelling, caseSensitive } of KEY_SPELLINGS) {
      const id = `${caseSensitive}:${spelling}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
      expect(normalizeKeyText(spelling)).toBe(spelling);
      if (!caseSensitive) expect(spelling).toBe(spelling.toLowerCase());
    }
  });
});

describe('normalizeKeyText', () => {
  it('folds signs, punctuation and spaces', () => {
    expect(normalizeKeyText('  B♭-major ')).toBe('Bb major');
    expect(normalizeKeyText('8. Ton (hypomixolydisch)')).toBe('8 Ton hypomixolydisch');
    expect(normalizeKeyText('F♯  minor')).toBe('F# minor');
  });
});

describe('isAllowedKey', () => {
  it('allows nothing, a code, or the free text the score already has', () => {
    expect(isAllowedKey(null, null)).toBe(true);
    expect(isAllowedKey(' ', 'D dorian')).toBe(true);
    expect(isAllowedKey('b|b', null)).toBe(true);
    expect(isAllowedKey('D dorian', 'D dorian')).toBe(true);
    expect(isAllowedKey(' D dorian ', 'D dorian')).toBe(true);
  });

  it('refuses any other text, even one the mapping understands', () => {
    expect(isAllowedKey('D dorian', null)).toBe(false);
    expect(isAllowedKey('D dorian', 'E dorian')).toBe(false);
    expect(isAllowedKey('A minor', null)).toBe(false);
  });
});
