import { describe, expect, it } from 'vitest';
import { MELODY_MODES, type Melody, type MelodyNote } from './melody';
import {
  MAX_QUERY_GRAMS,
  MELODY_GRAM_LENGTHS,
  MELODY_GRAM_MIN_LENGTHS,
  melodyGrams,
  melodyIndex,
  melodyNeedle,
  nearCandidateGramSets,
  queryGrams,
} from './melody-index';

const note = (pitch: number, step: number, duration = '4'): MelodyNote => ({
  pitch,
  step,
  duration,
});

// C D E with durations 4 8 8 (middle C = step 28).
const CDE: Melody = [note(60, 28, '4'), note(62, 29, '8'), note(64, 30, '8')];

describe('melodyIndex', () => {
  it('holds every mode with and without rhythm, each section opened by "<" and its letter', () => {
    expect(melodyIndex(CDE)).toBe(
      [
        '<p60p62p64p',
        '<q60:4q62:8q64:8q',
        '<k0k2k4k',
        '<l0:4l2:8l4:8l',
        '<i2i2i',
        '<j:4j2:8j2:8j',
        '<d1d1d',
        '<e:4e1:8e1:8e',
        '<c+c+c',
        '<f:4f+:8f+:8f',
      ].join(''),
    );
  });

  it('has empty relative sections for one note', () => {
    expect(melodyIndex([note(60, 28)])).toBe('<p60p<q60:4q<k0k<l0:4l<i<j:4j<d<e:4e<c<f:4f');
  });
});

describe('melodyNeedle', () => {
  it('opens with the letter anywhere and with "<" at the start', () => {
    const DE = CDE.slice(1);
    expect(melodyNeedle(DE, 'pitch')).toBe('p62p64p');
    expect(melodyNeedle(DE, 'pitch', { atStart: true })).toBe('<p62p64p');
    expect(melodyNeedle(DE, 'pitch', { rhythm: true })).toBe('q62:8q64:8q');
    expect(melodyNeedle(DE, 'interval')).toBe('i2i');
    expect(melodyNeedle(DE, 'interval', { rhythm: true })).toBe(':8j2:8j');
    expect(melodyNeedle(DE, 'interval', { rhythm: true, atStart: true })).toBe('<j:8j2:8j');
    expect(melodyNeedle(DE, 'contour')).toBe('c+c');
  });

  it('matches whole tokens only', () => {
    const index = melodyIndex([note(60, 28), note(62, 29), note(64, 30), note(65, 31)]);
    expect(index.includes(melodyNeedle([note(62, 29), note(64, 30)], 'pitch'))).toBe(true);
    // "2" would be the end of "62", and "p6" the start of "p64": neither is a token.
    expect(index.includes(melodyNeedle([note(2, 1)], 'pitch'))).toBe(false);
    expect(index.includes(melodyNeedle([note(6, 3)], 'pitch'))).toBe(false);
    // An interval of 1 only where there is one, not in "p61" or "d1".
    expect(index.includes(melodyNeedle([note(0, 0), note(1, 1)], 'interval'))).toBe(true);
    expect(index.includes(melodyNeedle([note(0, 0), note(12, 1)], 'interval'))).toBe(false);
  });

  it('does not match across modes', () => {
    // The pitch classes 0 2 are also intervals 0 2 and diatonic steps … of no other section.
    const melody: Melody = [note(60, 28), note(60, 28), note(62, 29)];
    const index = melodyIndex(melody);
    expect(index.includes(melodyNeedle([note(0, 0), note(2, 1)], 'pitch_class'))).toBe(true);
    expect(index.includes(melodyNeedle([note(12, 7), note(14, 8)], 'pitch_class'))).toBe(true);
    expect(
      index.includes(melodyNeedle([note(60, 28), note(60, 28), note(62, 29)], 'interval')),
    ).toBe(true);
    // Intervals 2 2 exist nowhere, though "2" is a pitch class and a token of other sections.
    expect(
      index.includes(melodyNeedle([note(60, 28), note(62, 29), note(64, 30)], 'interval')),
    ).toBe(false);
  });

  it('matches every melody with a one-note query in a relative mode', () => {
    const one: Melody = [note(50, 25, '2')];
    for (const mode of ['interval', 'diatonic', 'contour'] as const) {
      expect(melodyIndex(CDE).includes(melodyNeedle(one, mode))).toBe(true);
      expect(melodyIndex(CDE).includes(melodyNeedle(one, mode, { atStart: true }))).toBe(true);
      // …unless the duration must match.
      expect(melodyIndex(CDE).includes(melodyNeedle(one, mode, { rhythm: true }))).toBe(false);
    }
  });
});

