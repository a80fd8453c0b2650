// Latency measurement: one client after another, or several at once.
import { performance } from 'node:perf_hooks';

/** Percentiles (ms) of the latencies, and requests per second over the wall time. */
export function summarize(times, wallMs) {
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return {
    n: sorted.length,
    p50: pct(50),
    p95: pct(95),
    max: sorted.at(-1),
    perSecond: (sorted.length / wallMs) * 1000,
  };
}

/** Runs `fn` `iterations` times one after another, after a short warm-up. */
export async function sequential(iterations, fn) {
  for (let i = 0; i < Math.min(10, iterations); i++) await fn(i);
  const times = [];
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  return summarize(times, performance.now() - start);
}

/**
 * `clients` loops running `fn` at once until `iterations` calls are done in all; `fn` gets the
 * call's number and the client's. Each latency is that of one call under the others' load.
 */
export async function concurrent(clients, iterations, fn) {
  let next = 0;
  const times = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (next < iterations) {
        const i = next++;
        const t = performance.now();
        await fn(i, client);
        times.push(performance.now() - t);
      }
    }),
  );
  return summarize(times, performance.now() - start);
}
