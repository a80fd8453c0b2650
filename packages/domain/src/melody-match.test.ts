import { describe, expect, it } from 'vitest';
import { MELODY_MODES, type Melody, type MelodyMode, type MelodyNote } from './melody';
import {
  melodyGrams,
  melodyIndex,
  melodyNeedle,
  nearCandidateGramSets,
  NEAR_MIN_NOTES,
  queryGrams,
} from './melody-index';
import { findMelodyMatch, nearMelodyMatch, type NearMelodyMatch } from './melody-match';

const note = (pitch: number, step: number, duration = '4'): MelodyNote => ({
  pitch,
  step,
  duration,
});

/** Notes written as "C4 D4 E4" (octave 4 = middle C), "bB3", "xF5", durations after "/". */
function notes(text: string): Melody {
  return text.split(' ').map((word) => {
    const [name, duration = '4'] = word.split('/');
    const match = /^(bb|b|xx|x)?([A-G])(\d)$/.exec(name)!;
    const [, accidental = '', letter, octave] = match;
    const index = 'CDEFGAB'.indexOf(letter);
    const alter = { '': 0, b: -1, bb: -2, x: 1, xx: 2 }[accidental]!;
    return note(
      12 * (Number(octave) + 1) + [0, 2, 4, 5, 7, 9, 11][index] + alter,
      7 * Number(octave) + index,
      duration,
    );
  });
}

// ---------------------------------------------------------------------------------------------
// The reference: brute force, written from the definitions and nothing of the implementation.

/** Whether two melodies of the same length are the same in the mode. */
function same(window: Melody, query: Melody, mode: MelodyMode, rhythm: boolean): boolean {
  if (window.length !== query.length) return false;
  if (rhythm && window.some((w, i) => w.duration !== query[i].duration)) return false;
  const t = (a: MelodyNote, b: MelodyNote) => a.pitch - b.pitch;
  switch (mode) {
    case 'pitch':
      return window.every((w, i) => w.pitch === query[i].pitch);
    case 'pitch_class':
      return window.every((w, i) => (w.pitch - query[i].pitch) % 12 === 0);
    case 'interval': // one transposition for all notes
      return window.every((w, i) => t(w, query[i]) === t(window[0], query[0]));
    case 'diatonic':
      return window.every((w, i) => w.step - query[i].step === window[0].step - query[0].step);
    case 'contour':
      return window.every(
        (w, i) =>
          i === 0 ||
          Math.sign(w.pitch - window[i - 1].pitch) ===
            Math.sign(query[i].pitch - query[i - 1].pitch),
      );
  }
}

type Options = { rhythm: boolean; atStart: boolean };

function referenceExact(melody: Melody, query: Melody, mode: MelodyMode, o: Options) {
  for (let s = 0; s + query.length <= melody.length && (s === 0 || !o.atStart); s++)
    if (same(melody.slice(s, s + query.length), query, mode, o.rhythm))
      return { start: s, length: query.length };
  return null;
}

/**
 * Exact, else the first window (then: changed, missing, inserted) that the query with one note
 * edited matches, trying every pitch of a range for the edited note.
 */
