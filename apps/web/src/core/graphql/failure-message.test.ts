import { describe, expect, it } from 'vitest';
import { GraphQLErrors } from './errors';
import { failureMessage } from './failure-message';

const t = (key: string) => `t:${key}`;

describe('failureMessage', () => {
  it('tells the server’s own message when it refused the input or ran out of time', () => {
    for (const code of [
      'BAD_USER_INPUT',
      'TIMEOUT',
      'SERVICE_UNAVAILABLE',
      'TOO_MANY_REQUESTS',
      'INSUFFICIENT_STORAGE',
    ]) {
      const error = new GraphQLErrors([
        {
          message: '“notes” is too long: at most 50000 characters are allowed.',
          extensions: { code },
        },
      ]);
      expect(failureMessage(error, t)).toBe(
        '“notes” is too long: at most 50000 characters are allowed.',
      );
    }
  });

  it('calls anything else a network failure', () => {
    const unexpected = new GraphQLErrors([
      { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(failureMessage(unexpected, t)).toBe('t:common.network_error');
    expect(failureMessage(new TypeError('Failed to fetch'), t)).toBe('t:common.network_error');
  });
});
