import { describe, expect, it } from 'vitest';
import { rejectsToken } from './token-rejection';

const unauthenticated = [{ message: 'Not signed in.', extensions: { code: 'UNAUTHENTICATED' } }];

describe('a token the server no longer accepts', () => {
  it('is rejected when a request with the token in use is refused as not signed in', () => {
    expect(rejectsToken(unauthenticated, { Authorization: 'Bearer t1' }, 't1')).toBe(true);
  });

  it('is not rejected by other errors, by a request without it, or after it was replaced', () => {
    const forbidden = [{ message: 'No.', extensions: { code: 'FORBIDDEN' } }];
    expect(rejectsToken(forbidden, { Authorization: 'Bearer t1' }, 't1')).toBe(false);
    expect(rejectsToken(unauthenticated, {}, 't1')).toBe(false);
    expect(rejectsToken(unauthenticated, { Authorization: 'Bearer t1' }, 't2')).toBe(false);
    expect(rejectsToken(unauthenticated, { Authorization: 'Bearer t1' }, '')).toBe(false);
  });
});
