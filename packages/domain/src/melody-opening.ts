/*
 * The opening of an incipit: what "find similar" searches with (issue 24). A whole incipit of 28
 * notes finds only itself; its opening finds the other sources of the same piece (concordances),
 * whose incipits go on differently or stop sooner.
 */

/** The opening ends at the first bar line after this many notes… */
export const OPENING_MIN_NOTES = 8;
/** …and after this many notes at the latest. */
export const OPENING_MAX_NOTES = 12;

/** Upper-case letters that are pitches in PAE notes (not in clef, key or time changes). */
const PITCHES = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G']);

/**
 * The opening of a PAE melody: up to the first bar line after OPENING_MIN_NOTES notes, or up to
 * the OPENING_MAX_NOTES-th note (the whole melody when it is shorter). Notes are counted as the
 * melodic search counts them: a chord once, a tied note once, grace notes and rests not at all.
 * Clef, key and time changes inside the code are skipped over, and a group left open by the cut
 * (beaming `{`, fermata or tuplet `(`) is dropped rather than left unclosed.
 */
export function paeOpening(pae: string): string {
  let notes = 0;
  let end = pae.length;
  let graceNext = false;
  let graceGroup = false;
  let chordNext = false;
  let tieNext = false;
  for (let index = 0; index < pae.length; index++) {
    const char = pae[index];
    if (char === '%') {
      // A clef change: %G-2, %C+3.
      index += 3;
    } else if (char === '$') {
      index = afterKeyChange(pae, index);
    } else if (char === '@') {
      // A time change: @3/4, @c, @c/, @6/8 .
      while (index + 1 < pae.length && /[\d/c.]/.test(pae[index + 1])) index++;
    } else if (char === '/') {
      if (notes >= OPENING_MIN_NOTES) {
        end = index;
        break;
      }
    } else if (char === 'g') {
      graceNext = true;
    } else if (char === 'q') {
      if (pae[index + 1] === 'q') {
        graceGroup = true;
        index++;
      } else graceNext = true;
    } else if (char === 'r') {
      graceGroup = false;
    } else if (char === '^') {
      chordNext = true;
    } else if (char === '+') {
      tieNext = true;
    } else if (PITCHES.has(char)) {
      const counted = !(graceNext || graceGroup || chordNext || tieNext);
      [graceNext, chordNext, tieNext] = [false, false, false];
      if (counted && ++notes === OPENING_MAX_NOTES) {
        end = index + 1;
        break;
      }
    }
  }
  // A repeat sign's colon before the bar line (":/", "://") is no bar line without it.
  return withoutOpenGroups(pae.slice(0, end)).replace(/:+$/u, '').trim();
}

/** The order in which a key signature names its flats and its sharps. */
const KEY_ORDER: Record<string, string> = { b: 'BEADGCF', x: 'FCGDAEB', n: 'BEADGCFB' };

/**
 * The index of the last character of a key change ($bBEA, $xFC, $[bBE], $): its accidental,
 * then its letters in a key signature's order, so that the notes after it are not read as part
 * of it ("$bBEGA" is B flat and E flat, then the notes G and A).
 */
function afterKeyChange(pae: string, dollar: number): number {
  let index = dollar;
  if (pae[index + 1] === '[') index++;
  const order = KEY_ORDER[pae[index + 1]];
  if (!order) return pae[index + 1] === ']' ? index + 1 : index;
  index++;
  for (const letter of order) {
    if (pae[index + 1] !== letter) break;
    index++;
  }
  return pae[index + 1] === ']' ? index + 1 : index;
}

/** The code without the `{` and `(` its end left unclosed. */
function withoutOpenGroups(code: string): string {
  const open: number[] = [];
  for (let index = 0; index < code.length; index++) {
    const char = code[index];
    if (char === '{' || char === '(') open.push(index);
    else if ((char === '}' || char === ')') && open.length > 0) open.pop();
  }
  const dropped = new Set(open);
  return [...code].filter((_, index) => !dropped.has(index)).join('');
}
