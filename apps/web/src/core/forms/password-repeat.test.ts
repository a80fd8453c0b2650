import { describe, expect, it } from 'vitest';
import { newPasswordErrors, PASSWORD_MISMATCH_KEY, passwordsDiffer } from './password-repeat';

describe('repeated new password', () => {
  it('reports a repeat that differs on the repeat field', () => {
    expect(passwordsDiffer('correct horse', 'correct hose', 'password_repeat')).toEqual([
      { field: 'password_repeat', key: PASSWORD_MISMATCH_KEY },
    ]);
  });

  it('reports an empty repeat', () => {
    expect(passwordsDiffer('correct horse', '', 'repeat')).toHaveLength(1);
  });

  it('accepts the same password twice', () => {
    expect(passwordsDiffer('correct horse', 'correct horse', 'repeat')).toEqual([]);
  });
});

describe('new password typed twice', () => {
  it('reports a short password and a differing repeat, each on its field', () => {
    expect(newPasswordErrors({ password: 'short', password_repeat: 'shorter' })).toEqual([
      { field: 'password', key: 'User.error_password_too_short' },
      { field: 'password_repeat', key: PASSWORD_MISMATCH_KEY },
    ]);
  });

  it('accepts a long enough password typed the same twice', () => {
    expect(
      newPasswordErrors({
        password: 'correct horse battery',
        password_repeat: 'correct horse battery',
      }),
    ).toEqual([]);
  });
});
