import type { Place } from './person-entities';
import type { Loose } from './records';
import { errorIf, isBlank, type FieldError } from './validation';

/** Checks a place: its name must not be blank. */
export function validatePlace(input: Loose<Place>): FieldError[] {
  return errorIf(isBlank(input.name), 'name', 'Place.error_name_empty');
}
