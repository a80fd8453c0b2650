import { validateAuthorityIds } from './authority-ids';
import type { Person, Syllabus, VowBookEntry } from './person-entities';
import type { Loose } from './records';
import { validateSource } from './source-validation';
import { errorIf, isBlank, nestErrors, validateList, type FieldError } from './validation';

/** Checks a syllabus: citation, transcription and translation must not be blank. */
export function validateSyllabus(input: Loose<Syllabus>): FieldError[] {
  return [
    ...errorIf(isBlank(input.citation), 'citation', 'Syllabus.error_source_empty'),
    ...errorIf(isBlank(input.transcription), 'transcription', 'Syllabus.error_transcription_empty'),
    ...errorIf(isBlank(input.translation), 'translation', 'Syllabus.error_translation_empty'),
  ];
}

/** Checks a vow book entry: citation and transcription must not be blank. */
export function validateVowBookEntry(input: Loose<VowBookEntry>): FieldError[] {
  return [
    ...errorIf(isBlank(input.citation), 'citation', 'VowBookEntry.error_source_empty'),
    ...errorIf(
      isBlank(input.transcription),
      'transcription',
      'VowBookEntry.error_transcription_empty',
    ),
  ];
}

/** True when any field of a vow book entry has content; only then is it validated. */
export function hasVowBookEntryContent(entry: Loose<VowBookEntry> | null | undefined): boolean {
  return !!entry && (!isBlank(entry.citation) || !isBlank(entry.transcription));
}

/**
 * Checks a person (spec §5). Unnamed non-primary names are ignored. A filled primary name is
 * required: Person.error_name_empty on `names.{i}.name` of the (blank) primary name, or on `names`
 * when no name is primary. Indexes refer to the names as given. If the person is a cleric, each
 * syllabus is validated (`syllabi.{i}.…`); the vow book entry is validated only when it has any
 * content (`vow_book_entry.…`), cleric or not; each source is validated (`sources.{i}.…`).
 */
export function validatePerson(input: Loose<Person>): FieldError[] {
  const names = input.names ?? [];
  const primaryIndex = names.findIndex((name) => name?.primary === true);
  const nameErrors =
    primaryIndex < 0
      ? errorIf(true, 'names', 'Person.error_name_empty')
      : errorIf(
          isBlank(names[primaryIndex]?.name),
          `names.${primaryIndex}.name`,
          'Person.error_name_empty',
        );
  return [
    ...nameErrors,
    ...(input.cleric === true ? validateList('syllabi', input.syllabi, validateSyllabus) : []),
    ...(hasVowBookEntryContent(input.vow_book_entry)
      ? nestErrors('vow_book_entry', validateVowBookEntry(input.vow_book_entry ?? {}))
      : []),
    ...validateList('sources', input.sources, validateSource),
    ...validateAuthorityIds(input.authority_ids),
  ];
}
