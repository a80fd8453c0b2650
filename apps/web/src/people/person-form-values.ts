import {
  hasVowBookEntryContent,
  normalizePersonNames,
  PERSON_SHAPE,
  validatePerson,
  type NAME_SHAPE,
  type SOURCE_SHAPE,
  type SYLLABUS_SHAPE,
  type VOW_BOOK_ENTRY_SHAPE,
} from '@partitura/domain';
import {
  formValues,
  inputValues,
  type FormValues,
  type References,
  type ShapeOf,
  type StoredValues,
} from '../core/editor/record-form';
import type { DomainFieldError } from '../core/forms/domain-resolver';
import {
  authorityIdFieldErrors,
  authorityIdRows,
  authorityIdTexts,
  type AuthorityIdRow,
} from '../core/authority/authority-form';
import type {
  NameInput,
  PersonInput,
  SourceInput,
  SyllabusInput,
  VowBookEntryInput,
} from '../gql/graphql';

/**
 * A person as the editor's form holds it (the domain's PERSON_SHAPE): the vow book entry always
 * there; and its authority identifiers, a row each (saved as `scheme:value`, outside the shape).
 */
export type PersonFormValues = FormValues<typeof PERSON_SHAPE, References> & {
  authority_ids: AuthorityIdRow[];
};
export type NameFormValues = PersonFormValues['names'][number];
export type SyllabusFormValues = PersonFormValues['syllabi'][number];

/** A person as loaded (getPerson); the editor of a new person starts from none. */
export type StoredPerson = StoredValues<typeof PERSON_SHAPE, References> & {
  authority_ids: readonly string[];
};

// The shapes name exactly the fields of the generated inputs: a field added to the SDL fails here.
// (The authority identifiers, a list of texts, are the one field outside the shape.)
const SHAPES_MATCH_INPUTS: [
  ShapeOf<typeof PERSON_SHAPE, Omit<PersonInput, 'authority_ids'>>,
  ShapeOf<typeof NAME_SHAPE, NameInput>,
  ShapeOf<typeof SYLLABUS_SHAPE, SyllabusInput>,
  ShapeOf<typeof VOW_BOOK_ENTRY_SHAPE, VowBookEntryInput>,
  ShapeOf<typeof SOURCE_SHAPE, SourceInput>,
] = [true, true, true, true, true];
void SHAPES_MATCH_INPUTS;

/** The form values of a stored person, or of a new one (one empty primary name). */
export const personFormValues = (person?: StoredPerson): PersonFormValues => ({
  ...formValues(PERSON_SHAPE, person),
  authority_ids: authorityIdRows(person?.authority_ids),
});

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
  const errors = validatePerson({
    ...values,
    names: kept,
    authority_ids: authorityIdTexts(values.authority_ids),
  });
  return authorityIdFieldErrors(toFormNameErrors(errors, formIndexes));
}

/**
 * The PersonInput of a save: every child list given (so it becomes exactly these children), the
 * vow book entry only when it has content (else it is removed), optional texts as null when empty.
 * `formIndexes` maps the sent names back to the form's rows (see toFormNameErrors).
 */
export function personInput(
  values: PersonFormValues,
  record: { id: string | null; version: number | null },
): { input: PersonInput; formIndexes: number[] } {
  const { kept, formIndexes } = keptNames(values.names);
  const input = inputValues(PERSON_SHAPE, { ...values, names: kept });
  return {
    input: {
      ...(record.id ? { id: record.id, version: record.version } : {}),
      ...input,
      vow_book_entry: hasVowBookEntryContent(values.vow_book_entry) ? input.vow_book_entry : null,
      authority_ids: authorityIdTexts(values.authority_ids),
    },
    formIndexes,
  };
}
