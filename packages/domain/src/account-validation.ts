import { LOCALES } from './locale';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { errorIf, isBlank, type FieldError } from './validation';

/** Verification links live a day, reset links an hour; both work once. */
export const VERIFICATION_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 60;
/**
 * Rate limits within a window: failed sign-ins per e-mail address and per client address, and
 * requests that send mail. A client address is often shared (a library's network), so it allows more.
 */
export const LOGIN_ATTEMPTS_WINDOW_MINUTES = 15;
export const LOGIN_ATTEMPTS_MAX = 10;
export const LOGIN_ATTEMPTS_PER_IP_MAX = 100;
export const MAIL_REQUESTS_MAX = 5;
export const MAIL_REQUESTS_PER_IP_MAX = 50;

/** A plausible address: something@something.tld without spaces. Only a mail proves more. */
export function isEmailAddress(value: string | null | undefined): boolean {
  const email = value?.trim() ?? '';
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** The password rule: between PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH characters. */
export function validatePassword(
  password: string | null | undefined,
  field = 'password',
): FieldError[] {
  const length = [...(password ?? '')].length;
  return [
    ...errorIf(length < PASSWORD_MIN_LENGTH, field, 'User.error_password_too_short'),
    ...errorIf(length > PASSWORD_MAX_LENGTH, field, 'User.error_password_too_long'),
  ];
}

function validateLocale(locale: string | null | undefined): FieldError[] {
  return errorIf(
    !isBlank(locale) && !(LOCALES as readonly string[]).includes(locale!),
    'locale',
    'User.error_locale_invalid',
  );
}

export type RegistrationInput = {
  name?: string | null;
  email?: string | null;
  password?: string | null;
  locale?: string | null;
};

/** Registration: a name, a plausible e-mail address, a long enough password, a known locale. */
export function validateRegistration(input: RegistrationInput): FieldError[] {
  return [
    ...errorIf(isBlank(input.name), 'name', 'User.error_name_empty'),
    ...errorIf(!isEmailAddress(input.email), 'email', 'User.error_email_invalid'),
    ...validatePassword(input.password),
    ...validateLocale(input.locale),
  ];
}

export type ProfileInput = {
  name?: string | null;
  locale?: string | null;
  password?: string | null;
  current_password?: string | null;
};

/**
 * A signed-in user's own changes: the name may not become empty; a new password follows the
 * password rule (whether the current one is right only the server can tell).
 */
export function validateProfile(input: ProfileInput): FieldError[] {
  return [
    ...errorIf(input.name !== undefined && isBlank(input.name), 'name', 'User.error_name_empty'),
    ...validateLocale(input.locale),
    ...(isBlank(input.password) ? [] : validatePassword(input.password)),
  ];
}
