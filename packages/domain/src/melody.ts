/*
 * Melodies of incipits, for the melodic search (issue 9). An incipit's melody is the sequence of
 * its notes as Verovio reads its PAE document (paeDocument): rests left out, tied notes merged
 * into their first note, of a chord its top note, grace notes left out (issue 24: an
 * appoggiatura is an ornament of the melody, not one of its notes, so it must not break a match).
 * Note k of a melody is the k-th main note of Verovio's `getDescriptiveFeatures` (mainNoteIds:
 * its `pitchesIds` without the grace notes), on the server and in the web's rendering alike,
 * which is what lets the web highlight a match; the grace notes stay in the rendering.
 */

/** How a query's notes are compared with an incipit's (the GraphQL enum MelodyMode). */
export const MELODY_MODES = ['pitch', 'pitch_class', 'interval', 'diatonic', 'contour'] as const;

export type MelodyMode = (typeof MELODY_MODES)[number];

export function isMelodyMode(value: unknown): value is MelodyMode {
  return MELODY_MODES.includes(value as MelodyMode);
}

export type MelodyNote = {
  /** MIDI pitch (middle C = 60), with accidentals and key signature applied. */
  pitch: number;
  /** Diatonic step: 7 × octave + C 0 … B 6 (middle C = 28), whatever the accidental. */
  step: number;
  /** PAE duration as Verovio reads it: "4" a quarter, "8." a dotted eighth, "0" a longa … */
  duration: string;
};

/** The notes of an incipit, in order; never empty where the type is used (null instead). */
export type Melody = readonly MelodyNote[];

/** How a query must match: `rhythm` the durations too, `atStart` at the incipit's first note. */
export type MelodyOptions = { rhythm?: boolean; atStart?: boolean };

/**
 * The modes that compare each note with the one before it (so any transposition matches), and
 * whose tokens therefore stand between notes: a melody of n notes has n - 1 of them.
 */
export function isRelativeMode(mode: MelodyMode): boolean {
  return mode === 'interval' || mode === 'diatonic' || mode === 'contour';
}

const LETTERS = 'CDEFGAB';
const SEMITONES = [0, 2, 4, 5, 7, 9, 11];
const ALTERATIONS: Record<string, number> = { '': 0, n: 0, x: 1, xx: 2, b: -1, bb: -2 };

/**
 * One entry of Verovio's `pitchesChromaticWithDuration`: duration (PAE digit and dots), octave
 * (' = octave 4 with middle C, '' = 5, , = 3, ,, = 2 …), accidental (x, xx, b, bb; none when
 * natural) and letter: "4.''xC".
 */
