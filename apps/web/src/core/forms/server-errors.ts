import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { DomainFieldError } from './domain-resolver';
// The messages of the keys the server's field errors carry (a form shows them).
import '../i18n/domain-messages';

/** The key the server answers a save based on a stale version with (DESIGN.md). */
export const CONFLICT_KEY = 'Record.error_conflict';

/**
 * Puts the field errors of a refused save under their fields of this form. Answers the message
 * to show above the form — the server's, or `fallback` — when the fields do not say it all (an
 * error on a field this form does not show, or no field error at all); otherwise null.
 */
export function placeServerErrors<T extends FieldValues>(
  answer: { message?: string | null; errors?: readonly DomainFieldError[] } | null | undefined,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  fallback = '',
): string | null {
  const errors = answer?.errors ?? [];
  let placed = 0;
  for (const error of errors) {
    if (!(fields as readonly string[]).includes(error.field)) continue;
    setError(
      error.field as FieldPath<T>,
      { type: 'server', message: error.key },
      { shouldFocus: placed === 0 },
    );
    placed += 1;
  }
  return placed < errors.length || errors.length === 0 ? answer?.message || fallback : null;
}
