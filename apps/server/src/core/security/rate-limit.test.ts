import { describe, expect, it } from 'vitest';
import { FailureGate, RateLimiter } from './rate-limit';

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

describe('FailureGate', () => {
  it('lets attempts through while failures and attempts under way stay below the limit; one more waits', async () => {
    const gate = new FailureGate(new RateLimiter(2, 60_000));
    expect(await gate.enter('k')).toBe(true);
    expect(await gate.enter('k')).toBe(true);
    let third: boolean | null = null;
    const waiting = gate.enter('k').then((entered) => (third = entered));
    await Promise.resolve();
    expect(third).toBe(null);
    // A success counts nothing: the waiting attempt goes ahead.
    gate.leave('k', false);
    expect(await waiting).toBe(true);
    expect(await gate.enter('other')).toBe(true);
  });

  it('refuses those waiting once the failures alone reach the limit', async () => {
    const gate = new FailureGate(new RateLimiter(2, 60_000));
    await gate.enter('k');
    await gate.enter('k');
    const waiting = [gate.enter('k'), gate.enter('k')];
    gate.leave('k', true);
    gate.leave('k', true);
    expect(await Promise.all(waiting)).toEqual([false, false]);
    expect(await gate.enter('k')).toBe(false);
  });

  it('refuses at once when too many wait already', async () => {
    const gate = new FailureGate(new RateLimiter(1, 60_000), 2);
    await gate.enter('k');
    const waiting = [gate.enter('k'), gate.enter('k')];
    expect(await gate.enter('k')).toBe(false);
    gate.leave('k', false);
    expect(await waiting[0]).toBe(true);
  });
});