const PITCH_WITH_DURATION = /^(\d\.*)('+|,+)(bb|b|xx|x|n)?([A-G])$/;

/** A note from Verovio's spelling of it, or null when it is spelt otherwise. */
export function parseVerovioPitch(text: string): MelodyNote | null {
  const match = PITCH_WITH_DURATION.exec(text);
  if (!match) return null;
  const [, duration, marks, accidental = '', letter] = match;
  const octave = marks[0] === "'" ? 3 + marks.length : 4 - marks.length;
  const index = LETTERS.indexOf(letter);
  return {
    pitch: 12 * (octave + 1) + SEMITONES[index] + ALTERATIONS[accidental],
    step: 7 * octave + index,
    duration,
  };
}

/** Whether the note of this id (an MEI id of Verovio's reading) is a grace note. */
export type IsGraceNote = (id: string) => boolean;

/**
 * The ids of the main notes of Verovio's `pitchesIds` (one list per note: a chord's notes), in
 * order: note k of a melody is the k-th of them. A note is a grace note when its first id is one
 * (Verovio's `getElementAttr(id).grace` is set).
 */
export function mainNoteIds(pitchesIds: readonly (readonly string[])[], isGrace: IsGraceNote) {
  return pitchesIds.filter((ids) => !(ids.length > 0 && isGrace(ids[0])));
}

/**
 * The melody of Verovio's descriptive features (`toolkit.getDescriptiveFeatures({})`, as object
 * or as JSON text), read from `pitchesChromaticWithDuration`, without the notes `isGrace` names
 * by their id (`pitchesIds`). Null when there are no main notes or the answer is not what
 * Verovio 6 gives (a note spelt otherwise, counts that disagree): a melody is either right or
 * absent, never a guess.
 */
export function melodyFromFeatures(
  features: unknown,
  isGrace: IsGraceNote = () => false,
): Melody | null {
  let value = features;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const {
    pitchesChromaticWithDuration: pitches,
    pitchesChromatic: plain,
    pitchesIds: ids,
  } = value as Record<string, unknown>;
  if (!Array.isArray(pitches) || pitches.length === 0) return null;
  if (Array.isArray(plain) && plain.length !== pitches.length) return null;
  if (Array.isArray(ids) && ids.length !== pitches.length) return null;
  const notes: MelodyNote[] = [];
  for (const [index, entry] of pitches.entries()) {
    const note = typeof entry === 'string' ? parseVerovioPitch(entry) : null;
    if (!note) return null;
    const first: unknown = Array.isArray(ids) && Array.isArray(ids[index]) ? ids[index][0] : null;
    if (typeof first === 'string' && isGrace(first)) continue;
    notes.push(note);
  }
  return notes.length > 0 ? notes : null;
}

/** Separates a token's value from its duration (with rhythm). */
const DURATION_MARK = ':';

const CONTOUR_TOKENS = { up: '+', down: '-', repeat: '=' } as const;

/** What one mode compares of a note, or of a note and the one before it (relative modes). */
function tokenValue(mode: MelodyMode, note: MelodyNote, previous: MelodyNote | undefined): string {
  switch (mode) {
    case 'pitch':
      return String(note.pitch);
    case 'pitch_class':
      return String(((note.pitch % 12) + 12) % 12);
    case 'interval':
      return String(note.pitch - previous!.pitch);
    case 'diatonic':
      return String(note.step - previous!.step);
    case 'contour': {
      const difference = note.pitch - previous!.pitch;
      return difference > 0
        ? CONTOUR_TOKENS.up
        : difference < 0
          ? CONTOUR_TOKENS.down
          : CONTOUR_TOKENS.repeat;
    }
  }
}

/**
 * The melody as one mode sees it, one token a note: a pitch ("60"), a pitch class ("0" … "11"),
 * or for the relative modes what leads to the note from the one before — an interval in
 * semitones ("-2"), in scale steps ("1"), a direction ("+", "-", "="). Relative modes have no
 * token for the first note, unless with `rhythm`: then every token also carries its note's
 * duration ("60:4.", "-2:8"), and a relative mode's first token is the first duration alone
 * (":4."). Two melodies match in a mode exactly when their token sequences are equal; tokens
 * use digits and the signs - + = : . only.
 */
export function melodyTokens(melody: Melody, mode: MelodyMode, rhythm = false): string[] {
  const relative = isRelativeMode(mode);
  return melody.flatMap((note, index) => {
    if (relative && index === 0) return rhythm ? [`${DURATION_MARK}${note.duration}`] : [];
    const value = tokenValue(mode, note, melody[index - 1]);
    return [rhythm ? `${value}${DURATION_MARK}${note.duration}` : value];
  });
}

/**
 * The melody as the database stores it: "pitch,step,duration" per note, space-separated
 * ("60,28,4 62,29,8."); melodyFromText reads it back.
 */
export function melodyToText(melody: Melody): string {
  return melody.map((note) => `${note.pitch},${note.step},${note.duration}`).join(' ');
}

const STORED_NOTE = /^(-?\d+),(-?\d+),(\d\.*)$/;

/** The melody of melodyToText's text; null for an empty or malformed text. */
export function melodyFromText(text: string | null | undefined): Melody | null {
  if (!text) return null;
  const notes: MelodyNote[] = [];
  for (const part of text.split(' ')) {
    const match = STORED_NOTE.exec(part);
    if (!match) return null;
    notes.push({ pitch: Number(match[1]), step: Number(match[2]), duration: match[3] });
  }
  return notes;
}
