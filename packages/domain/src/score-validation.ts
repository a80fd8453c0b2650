import type { Loose } from './records';
import type { Score } from './catalogue-entities';
import {
  validateAttribution,
  validateGenre,
  validateIncipit,
  validatePart,
  validatePublicationScore,
  validateVoiceList,
} from './score-part-validation';
import { validateSource } from './source-validation';
import { errorIf, isBlank, isLinked, validateList, type FieldError } from './validation';

/**
 * Checks a score (spec §5): a collection with an id (`collection`), shelfmark and short title
 * not blank, and each catalog entry given by id (Score.error_entry_empty on `entries.{i}`). Its
 * attributions, parts (with their voices), incipits, publications (literature references),
 * sources and genres are validated with errors keyed by kind and index
 * (`attributions.0.person`, `parts.1.voices.0.voice`, `publications.0.number`). Voices are checked
 * as a voice list (untouched placeholders passed over). Not required: any catalog entry, any
 * scoring (the spec's stricter reading).
 */
export function validateScore(input: Loose<Score>): FieldError[] {
  const entryErrors = (input.entries ?? []).flatMap((entry, index) =>
    errorIf(!isLinked(entry), `entries.${index}`, 'Score.error_entry_empty'),
  );
  return [
    ...errorIf(!isLinked(input.collection), 'collection', 'Score.error_collection_empty'),
    ...errorIf(isBlank(input.shelfmark), 'shelfmark', 'Score.error_shelfmark_empty'),
    ...errorIf(isBlank(input.short_title), 'short_title', 'Score.error_short_title_empty'),
    ...entryErrors,
    ...validateList('attributions', input.attributions, validateAttribution),
    ...validateList('parts', input.parts, validatePart),
    ...validateList('incipits', input.incipits, validateIncipit),
    ...validateList('publications', input.publications, validatePublicationScore),
    ...validateList('sources', input.sources, validateSource),
    ...validateList('genres', input.genres, validateGenre),
    ...validateVoiceList('voices', input.voices),
  ];
}
