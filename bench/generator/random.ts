/*
 * Seeded randomness for the benchmark's data generator: the same seed and sizes give the same
 * database, so numbers measured on two machines (or before and after a change) are comparable.
 */

/** A seeded generator of numbers in [0, 1) (mulberry32: small, fast, good enough for data). */
export type Random = {
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(values: readonly T[]): T;
  /** One of the values, each as likely as its weight. */
  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (values) => values[int(values.length)],
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let u = next() * total;
      for (const [value, weight] of choices) {
        u -= weight;
        if (u < 0) return value;
      }
      return choices[choices.length - 1][0];
    },
  };
}

/**
 * A Zipf-like distribution over ranks 0 … n-1: rank r is drawn with weight 1 / (r + 1)^s. With
 * s = 1 over 100,000 people the first rank gets about 8 % of all draws (tens of thousands of
 * scores at 1M) and most ranks get one or none — the skew of a real archive, where a few
 * composers fill shelves and most appear once.
 */
export function zipf(n: number, s: number): (random: Random) => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let rank = 0; rank < n; rank++) {
    sum += 1 / Math.pow(rank + 1, s);
    cumulative[rank] = sum;
  }
  return (random) => {
    const u = random.next() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle] < u) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** The numbers 0 … n-1 in a seeded random order (Fisher–Yates). */
export function shuffled(n: number, random: Random): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const swap = order[i];
    order[i] = order[j];
    order[j] = swap;
  }
  return order;
}