function referenceNear(
  melody: Melody,
  query: Melody,
  mode: MelodyMode,
  o: Options,
): NearMelodyMatch | null {
  // Every pitch (step in diatonic mode) the edited note could usefully have: the range of the
  // melody's and query's values, widened by that range on both sides (transpositions).
  const all = [...melody, ...query].map((n) => (mode === 'diatonic' ? n.step : n.pitch));
  const [low, high] = [Math.min(...all), Math.max(...all)];
  const values = Array.from({ length: 3 * (high - low) + 3 }, (_, i) => 2 * low - high - 1 + i);
  const exact = referenceExact(melody, query, mode, o);
  if (exact) return { ...exact, distance: 0 };
  if (query.length < NEAR_MIN_NOTES) return null;
  const m = query.length;
  const free = (value: number, duration: string) => note(value, value, duration);
  for (let s = 0; s <= melody.length && (s === 0 || !o.atStart); s++) {
    const window = (length: number) => melody.slice(s, s + length);
    if (s + m <= melody.length) {
      for (let j = 0; j < m; j++)
        for (const v of values) {
          const edited = query.map((q, i) => (i === j ? free(v, melody[s + j].duration) : q));
          if (same(window(m), edited, mode, o.rhythm)) return { start: s, length: m, distance: 1 };
        }
    }
    if (s + m - 1 <= melody.length) {
      for (let j = 0; j < m; j++)
        if (same(window(m - 1), query.toSpliced(j, 1), mode, o.rhythm))
          return { start: s, length: m - 1, distance: 1 };
    }
    if (s + m + 1 <= melody.length) {
      for (let j = 0; j <= m; j++)
        for (const v of values) {
          const edited = query.toSpliced(j, 0, free(v, melody[s + j].duration));
          if (same(window(m + 1), edited, mode, o.rhythm))
            return { start: s, length: m + 1, distance: 1 };
        }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

describe('findMelodyMatch', () => {
  const melody = notes('G4/8 G4/8 A4/4 G4/4 C5/4 B4/2 G4/8 G4/8 A4/4 G4/4 D5/4 C5/2');

  it('pitch: the same notes at the same pitch', () => {
    expect(findMelodyMatch(melody, notes('C5 B4'), 'pitch')).toEqual({ start: 4, length: 2 });
    expect(findMelodyMatch(melody, notes('C4 B3'), 'pitch')).toBeNull();
    expect(findMelodyMatch(melody, notes('G4 A4 G4'), 'pitch')).toEqual({ start: 1, length: 3 });
  });

  it('pitch_class: the same note names in any octave', () => {
    expect(findMelodyMatch(melody, notes('C3 B6'), 'pitch_class')).toEqual({ start: 4, length: 2 });
    expect(findMelodyMatch(melody, notes('C5 bB4'), 'pitch_class')).toBeNull();
  });

  it('interval: the same intervals in semitones, in any transposition', () => {
    // D D E D G F# (a fifth lower) is the start.
    expect(findMelodyMatch(melody, notes('D4 D4 E4 D4 G4 xF4'), 'interval')).toEqual({
      start: 0,
      length: 6,
    });
    // …but D D E D G F is another melody: a whole tone at the end.
    expect(findMelodyMatch(melody, notes('D4 D4 E4 D4 G4 F4'), 'interval')).toBeNull();
  });

  it('diatonic: the same steps of the scale, whatever their size', () => {
    expect(findMelodyMatch(melody, notes('D4 D4 E4 D4 G4 F4'), 'diatonic')).toEqual({
      start: 0,
      length: 6,
    });
    expect(findMelodyMatch(melody, notes('D4 D4 E4 D4 B4'), 'diatonic')).toBeNull();
  });

  it('contour: the same ups, downs and repeats', () => {
    expect(findMelodyMatch(melody, notes('C4 C4 G5 F5 G5'), 'contour')).toEqual({
      start: 0,
      length: 5,
    });
    expect(findMelodyMatch(melody, notes('C4 D4 C4'), 'contour')).toEqual({ start: 1, length: 3 });
    expect(findMelodyMatch(melody, notes('C4 D4 G5'), 'contour')).toBeNull();
  });

  it('rhythm: the durations too; atStart: at the first note only', () => {
    expect(findMelodyMatch(melody, notes('G4/8 A4/4'), 'pitch', { rhythm: true })).toEqual({
      start: 1,
      length: 2,
    });
    expect(findMelodyMatch(melody, notes('G4/4 A4/4'), 'pitch', { rhythm: true })).toBeNull();
    expect(findMelodyMatch(melody, notes('G4 A4'), 'pitch', { atStart: true })).toBeNull();
    expect(findMelodyMatch(melody, notes('G4 G4'), 'pitch', { atStart: true })).toEqual({
      start: 0,
      length: 2,
    });
    expect(findMelodyMatch(melody, notes('A3/8 A3/4'), 'interval', { rhythm: true })).toBeNull();
    expect(findMelodyMatch(melody, notes('A3/8 B3/4'), 'interval', { rhythm: true })).toEqual({
      start: 1,
      length: 2,
    });
  });

  it('finds nothing for a query longer than the melody or empty', () => {
    expect(findMelodyMatch(melody.slice(0, 2), melody.slice(0, 3), 'contour')).toBeNull();
    expect(findMelodyMatch(melody, [], 'pitch')).toBeNull();
  });
});

describe('nearMelodyMatch', () => {
  const melody = notes('C4 D4 E4 F4 G4 A4 B4 C5');

  it('prefers an exact match', () => {
    expect(nearMelodyMatch(melody, notes('E4 F4 G4 A4'), 'pitch')).toEqual({
      start: 2,
      length: 4,
      distance: 0,
    });
  });

  it('finds one note changed, missing or inserted', () => {
    expect(nearMelodyMatch(melody, notes('E4 F4 bB4 A4'), 'pitch')).toEqual({
      start: 2,
      length: 4,
      distance: 1,
      edit: 'change',
    });
    expect(nearMelodyMatch(melody, notes('E4 F4 A4 B4'), 'pitch')).toEqual({
      start: 2,
      length: 5,
      distance: 1,
      edit: 'inserted',
    });
    expect(nearMelodyMatch(melody, notes('E4 F4 xF4 G4 A4'), 'pitch')).toEqual({
      start: 2,
      length: 4,
      distance: 1,
      edit: 'missing',
    });
    expect(nearMelodyMatch(melody, notes('E4 xF4 xF4 A4'), 'pitch')).toBeNull();
  });

  it('in interval mode, a changed note keeps the interval between its neighbours', () => {
    // E F G A a fifth up is B C D E; with D changed to C# the C–E third stays.
    expect(nearMelodyMatch(melody, notes('B4 C5 xC5 E5'), 'interval')).toMatchObject({
      start: 2,
      length: 4,
      distance: 1,
    });
    // Changing a note and moving the rest is not one note.
    expect(nearMelodyMatch(melody, notes('C4 D4 F4 xF4 xG4'), 'interval')).toBeNull();
  });

  it('in contour mode, the changed note must be able to go the ways the melody goes', () => {
    const melody = notes('A2 B2 C3 D3 E3'); // up, up, up, up
    // G4 changed to a note above C4 and below D4: there is one (C#4).
    expect(nearMelodyMatch(melody, notes('C4 G4 D4 E4 F4'), 'contour')).toMatchObject({
      start: 0,
      length: 5,
      distance: 1,
    });
    // Above C4 and below B3 there is none, and no other note's change or absence helps.
    expect(nearMelodyMatch(melody, notes('C4 G4 B3 E4 F4'), 'contour')).toBeNull();
  });

  it('offers no near matches to short queries', () => {
    expect(nearMelodyMatch(melody, notes('E4 xF4 G4'), 'pitch')).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// The implementation against the reference, over random melodies and queries.

function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

function randomMelody(next: () => number, length: number): MelodyNote[] {
  // A narrow range and two durations, so that matches and near matches are frequent.
  return Array.from({ length }, () => {
    const step = 28 + Math.floor(next() * 5);
    const pitch = [60, 62, 64, 65, 67][step - 28] + (next() < 0.15 ? 1 : 0);
    return note(pitch, step, next() < 0.7 ? '8' : '4');
  });
}

/** A fragment of the melody, moved (transposed) or with one note edited, or a random one. */
function randomQuery(next: () => number, melody: MelodyNote[]): MelodyNote[] {
  const length = 1 + Math.floor(next() * 8);
  if (next() < 0.3 || melody.length < length) return randomMelody(next, length);
  const start = Math.floor(next() * (melody.length - length + 1));
  let query = melody.slice(start, start + length);
  const shift = next() < 0.3 ? 12 * Math.floor(next() * 3 - 1) + Math.floor(next() * 3) : 0;
  query = query.map((n) => note(n.pitch + shift, n.step + (shift === 12 ? 7 : 0), n.duration));
  const edit = next();
  const at = Math.floor(next() * query.length);
  const other = randomMelody(next, 1)[0];
  if (edit < 0.15) query[at] = other;
  else if (edit < 0.25 && query.length > 1) query.splice(at, 1);
  else if (edit < 0.35) query.splice(at, 0, other);
  return query;
}

describe('the implementation against a brute-force reference', () => {
  const next = random(20261122);
  const cases = Array.from({ length: 500 }, () => {
    const melody = randomMelody(next, 1 + Math.floor(next() * 14));
    return { melody, query: randomQuery(next, melody) };
  });
  const OPTIONS: Options[] = [
    { rhythm: false, atStart: false },
    { rhythm: true, atStart: false },
    { rhythm: false, atStart: true },
    { rhythm: true, atStart: true },
  ];

  for (const mode of MELODY_MODES) {
    it(`${mode}: exact and near matches, needles and grams agree with the reference`, () => {
      const counts = { exact: 0, near: 0, none: 0 };
      for (const { melody, query } of cases) {
        const index = melodyIndex(melody);
        const grams = new Set(melodyGrams(melody));
        for (const options of OPTIONS) {
          const where = JSON.stringify({ melody, query, options });
          const exact = referenceExact(melody, query, mode, options);
          expect(findMelodyMatch(melody, query, mode, options), where).toEqual(exact);
          expect(index.includes(melodyNeedle(query, mode, options)), where).toBe(exact !== null);
          if (exact) {
            for (const gram of queryGrams(query, mode, options))
              expect(grams.has(gram), where).toBe(true);
          }
          const near = referenceNear(melody, query, mode, options);
          const found = nearMelodyMatch(melody, query, mode, options);
          expect(
            found && { start: found.start, length: found.length, distance: found.distance },
            where,
          ).toEqual(near);
          // A near match names its edit, one of three; an exact one none.
          expect(found?.edit, where).toBe(
            found?.distance === 1
              ? (['change', 'missing', 'inserted'] as const)[
                  [found.length === query.length, found.length === query.length - 1, true].indexOf(
                    true,
                  )
                ]
              : undefined,
          );
          counts[near === null ? 'none' : near.distance === 0 ? 'exact' : 'near']++;
          const sets = nearCandidateGramSets(query, mode, options);
          if (near && sets) {
            expect(
              sets.some((set) => set.every((gram) => grams.has(gram))),
              where,
            ).toBe(true);
          }
        }
      }
      // The cases exercise all three outcomes.
      expect(counts.exact).toBeGreaterThan(50);
      expect(counts.near).toBeGreaterThan(50);
      expect(counts.none).toBeGreaterThan(50);
    });
  }
});

describe('near matching (pigeonhole)', () => {
  const next = random(9);
  it('finds every near match among the rows holding one of the key sets (a note’s edit leaves the notes before and after it whole)', () => {
    let covered = 0;
    for (let c = 0; c < 150; c++) {
      const melody = randomMelody(next, 20 + Math.floor(next() * 20));
      const length = 6 + Math.floor(next() * 15); // 5 or more after an edit
      const start = Math.floor(next() * (melody.length - length + 1));
      const query = melody.slice(start, start + length);
      const at = Math.floor(next() * length);
      const edit = next();
      if (edit < 0.33) query[at] = randomMelody(next, 1)[0];
      else if (edit < 0.66) query.splice(at, 1);
      else query.splice(at, 0, randomMelody(next, 1)[0]);
      const grams = new Set(melodyGrams(melody));
      for (const mode of MELODY_MODES) {
        for (const atStart of [false, true]) {
          const near = nearMelodyMatch(melody, query, mode, { atStart });
          if (!atStart) expect(near, mode).not.toBeNull();
          if (!near) continue;
          const sets = nearCandidateGramSets(query, mode, { atStart });
          // Pieces too short for the mode's grams: the search reads its first candidates.
          if (!sets) continue;
          expect(
            sets.some((set) => set.every((gram) => grams.has(gram))),
            mode,
          ).toBe(true);
          covered++;
        }
      }
    }
    expect(covered).toBeGreaterThan(600);
  });
});
