import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows max events per key within the window, then refuses, then allows again once they age out', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 1000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.exceeded('ip:1')).toBe(false);
      limiter.hit('ip:1');
      now += 100;
    }
    expect(limiter.exceeded('ip:1')).toBe(true);
    expect(limiter.exceeded('ip:2')).toBe(false);
    now = 1001; // the first event is now older than the window
    expect(limiter.exceeded('ip:1')).toBe(false);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 1000);
    limiter.hit('email:a');
    expect(limiter.exceeded('email:a')).toBe(true);
    limiter.reset('email:a');
    expect(limiter.exceeded('email:a')).toBe(false);
  });
});
