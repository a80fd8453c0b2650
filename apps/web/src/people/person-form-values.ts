import {
  hasVowBookEntryContent,
  newName,
  newPerson,
  newSyllabus,
  newVowBookEntry,
  normalizePersonNames,
  optionalText,
  requiredText,
  validatePerson,
  type Name,
  type Source,
  type Syllabus,
  type VowBookEntry,
} from '@partitura/domain';
import { childId, formText } from '../core/editor/form-text';
import { sourceFormValues, sourceInput, type SourceFormValues } from '../core/editor/source-values';
import type { DomainFieldError } from '../core/forms/domain-resolver';

type WithFormId<T> = Omit<T, 'id'> & { id: string | null };

export type NameFormValues = WithFormId<Name>;
export type SyllabusFormValues = WithFormId<Syllabus>;
export type VowBookFormValues = WithFormId<VowBookEntry>;

/** A person as the editor's form holds it: texts as strings, the vow book entry always there. */
export type PersonFormValues = {
  names: NameFormValues[];
  dates: string;
  cleric: boolean;
  first_mass: string;
  profession: string;
  notes: string;
  vow_book_entry: VowBookFormValues;
  syllabi: SyllabusFormValues[];
  sources: SourceFormValues[];
};

type Stored<T> = Omit<T, 'id'> & { id?: string | null };

/** A person as loaded (getPerson) or as the domain makes a new one (newPerson). */
export type StoredPerson = {
  names: Stored<Name>[];
  dates?: string | null;
  cleric: boolean;
  first_mass?: string | null;
  profession?: string | null;
  notes?: string | null;
  vow_book_entry?: Stored<VowBookEntry> | null;
  syllabi: Stored<Syllabus>[];
  sources: Stored<Source>[];
};

const withFormId = <T extends { id?: string | null }>(child: T) => ({
  ...child,
  id: child.id ?? null,
});

/** The form values of a stored person, or of a new one with the domain's defaults. */
export function personFormValues(person: StoredPerson = newPerson()): PersonFormValues {
  const names = person.names.length > 0 ? person.names : newPerson().names;
  return {
    names: names.map((name) => withFormId({ ...newName(), ...name })),
    dates: formText(person.dates),
    cleric: person.cleric,
    first_mass: formText(person.first_mass),
    profession: formText(person.profession),
    notes: formText(person.notes),
    vow_book_entry: withFormId({ ...newVowBookEntry(), ...person.vow_book_entry }),
    syllabi: person.syllabi.map((syllabus) => withFormId({ ...newSyllabus(), ...syllabus })),
    sources: person.sources.map(sourceFormValues),
  };
}

/**
 * The names a save keeps (spec §5: unnamed non-primary names are dropped, as
 * normalizePersonNames does) and, for each, its index in the form, so errors keyed by the kept
 * list (`names.0.name`) can be shown under the right row.
 */
export function keptNames(names: readonly NameFormValues[]) {
  const kept = normalizePersonNames(names.map((name, formIndex) => ({ ...name, formIndex })));
  return { kept, formIndexes: kept.map((name) => name.formIndex) };
}

/** Re-keys `names.{i}…` errors from the kept names to the rows of the form. */
export function toFormNameErrors(
  errors: readonly DomainFieldError[],
  formIndexes: readonly number[],
): DomainFieldError[] {
  return errors.map((error) => {
    const match = /^names\.(\d+)(\..*)?$/.exec(error.field);
    const formIndex = match ? formIndexes[Number(match[1])] : undefined;
    return formIndex === undefined
      ? error
      : { ...error, field: `names.${formIndex}${match?.[2] ?? ''}` };
  });
}

/** The domain's person rule on the form's values, errors keyed by the form's rows. */
export function validatePersonForm(values: PersonFormValues): DomainFieldError[] {
  const { kept, formIndexes } = keptNames(values.names);
  return toFormNameErrors(validatePerson({ ...values, names: kept }), formIndexes);
}

/**
 * The PersonInput of a save: every child list given (so it becomes exactly these children), the
 * vow book entry only when it has content (else it is removed), optional texts as null when empty.
 * `formIndexes` maps the sent names back to the form's rows (see toFormNameErrors).
 */
export function personInput(
  values: PersonFormValues,
  record: { id: string | null; version: number | null },
) {
  const { kept, formIndexes } = keptNames(values.names);
  const vow = values.vow_book_entry;
  const input = {
    ...(record.id ? { id: record.id, version: record.version } : {}),
    names: kept.map((name) => ({
      ...childId(name.id),
      name: requiredText(name.name),
      primary: name.primary,
    })),
    dates: optionalText(values.dates),
    cleric: values.cleric,
    first_mass: optionalText(values.first_mass),
    profession: optionalText(values.profession),
    notes: optionalText(values.notes),
    vow_book_entry: hasVowBookEntryContent(vow)
      ? {
          ...childId(vow.id),
          citation: requiredText(vow.citation),
          transcription: requiredText(vow.transcription),
        }
      : null,
    syllabi: values.syllabi.map((syllabus) => ({
      ...childId(syllabus.id),
      citation: requiredText(syllabus.citation),
      transcription: requiredText(syllabus.transcription),
      translation: requiredText(syllabus.translation),
    })),
    sources: values.sources.map(sourceInput),
  };
  return { input, formIndexes };
}
