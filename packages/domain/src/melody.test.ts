import { describe, expect, it } from 'vitest';
import {
  isMelodyMode,
  melodyFromFeatures,
  melodyFromText,
  melodyTokens,
  melodyToText,
  parseVerovioPitch,
  type Melody,
} from './melody';

/*
 * Verovio 6.3.0's getDescriptiveFeatures for "@clef:G-2\n@keysig:bB\n@timesig:3/4\n
 * @data:'4C+8C8DE-4.B''xC/{8C'B}" (a tie, a rest, the key's B flat, a sharp), copied verbatim.
 */
const FEATURES = {
  intervalGrossContour: ['U', 'U', 'U', 'U', 'D', 'D'],
  intervalRefinedContour: ['u', 'u', 'U', 'U', 'd', 'd'],
  intervalsChromatic: ['2', '2', '6', '3', '-1', '-2'],
  intervalsDiatonic: ['1', '1', '4', '1', '0', '-1'],
  intervalsIds: [
    ['z1xv23lt', 'a156ze97', 'brypem4'],
    ['brypem4', 'ca7wvf7'],
    ['ca7wvf7', 'd25zk1s'],
    ['d25zk1s', 'e1jsxatj'],
    ['e1jsxatj', 'f1fy9kyt'],
    ['f1fy9kyt', 'gcfo52v'],
  ],
  pitchesChromatic: ["'C", "'D", "'E", "'bB", "''xC", "''C", "'bB"],
  pitchesChromaticWithDuration: ["4'C", "8'D", "8'E", "4.'bB", "4.''xC", "8''C", "8'bB"],
  pitchesDiatonic: ['C', 'D', 'E', 'B', 'C', 'C', 'B'],
  pitchesIds: [
    ['z1xv23lt', 'a156ze97'],
    ['brypem4'],
    ['ca7wvf7'],
    ['d25zk1s'],
    ['e1jsxatj'],
    ['f1fy9kyt'],
    ['gcfo52v'],
  ],
};

const MELODY: Melody = [
  { pitch: 60, step: 28, duration: '4' },
  { pitch: 62, step: 29, duration: '8' },
  { pitch: 64, step: 30, duration: '8' },
  { pitch: 70, step: 34, duration: '4.' },
  { pitch: 73, step: 35, duration: '4.' },
  { pitch: 72, step: 35, duration: '8' },
  { pitch: 70, step: 34, duration: '8' },
];

describe('parseVerovioPitch', () => {
  it('reads duration, octave marks, accidental and letter', () => {
    expect(parseVerovioPitch("4'C")).toEqual({ pitch: 60, step: 28, duration: '4' });
    expect(parseVerovioPitch("8.''xF")).toEqual({ pitch: 78, step: 38, duration: '8.' });
    expect(parseVerovioPitch('2,bB')).toEqual({ pitch: 58, step: 27, duration: '2' });
    expect(parseVerovioPitch(',,A')).toBeNull(); // no duration: not Verovio's spelling
    expect(parseVerovioPitch('4..,,A')).toEqual({ pitch: 45, step: 19, duration: '4..' });
    expect(parseVerovioPitch("1'''bbE")).toEqual({ pitch: 86, step: 44, duration: '1' });
    expect(parseVerovioPitch("6'xxF")).toEqual({ pitch: 67, step: 31, duration: '6' });
    expect(parseVerovioPitch("9'nB")).toEqual({ pitch: 71, step: 34, duration: '9' });
  });

  it('refuses what Verovio does not write', () => {
    for (const text of ['', "'C", "4'H", '4C', "4'#C", "x4'C", "4'c", "4' C"])
      expect(parseVerovioPitch(text), text).toBeNull();
  });

  it('puts B sharp above B and C flat below C, as their pitches are', () => {
    const bSharp = parseVerovioPitch("4'xB")!;
    const cFlat = parseVerovioPitch("4''bC")!;
    expect(bSharp.pitch).toBe(72);
    expect(cFlat.pitch).toBe(71);
    expect(cFlat.step - bSharp.step).toBe(1);
  });
});

