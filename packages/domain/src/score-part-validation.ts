import { DEFAULT_VOICE_COUNT, DEFAULT_VOICE_POSITION } from './constants';
import { cleanPae } from './incipit-derived';
import { hasId, type Loose } from './records';
import type {
  Attribution,
  Genre,
  Incipit,
  Part,
  PublicationScore,
  Voice,
} from './catalogue-entities';
import { errorIf, isBlank, isLinked, nestErrors, type FieldError } from './validation';

/**
 * True for the empty genre row an editor keeps (spec §4: removing the last genre leaves one): no
 * id and no name. It is a placeholder, not a genre without name; a save passes over it.
 */
export function isEmptyGenre(
  genre: { id?: string | number | null; name?: string | null } | null | undefined,
): boolean {
  return !hasId(genre) && isBlank(genre?.name);
}

/** Checks a genre: its name must not be blank. */
export function validateGenre(input: Loose<Genre>): FieldError[] {
  return errorIf(isBlank(input.name), 'name', 'Genre.error_name_empty');
}

/** Checks a voice: its scoring (`voice`) must not be blank. */
export function validateVoice(input: Loose<Voice>): FieldError[] {
  return errorIf(isBlank(input.voice), 'voice', 'Voice.error_voice_empty');
}

/**
 * True for the untouched placeholder a voice list keeps (spec §4: removing the last voice leaves
 * one empty voice): no scoring, and count and position blank or at their defaults.
 */
export function isEmptyVoice(voice: Loose<Voice> | null | undefined): boolean {
  if (!voice) return true;
  const countUntouched = isBlank(voice.count) || voice.count === DEFAULT_VOICE_COUNT;
  const positionUntouched = isBlank(voice.position) || voice.position === DEFAULT_VOICE_POSITION;
  return isBlank(voice.voice) && countUntouched && positionUntouched;
}

/** The voices without untouched placeholders (see isEmptyVoice), in their order; for saving. */
export function withoutEmptyVoices<T extends Loose<Voice> | null | undefined>(
  voices: ReadonlyArray<T> | null | undefined,
): T[] {
  return (voices ?? []).filter((voice) => !isEmptyVoice(voice));
}

/**
 * Checks a list of voices (`voices.{i}.voice`), passing over untouched placeholders, so a part or
 * score without any scoring is accepted (the spec's "scoring required" reading is not enforced)
 * while a half-filled voice (a count but no scoring) is refused.
 */
export function validateVoiceList(
  kind: string,
  voices: ReadonlyArray<Loose<Voice> | null> | null | undefined,
): FieldError[] {
  return (voices ?? []).flatMap((voice, index) =>
    isEmptyVoice(voice) ? [] : nestErrors(`${kind}.${index}`, validateVoice(voice ?? {})),
  );
}

/**
 * Checks an attribution: a person with an id (Attribution.error_person_empty on `person`), a
 * function (Attribution.error_function_empty) and a qualifier (Attribution.error_qualifier_empty).
 */
export function validateAttribution(input: Loose<Attribution>): FieldError[] {
  return [
    ...errorIf(!isLinked(input.person), 'person', 'Attribution.error_person_empty'),
    ...errorIf(isBlank(input.function), 'function', 'Attribution.error_function_empty'),
    ...errorIf(isBlank(input.qualifier), 'qualifier', 'Attribution.error_qualifier_empty'),
  ];
}

/**
 * Checks an incipit: its PAE note data must not be blank (Incipit.error_pae_empty). The pae is
 * judged after cleaning, so a header without data counts as blank.
 */
export function validateIncipit(input: Loose<Incipit>): FieldError[] {
  return errorIf(cleanPae(input.pae) === '', 'pae', 'Incipit.error_pae_empty');
}

/**
 * Checks a part: its type is required (Part.error_type_empty); its voices are checked as a voice
 * list (`voices.{j}.voice`, untouched placeholders passed over). At least one voice is not
 * required.
 */
export function validatePart(input: Loose<Part>): FieldError[] {
  return [
    ...errorIf(isBlank(input.type), 'type', 'Part.error_type_empty'),
    ...validateVoiceList('voices', input.voices),
  ];
}

/**
 * Checks a literature reference: a publication with an id (PublicationScore.error_literature_empty
 * on `publication`) and a number that is not blank (PublicationScore.error_number_empty).
 */
export function validatePublicationScore(input: Loose<PublicationScore>): FieldError[] {
  return [
    ...errorIf(
      !isLinked(input.publication),
      'publication',
      'PublicationScore.error_literature_empty',
    ),
    ...errorIf(isBlank(input.number), 'number', 'PublicationScore.error_number_empty'),
  ];
}
