import type { Translate } from '../core/i18n/translate';

/** Where a melodic search matched an incipit, as a hit carries it (GraphQL MelodyMatch). */
export type MatchedNotes = { start: number; length: number; note_count: number; distance: number };

/**
 * Which notes of the incipit matched, in words, so that the colour of the marked notes is not
 * the only sign of them (WCAG 1.4.1): "Notes 3–7 of 12 match the melody." Notes are counted from
 * 1, as a reader counts them; a near match says that one note differs.
 */
export function matchedNotesText(t: Translate, match: MatchedNotes): string {
  return t(match.distance === 0 ? 'search.melody_notes' : 'search.melody_near_notes', {
    count: match.length,
    first: match.start + 1,
    last: match.start + match.length,
    total: match.note_count,
  });
}
