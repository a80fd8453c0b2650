import {
  newGenre,
  newVoice,
  removeGenre,
  removePartVoice,
  removeVoice,
  type Genre,
  type Voice,
} from '@partitura/domain';
import { voiceFormValues, type GenreFormValues, type VoiceFormValues } from '../score-form-values';

type Marked<S> = S & { formIndex: number };

/**
 * Applies a removal rule of spec §4 (written for domain records) to a list of form rows: the rule
 * sees stand-ins that remember their row, so the rows it keeps come back unchanged and anything
 * it adds (the empty row that keeps a list from becoming empty) is turned into form values.
 */
export function removeByRule<F, S extends object, D extends object>(
  rows: readonly F[],
  index: number,
  standIn: () => S,
  rule: (items: Marked<S>[], index: number) => (Marked<S> | D)[],
  fromDomain: (item: D) => F,
): F[] {
  const kept = rule(
    rows.map((_, formIndex) => ({ ...standIn(), formIndex })),
    index,
  );
  return kept.map((item) => ('formIndex' in item ? rows[item.formIndex] : fromDomain(item as D)));
}

/** Removes a genre row; the last one leaves an empty row (removeGenre). */
export function removeGenreRow(rows: GenreFormValues[], index: number): GenreFormValues[] {
  return removeByRule(rows, index, newGenre, removeGenre, (genre: Genre) => ({
    id: null,
    name: genre.name,
  }));
}

/** Removes a voice of the score's scoring; the last one leaves an empty voice (removeVoice). */
export function removeScoreVoiceRow(rows: VoiceFormValues[], index: number): VoiceFormValues[] {
  return removeByRule(rows, index, newVoice, removeVoice, (voice: Voice) => voiceFormValues(voice));
}

/** Removes a voice of a part; the last one leaves an empty voice (removePartVoice). */
export function removePartVoiceRow(rows: VoiceFormValues[], index: number): VoiceFormValues[] {
  return removeByRule(rows, index, newVoice, removePartVoice, (voice: Voice) =>
    voiceFormValues(voice),
  );
}
