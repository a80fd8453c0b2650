import type { DomainFieldError } from './domain-resolver';

/** The interface's own message for a repeated password that differs (no server rule behind it). */
export const PASSWORD_MISMATCH_KEY = 'password.mismatch';

/**
 * A new password is typed twice so a typo does not lock the person out; only the form can tell.
 * Reports a repeat that differs (an empty one included) on `field`, the repeat's field.
 */
export function passwordsDiffer(
  password: string,
  repeat: string,
  field: string,
): DomainFieldError[] {
  return password !== repeat ? [{ field, key: PASSWORD_MISMATCH_KEY }] : [];
}
