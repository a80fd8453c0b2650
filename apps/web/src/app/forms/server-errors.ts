import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { DomainFieldError } from './domain-resolver';

/** The key the server answers a save based on a stale version with (DESIGN.md). */
export const CONFLICT_KEY = 'Record.error_conflict';

/**
 * Puts the server's field errors under their fields. Returns what could not be placed on a field
 * of this form (a conflict, or a field the form does not show), for a message above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: readonly DomainFieldError[],
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): DomainFieldError[] {
  const unplaced: DomainFieldError[] = [];
  let focused = false;
  for (const error of errors) {
    if ((fields as readonly string[]).includes(error.field)) {
      setError(
        error.field as FieldPath<T>,
        { type: 'server', message: error.key },
        { shouldFocus: !focused },
      );
      focused = true;
    } else {
      unplaced.push(error);
    }
  }
  return unplaced;
}
