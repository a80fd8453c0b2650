import { describe, expect, it } from 'vitest';
import { PASSWORD_MISMATCH_KEY, passwordsDiffer } from './password-repeat';

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
