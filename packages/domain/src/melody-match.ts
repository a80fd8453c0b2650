import type { Melody, MelodyMode, MelodyOptions } from './melody';
import { NEAR_MIN_NOTES } from './melody-index';

/*
 * Where a query matches a melody (issue 9), for the search's verification and for highlighting:
 * in note indices of the melody, which are the notes of Verovio's rendering (melody.ts).
 *
 * Exact: notes start … start + length - 1 of the melody compare equal to the query's notes in
 * the mode — the same pitches, pitch classes, intervals in semitones or in scale steps (the
 * query transposed), or directions — and with `rhythm` the same durations.
 *
 * Near (distance 1): the query with ONE note changed (to any pitch and duration), missing, or
 * inserted (any pitch and duration) matches exactly. In the pitch modes this is an edit distance
 * of 1 on the mode's tokens; in the relative modes one note touches two intervals, so this is
 * what "one note" means there: a changed note keeps its neighbours' interval to each other, a
 * missing one joins its two intervals into their sum, and in contour mode the changed or
 * inserted note must be one that could take the directions the melody shows.
 */

/** Notes start … start + length - 1 of the melody. */
export type MelodyMatch = { start: number; length: number };

/** How a near match differs from the query: one of its notes changed, missing, or one inserted. */
export type MelodyEdit = 'change' | 'missing' | 'inserted';

/** A match with its distance: 0 exact, 1 near (and then its edit). */
export type NearMelodyMatch = MelodyMatch & { distance: 0 | 1; edit?: MelodyEdit };

type Edit = MelodyEdit;

/** The number a mode compares of a note: its pitch, or for diatonic its scale step. */
function valueOf(mode: MelodyMode): (note: Melody[number]) => number {
  return mode === 'diatonic' ? (note) => note.step : (note) => note.pitch;
}

/**
 * The comparisons of one query with one melody in one mode, on note indices (q in the query,
 * w in the melody): pairs of aligned notes, and relations between consecutive aligned pairs.
 */
class Comparison {
  private readonly q: number[];
  private readonly w: number[];
  readonly m: number;
  readonly n: number;

  constructor(
    private readonly melody: Melody,
    private readonly query: Melody,
    private readonly mode: MelodyMode,
    private readonly rhythm: boolean,
  ) {
    const value = valueOf(mode);
    this.q = query.map(value);
    this.w = melody.map(value);
    this.m = query.length;
    this.n = melody.length;
  }

  /** Query note qi may stand for melody note wi (on its own). */
  note(qi: number, wi: number): boolean {
    if (this.rhythm && this.query[qi].duration !== this.melody[wi].duration) return false;
    if (this.mode === 'pitch') return this.q[qi] === this.w[wi];
    if (this.mode === 'pitch_class') return (this.q[qi] - this.w[wi]) % 12 === 0;
    return true;
  }

  /** Going from query note qa to qb is as going from melody note wa to wb. */
  relation(qa: number, qb: number, wa: number, wb: number): boolean {
    const query = this.q[qb] - this.q[qa];
    const melody = this.w[wb] - this.w[wa];
    if (this.mode === 'interval' || this.mode === 'diatonic') return query === melody;
    if (this.mode === 'contour') return Math.sign(query) === Math.sign(melody);
    return true;
  }

  /**
   * How many of the query's first notes match, aligned from melody note s (at most m; the
   * prefix of a match).
   */
  prefix(s: number): number {
    let p = 0;
    while (
      p < this.m &&
      s + p < this.n &&
      this.note(p, s + p) &&
      (p === 0 || this.relation(p - 1, p, s + p - 1, s + p))
    )
      p++;
    return p;
  }

  /**
   * How many of the query's last notes match, query note i aligned with melody note
   * s + i + shift, the last with s + m - 1 + shift (which must exist).
   */
  suffix(s: number, shift: number): number {
    const last = this.m - 1;
    let k = 0;
    while (k < this.m) {
      const i = last - k;
      const wi = s + i + shift;
      if (wi < s || !this.note(i, wi)) break;
      if (k > 0 && !this.relation(i, i + 1, wi, wi + 1)) break;
      k++;
    }
    return k;
  }

