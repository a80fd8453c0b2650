import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import PQueue from 'p-queue';
import { clientGone, whenClientLeaves } from './client-connection';

/**
 * How many requests run at once, how many may wait, for how long at most, and how many one
 * client may have running and waiting.
 */
export type AdmissionLimits = {
  active: number;
  waiting: number;
  waitMs: number;
  perClient: number;
};

/**
 * Why a request was not let in: every place taken (or the wait ahead too long), its client's
 * share taken, it waited its time out, or its client went away.
 */
export type NotAdmitted = 'full' | 'share' | 'waited_too_long' | 'client_gone';

/** What `admit` answers: the work's answer, or why it never ran. */
export type Admitted<T> = { admitted: true; value: T } | { admitted: false; reason: NotAdmitted };

export type Admission = {
  /**
   * Runs `work` once one of the `active` places is free. Refused at once when `waiting`
   * requests wait already, when the requests ahead would take longer than `waitMs` (`full`),
   * or when its client has `perClient` running and waiting (`share`); one that waited `waitMs`
   * without a place, or whose client went away meanwhile, never runs. Once it runs, nothing
   * stops it here.
   */
  admit<T>(req: IncomingMessage, work: () => Promise<T>): Promise<Admitted<T>>;
  /** Requests running and waiting now (for the metrics). */
  load(): { active: number; waiting: number };
};

/** How much each served request's time moves the running mean of service times. */
const SMOOTHING = 0.2;

/**
 * The server's admission: the database serves a few requests at a time well and many at once
 * badly (PGlite runs one statement at a time; a pool has its connections), so requests beyond
 * `active` wait their turn, and what cannot be served within `waitMs` is refused with 503 and
 * Retry-After instead of timing out later (core/http/http.ts): at once when the requests ahead of it
 * would take longer than that (by the running mean of recent service times), else when it has
 * waited that long. Clients take turns (p-queue's priority: a request ranks behind every other
 * client's request with fewer of its client's requests ahead of it), and none holds more than
 * `perClient` places: one client's flood cannot shut the others out.
 */
export function createAdmission(
  { active, waiting, waitMs, perClient }: AdmissionLimits,
  clientOf: (req: IncomingMessage) => string,
): Admission {
  const queue = new PQueue({ concurrency: active });
  /** Requests running and waiting, by client. */
  const held = new Map<string, number>();
  let serviceMs = 0;
  const served = (ms: number) => {
    serviceMs = serviceMs === 0 ? ms : serviceMs + SMOOTHING * (ms - serviceMs);
  };
  const release = (client: string) => {
    const now = (held.get(client) ?? 1) - 1;
    if (now > 0) held.set(client, now);
    else held.delete(client);
  };
  return {
    async admit(req, work) {
      if (clientGone(req)) return { admitted: false, reason: 'client_gone' };
      const client = clientOf(req);
      const mine = held.get(client) ?? 0;
      if (mine >= perClient) return { admitted: false, reason: 'share' };
      if (queue.pending >= active) {
        if (queue.size >= waiting) return { admitted: false, reason: 'full' };
        if (((queue.size + 1) * serviceMs) / active > waitMs)
          return { admitted: false, reason: 'full' };
      }
      held.set(client, mine + 1);
      const run = async () => {
        const started = performance.now();
        try {
          return await work();
        } finally {
          served(performance.now() - started);
        }
      };
      // A free place and nobody waiting: p-queue starts it within add, so there is no wait to
      // time or to give up when the client leaves (most requests, most of the time).
      if (queue.pending < active && queue.size === 0) {
        try {
          return { admitted: true, value: await queue.add(run, { priority: -mine }) };
        } finally {
          release(client);
        }
      }
      // Aborted only while the request waits: p-queue would otherwise let another start while
      // this one still runs.
      const waited = new AbortController();
      let reason: NotAdmitted = 'waited_too_long';
      const timer = setTimeout(() => waited.abort(), waitMs);
      const left = () => {
        reason = 'client_gone';
        waited.abort();
      };
      const stopWaiting = whenClientLeaves(req, left);
      try {
        const value = await queue.add(
          () => {
            clearTimeout(timer);
            stopWaiting();
            return run();
          },
          { signal: waited.signal, priority: -mine },
        );
        return { admitted: true, value };
      } catch (error) {
        if (waited.signal.aborted && error === waited.signal.reason)
          return { admitted: false, reason };
        throw error;
      } finally {
        clearTimeout(timer);
        stopWaiting();
        release(client);
      }
    },
    load: () => ({ active: queue.pending, waiting: queue.size }),
  };
}