describe('melodyGrams / queryGrams', () => {
  const long: Melody = Array.from({ length: 30 }, (_, i) =>
    note(60 + ((i * 5) % 13), 28 + ((i * 3) % 8)),
  );

  it('gives sorted 32-bit integer keys without repeats', () => {
    const keys = melodyGrams(long);
    expect(keys).toEqual([...new Set(keys)].sort((a, b) => a - b));
    for (const key of keys) expect(key | 0).toBe(key);
  });

  it('gives a query its grams, spread and at most MAX_QUERY_GRAMS, all of them keys of the melody', () => {
    const keys = new Set(melodyGrams(long));
    for (const mode of MELODY_MODES) {
      const grams = queryGrams(long, mode);
      expect(grams.length).toBeGreaterThan(0);
      expect(grams.length).toBeLessThanOrEqual(MAX_QUERY_GRAMS);
      for (const gram of grams) expect(keys.has(gram)).toBe(true);
      expect(queryGrams(long, mode, { atStart: true }).length).toBe(grams.length + 1);
    }
  });

  it('gives a query shorter than the longest grams its longest grams, down to the shortest kept', () => {
    const keys = new Set(melodyGrams(long));
    for (const mode of MELODY_MODES) {
      const relative = mode === 'pitch' || mode === 'pitch_class' ? 0 : 1;
      for (let notes = 2; notes <= MELODY_GRAM_LENGTHS[mode] + relative; notes++) {
        const short = long.slice(3, 3 + notes);
        const grams = queryGrams(short, mode);
        if (notes - relative < MELODY_GRAM_MIN_LENGTHS[mode]) expect(grams, mode).toEqual([]);
        else expect(grams.length, mode).toBeGreaterThan(0);
        for (const gram of grams) expect(keys.has(gram), mode).toBe(true);
      }
      // Three notes have keys in every mode but contour.
      expect(queryGrams(long.slice(5, 8), mode).length > 0, mode).toBe(mode !== 'contour');
      const short = long.slice(0, MELODY_GRAM_LENGTHS[mode] - 1 + relative);
      const start = queryGrams(short, mode, { atStart: true });
      expect(melodyGrams(long)).toContain(start.at(-1));
      // The start key: the same notes elsewhere are not at the start.
      const startKeys = start.filter((key) => !queryGrams(short, mode).includes(key));
      expect(startKeys, mode).toHaveLength(1);
      expect(melodyGrams(long.slice(1))).not.toContain(startKeys[0]);
    }
  });

  it('adds the keys of the durations for a query with rhythm', () => {
    const rhythmic = long.map((n, i) => ({ ...n, duration: ['4', '8', '8', '2', '4.'][i % 5] }));
    const keys = new Set(melodyGrams(rhythmic));
    const query = rhythmic.slice(4, 12);
    const plain = queryGrams(query, 'contour');
    const rhythm = queryGrams(query, 'contour', { rhythm: true });
    // 8 durations: 4 grams of 5, the spread keeps them all.
    expect(rhythm.length).toBe(plain.length + 4);
    for (const gram of rhythm) expect(keys.has(gram)).toBe(true);
    const otherDurations = query.map((n, i) => (i === 6 ? { ...n, duration: '0' } : n));
    const missing = queryGrams(otherDurations, 'contour', { rhythm: true }).filter(
      (gram) => !keys.has(gram),
    );
    expect(missing.length).toBeGreaterThan(0);
  });

  it('keeps the modes apart: the same tokens in two modes are two keys', () => {
    // Pitch classes 2 2 2 and intervals 2 2 2 (D D D … and C D E F#).
    const pitchClasses = queryGrams([note(62, 29), note(62, 29), note(62, 29)], 'pitch_class');
    const intervals = queryGrams(
      [note(60, 28), note(62, 29), note(64, 30), note(66, 31)],
      'interval',
    );
    expect(pitchClasses).toHaveLength(1);
    expect(intervals).toHaveLength(1);
    expect(pitchClasses[0]).not.toBe(intervals[0]);
  });
});

describe('nearCandidateGramSets', () => {
  const melody: Melody = Array.from({ length: 16 }, (_, i) => note(60 + ((i * 7) % 12), 28 + i));

  it('gives, for each note, the grams of the notes before it (at the start with atStart) and after it', () => {
    const sets = nearCandidateGramSets(melody, 'pitch')!;
    const pieces = (j: number, atStart: boolean) =>
      [
        ...new Set([
          ...(j > 0 ? queryGrams(melody.slice(0, j), 'pitch', { atStart }) : []),
          ...queryGrams(melody.slice(j + 1), 'pitch'),
        ]),
      ].sort((a, b) => a - b);
    expect(sets).toContainEqual(pieces(0, false));
    expect(sets).toContainEqual(pieces(7, false));
    expect(sets).toContainEqual(pieces(15, false));
    const atStart = nearCandidateGramSets(melody, 'pitch', { atStart: true })!;
    expect(atStart).toContainEqual(pieces(7, true));
  });

  it('gives nothing when a piece is too short for a gram, or the query for near matching', () => {
    expect(nearCandidateGramSets(melody.slice(0, 3), 'pitch')).toBeNull();
    // Every piece of three notes or more has grams (relative modes: two intervals).
    expect(nearCandidateGramSets(melody.slice(0, 6), 'pitch')).not.toBeNull();
    expect(nearCandidateGramSets(melody.slice(0, 5), 'pitch')).toBeNull();
    expect(nearCandidateGramSets(melody.slice(0, 6), 'interval')).not.toBeNull();
    expect(nearCandidateGramSets(melody.slice(0, 5), 'diatonic')).toBeNull();
    expect(nearCandidateGramSets(melody.slice(0, 10), 'contour')).not.toBeNull();
    expect(nearCandidateGramSets(melody.slice(0, 9), 'contour')).toBeNull();
  });
});
