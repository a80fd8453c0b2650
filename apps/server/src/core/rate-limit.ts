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
    return this.recent(key).length >= this.max;
  }

  /** Records one event for the key. */
  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune();
  }

  /**
   * Records one event for the key if it has events left, and answers whether it had. Check and
   * record are one synchronous step, so parallel requests cannot all pass the check before any
   * of them is counted. A refused event is not recorded.
   */
  take(key: string): boolean {
    if (this.exceeded(key)) return false;
    this.hit(key);
    return true;
  }

  /** Gives back the key's latest event (an attempt that turned out not to count). */
  giveBack(key: string): void {
    const recent = this.hits.get(key);
    recent?.pop();
    if (recent?.length === 0) this.hits.delete(key);
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