  /**
   * Whether the edit of query note j (for `inserted`: a note inserted before query note j)
   * leaves the notes on both sides of it related as in the melody window starting at s.
   */
  bridge(edit: Edit, s: number, j: number): boolean {
    if (this.mode === 'pitch' || this.mode === 'pitch_class') return true;
    const before = j - 1;
    const after = edit === 'inserted' ? j : j + 1;
    const wBefore = s + j - 1;
    const wAfter = edit === 'missing' ? s + j : s + j + 1;
    if (this.mode !== 'contour' || edit === 'missing') {
      return before < 0 || after >= this.m || this.relation(before, after, wBefore, wAfter);
    }
    // Contour: is there a pitch x for the changed or inserted note that goes from the note
    // before in the direction the melody goes to its note s + j, and on to the note after?
    const mid = this.w[s + j];
    let low = -Infinity;
    let high = Infinity;
    const at = (from: number, direction: number, below: boolean) => {
      // x compared with `from`: direction of (x - from), or of (from - x) when `below`.
      const sign = below ? -direction : direction;
      if (sign > 0) low = Math.max(low, from + 1);
      else if (sign < 0) high = Math.min(high, from - 1);
      else [low, high] = [Math.max(low, from), Math.min(high, from)];
    };
    if (before >= 0) at(this.q[before], Math.sign(mid - this.w[wBefore]), false);
    if (after < this.m) at(this.q[after], Math.sign(this.w[wAfter] - mid), true);
    return low <= high;
  }
}

/**
 * The first exact match of the query in the melody (lowest start), or null; with `atStart` only
 * a match at note 0. Agrees with the search: melodyIndex(melody) contains melodyNeedle(query, …)
 * exactly when this is not null.
 */
export function findMelodyMatch(
  melody: Melody,
  query: Melody,
  mode: MelodyMode,
  options: MelodyOptions = {},
): MelodyMatch | null {
  if (query.length === 0) return null;
  const c = new Comparison(melody, query, mode, options.rhythm ?? false);
  const last = options.atStart ? 0 : c.n - c.m;
  for (let s = 0; s <= last; s++) if (c.prefix(s) === c.m) return { start: s, length: c.m };
  return null;
}

/**
 * The query's first exact match (distance 0), else its first near match (distance 1: see the
 * module comment; the window has the length of the edited query), else null. A query of fewer
 * than NEAR_MIN_NOTES notes has no near matches. With `atStart` the window starts at note 0.
 */
export function nearMelodyMatch(
  melody: Melody,
  query: Melody,
  mode: MelodyMode,
  options: MelodyOptions = {},
): NearMelodyMatch | null {
  const exact = findMelodyMatch(melody, query, mode, options);
  if (exact) return { ...exact, distance: 0 };
  if (query.length < NEAR_MIN_NOTES) return null;
  const c = new Comparison(melody, query, mode, options.rhythm ?? false);
  const { m, n } = c;
  const last = options.atStart ? 0 : n - m + 1;
  for (let s = 0; s <= last; s++) {
    const p = c.prefix(s);
    // A note changed: window of m notes; query note j is free, the notes around it aligned.
    if (s + m <= n) {
      const k = c.suffix(s, 0);
      for (let j = Math.max(0, m - 1 - k); j <= Math.min(p, m - 1); j++)
        if (c.bridge('change', s, j)) return { start: s, length: m, distance: 1, edit: 'change' };
    }
    // A note missing: window of m - 1 notes; query notes after j one place earlier.
    if (s + m - 1 <= n) {
      const k = c.suffix(s, -1);
      for (let j = Math.max(0, m - 1 - k); j <= Math.min(p, m - 1); j++)
        if (c.bridge('missing', s, j))
          return { start: s, length: m - 1, distance: 1, edit: 'missing' };
    }
    // A note inserted before query note j: window of m + 1 notes. Inserted before the first
    // note only counts at the start (anywhere else the query itself matches one note later).
    if (s + m + 1 <= n) {
      const k = c.suffix(s, 1);
      const first = options.atStart ? 0 : 1;
      for (let j = Math.max(first, m - k); j <= Math.min(p, m - 1); j++)
        if (c.bridge('inserted', s, j))
          return { start: s, length: m + 1, distance: 1, edit: 'inserted' };
    }
  }
  return null;
}
