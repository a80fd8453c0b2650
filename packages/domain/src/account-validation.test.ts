import { describe, expect, it } from 'vitest';
import {
  isEmailAddress,
  validatePassword,
  validateProfile,
  validateRegistration,
} from './account-validation';
import { PASSWORD_MIN_LENGTH } from './constants';
import { translate } from './messages';

const valid = {
  name: 'Anna Amalia',
  email: 'anna@example.org',
  password: 'a'.repeat(PASSWORD_MIN_LENGTH),
  locale: 'de',
};

describe('registration', () => {
  it('accepts a name, a plausible address, a 10-character password and a known locale', () => {
    expect(validateRegistration(valid)).toEqual([]);
  });

  it('refuses an empty name with User.error_name_empty', () => {
    expect(validateRegistration({ ...valid, name: '  ' })).toEqual([
      { field: 'name', key: 'User.error_name_empty' },
    ]);
  });

  it('refuses an implausible address with User.error_email_invalid', () => {
    for (const email of ['', 'anna', 'anna@', 'anna@example', 'an na@example.org', null]) {
      expect(validateRegistration({ ...valid, email })).toEqual([
        { field: 'email', key: 'User.error_email_invalid' },
      ]);
    }
  });

  it('refuses a password of 9 characters with User.error_password_too_short', () => {
    expect(validateRegistration({ ...valid, password: '123456789' })).toEqual([
      { field: 'password', key: 'User.error_password_too_short' },
    ]);
  });

  it('counts characters, not bytes: ten umlauts are long enough', () => {
    expect(validatePassword('ä'.repeat(10))).toEqual([]);
  });

  it('refuses an unknown locale, but allows none', () => {
    expect(validateRegistration({ ...valid, locale: 'fr' })).toEqual([
      { field: 'locale', key: 'User.error_locale_invalid' },
    ]);
    expect(validateRegistration({ ...valid, locale: null })).toEqual([]);
  });

  it('says the minimum length in both languages', () => {
    expect(translate('User.error_password_too_short', 'en')).toContain('10');
    expect(translate('User.error_password_too_short', 'de')).toContain('10 Zeichen');
  });
});

describe('own profile', () => {
  it('leaves the password alone when none is given', () => {
    expect(validateProfile({ name: 'Anna', password: '' })).toEqual([]);
  });

  it('refuses a short new password and an emptied name', () => {
    expect(validateProfile({ name: '', password: 'short' })).toEqual([
      { field: 'name', key: 'User.error_name_empty' },
      { field: 'password', key: 'User.error_password_too_short' },
    ]);
  });
});

describe('isEmailAddress', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(isEmailAddress(' p.mozart+rism@kloster-einsiedeln.ch ')).toBe(true);
  });
});
