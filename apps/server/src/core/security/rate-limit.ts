/**
 * Counts events per key in a sliding time window, in memory (one process serves everything).
 * Used to slow down password guessing and mail flooding on the authentication mutations.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the key has already used up its events in the window. */
  exceeded(key: string): boolean {
    return this.count(key) >= this.max;
  }

  /** The key's events within the window. */
  count(key: string): number {
    return this.recent(key).length;
  }

  /** Records one event for the key. */
  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune();
  }

  /** Forgets the key (a successful sign-in clears its failures). */
  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((time) => time > since);
  }

  private prune(): void {
    for (const key of [...this.hits.keys()]) {
      const recent = this.recent(key);
      if (recent.length === 0) this.hits.delete(key);
      else this.hits.set(key, recent);
    }
  }
}

/**
 * Lets attempts through while their key's failures (a RateLimiter counting only failures) and
 * the attempts under way stay below the limit; an attempt that would pass it waits for one
 * under way to end, and is refused once the failures alone reach the limit. So only failed
 * attempts count — parallel sign-ins with the right password all get in — and yet parallel
 * guesses cannot pass the limit before the first of them fails: check and entry are one
 * synchronous step. At most `maxWaiting` attempts wait per key; more are refused at once.
 */
export class FailureGate {
  private readonly underWay = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(
    readonly failures: RateLimiter,
    private readonly maxWaiting = failures.max * 2,
  ) {}

  /** True once the attempt may go ahead (then `leave` must follow), false when refused. */
  async enter(key: string): Promise<boolean> {
    for (;;) {
      const failed = this.failures.count(key);
      if (failed >= this.failures.max) return false;
      const busy = this.underWay.get(key) ?? 0;
      if (failed + busy < this.failures.max) {
        this.underWay.set(key, busy + 1);
        return true;
      }
      const queue = this.waiting.get(key) ?? [];
      if (queue.length >= this.maxWaiting) return false;
      this.waiting.set(key, queue);
      await new Promise<void>((resolve) => queue.push(resolve));
    }
  }

  /** Ends an attempt that entered, a failure (counted) or not; those waiting look again. */
  leave(key: string, failed: boolean): void {
    const busy = (this.underWay.get(key) ?? 1) - 1;
    if (busy > 0) this.underWay.set(key, busy);
    else this.underWay.delete(key);
    if (failed) this.failures.hit(key);
    const queue = this.waiting.get(key);
    this.waiting.delete(key);
    for (const wake of queue ?? []) wake();
  }
}
