import { describe, expect, it, vi } from 'vitest';
import { placeServerErrors } from './server-errors';

type Values = { name: string; email: string };

describe('server errors on a form', () => {
  it('puts field errors under their fields and says nothing more when they say it all', () => {
    const setError = vi.fn();
    const answer = {
      message: 'Not saved.',
      errors: [{ field: 'email', key: 'User.error_email_invalid' }],
    };
    expect(placeServerErrors<Values>(answer, ['name', 'email'], setError)).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'User.error_email_invalid' },
      { shouldFocus: true },
    );
  });

  it('answers the message when an error has no field on this form', () => {
    const setError = vi.fn();
    const answer = {
      message: 'Someone else saved this record.',
      errors: [
        { field: 'name', key: 'User.error_name_empty' },
        { field: 'version', key: 'Record.error_conflict' },
      ],
    };
    expect(placeServerErrors<Values>(answer, ['name', 'email'], setError)).toBe(
      'Someone else saved this record.',
    );
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('answers the message, or the fallback, for a refusal without field errors', () => {
    const setError = vi.fn();
    expect(
      placeServerErrors<Values>({ message: 'Too many attempts.', errors: [] }, [], setError),
    ).toBe('Too many attempts.');
    expect(placeServerErrors<Values>({ message: null, errors: [] }, [], setError, 'Failed.')).toBe(
      'Failed.',
    );
    expect(placeServerErrors<Values>(null, [], setError, 'Failed.')).toBe('Failed.');
  });
});
