import { describe, expect, it } from 'vitest';
import { newXsrfToken } from './xsrf';

describe('XSRF tokens', () => {
  it('are 24 random bytes in base64url, never repeated across refills of the pool', () => {
    // 600 tokens: the pool of 256 is refilled twice on the way.
    const tokens = Array.from({ length: 600 }, () => newXsrfToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
