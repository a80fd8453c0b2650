import { validatePassword } from '@partitura/domain';
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

/** The checks of a new password typed twice (PasswordFields): the domain's rule, then the repeat. */
export function newPasswordErrors(values: {
  password: string;
  password_repeat: string;
}): DomainFieldError[] {
  return [
    ...validatePassword(values.password),
    ...passwordsDiffer(values.password, values.password_repeat, 'password_repeat'),
  ];
}