describe('melodyFromFeatures', () => {
  it("reads Verovio's notes: the tie merged, the rest left out, key and accidentals applied", () => {
    expect(melodyFromFeatures(FEATURES)).toEqual(MELODY);
    expect(melodyFromFeatures(JSON.stringify(FEATURES))).toEqual(MELODY);
  });

  it("agrees with Verovio's own intervals", () => {
    const melody = melodyFromFeatures(FEATURES)!;
    expect(melodyTokens(melody, 'interval')).toEqual(FEATURES.intervalsChromatic);
    expect(melodyTokens(melody, 'diatonic')).toEqual(FEATURES.intervalsDiatonic);
    expect(
      melodyTokens(melody, 'contour').map((t) => ({ '+': 'U', '-': 'D', '=': 's' })[t]),
    ).toEqual(FEATURES.intervalGrossContour);
  });

  it('gives null for no notes, malformed answers and unknown spellings', () => {
    expect(melodyFromFeatures({ ...FEATURES, pitchesChromaticWithDuration: [] })).toBeNull();
    expect(melodyFromFeatures({})).toBeNull();
    expect(melodyFromFeatures(null)).toBeNull();
    expect(melodyFromFeatures('not json')).toBeNull();
    expect(melodyFromFeatures({ pitchesChromaticWithDuration: ["4'C", 7] })).toBeNull();
    expect(melodyFromFeatures({ pitchesChromaticWithDuration: ["4'C", "4'H"] })).toBeNull();
    expect(
      melodyFromFeatures({ pitchesChromaticWithDuration: ["4'C"], pitchesChromatic: [] }),
    ).toBeNull();
  });
});

describe('melodyTokens', () => {
  it('gives one token a note in the pitch modes', () => {
    expect(melodyTokens(MELODY, 'pitch')).toEqual(['60', '62', '64', '70', '73', '72', '70']);
    expect(melodyTokens(MELODY, 'pitch_class')).toEqual(['0', '2', '4', '10', '1', '0', '10']);
    expect(melodyTokens(MELODY.slice(0, 2), 'pitch', true)).toEqual(['60:4', '62:8']);
  });

  it('gives one token between two notes in the relative modes, and the first duration with rhythm', () => {
    expect(melodyTokens(MELODY, 'interval')).toEqual(['2', '2', '6', '3', '-1', '-2']);
    expect(melodyTokens(MELODY, 'diatonic')).toEqual(['1', '1', '4', '1', '0', '-1']);
    expect(melodyTokens(MELODY, 'contour')).toEqual(['+', '+', '+', '+', '-', '-']);
    expect(melodyTokens(MELODY.slice(0, 3), 'interval', true)).toEqual([':4', '2:8', '2:8']);
    expect(melodyTokens(MELODY.slice(0, 1), 'contour')).toEqual([]);
    expect(melodyTokens(MELODY.slice(0, 1), 'contour', true)).toEqual([':4']);
  });

  it('treats enharmonic notes as the same pitch and different steps', () => {
    const cSharp: Melody = [parseVerovioPitch("4'C")!, parseVerovioPitch("4'xC")!];
    const dFlat: Melody = [parseVerovioPitch("4'C")!, parseVerovioPitch("4'bD")!];
    expect(melodyTokens(cSharp, 'interval')).toEqual(melodyTokens(dFlat, 'interval'));
    expect(melodyTokens(cSharp, 'diatonic')).toEqual(['0']);
    expect(melodyTokens(dFlat, 'diatonic')).toEqual(['1']);
    expect(melodyTokens([{ pitch: 58, step: 27, duration: '4' }], 'pitch_class')).toEqual(['10']);
  });

  it('knows its modes', () => {
    expect(isMelodyMode('pitch_class')).toBe(true);
    expect(isMelodyMode('rhythm')).toBe(false);
  });
});

describe('melodyToText / melodyFromText', () => {
  it('stores a melody as text and reads it back', () => {
    expect(melodyToText(MELODY.slice(0, 4))).toBe('60,28,4 62,29,8 64,30,8 70,34,4.');
    expect(melodyFromText(melodyToText(MELODY))).toEqual(MELODY);
    expect(melodyFromText('-3,-2,0')).toEqual([{ pitch: -3, step: -2, duration: '0' }]);
  });

  it('reads nothing from empty or malformed text', () => {
    for (const text of [null, undefined, '', '60,28', '60,28,4  62,29,8', 'a,b,c', '60,28,x'])
      expect(melodyFromText(text), String(text)).toBeNull();
  });
});
