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

  it('take counts and answers in one step: max takes succeed, the next is refused and not counted', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 1000, () => now);
    expect([limiter.take('k'), limiter.take('k'), limiter.take('k')]).toEqual([true, true, false]);
    expect(limiter.exceeded('k')).toBe(true);
    now = 1001;
    expect(limiter.take('k')).toBe(true);
  });

  it('giveBack returns the latest event of a key only', () => {
    const limiter = new RateLimiter(2, 1000);
    limiter.take('k');
    limiter.take('k');
    limiter.take('other');
    limiter.giveBack('k');
    expect(limiter.exceeded('k')).toBe(false);
    expect(limiter.take('k')).toBe(true);
    expect(limiter.exceeded('k')).toBe(true);
    limiter.giveBack('nobody');
    expect(limiter.take('other')).toBe(true);
    expect(limiter.take('other')).toBe(false);
  });
});
