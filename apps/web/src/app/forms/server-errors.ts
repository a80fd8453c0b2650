import { GraphQLErrors } from '../graphql/errors';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { DomainFieldError } from './domain-resolver';

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

/** Error codes whose message the server translated for the user (server core/errors.ts). */
const TOLD_CODES = new Set(['BAD_USER_INPUT', 'TIMEOUT', 'FORBIDDEN', 'UNAUTHENTICATED']);

/**
 * What to tell the user when a call failed: the server's own translated message when it refused
 * the request (a text too long, a NUL character, a request that took too long), else that the
 * server could not be reached.
 */
export function failureMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof GraphQLErrors) {
    const told = error.errors.find((one) => TOLD_CODES.has(String(one.extensions?.code)));
    if (told?.message) return told.message;
  }
  return t('common.network_error');
}
