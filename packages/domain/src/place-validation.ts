import { validateAuthorityIds } from './authority-ids';
import type { Place } from './person-entities';
import type { Loose } from './records';
import { errorIf, isBlank, type FieldError } from './validation';

/** Checks a place: its name must not be blank; its authority identifiers each by its rule. */
export function validatePlace(input: Loose<Place>): FieldError[] {
  return [
    ...errorIf(isBlank(input.name), 'name', 'Place.error_name_empty'),
    ...validateAuthorityIds(input.authority_ids),
  ];
}
