import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import PQueue from 'p-queue';

/** How many requests run at once, how many may wait, and for how long at most. */
export type AdmissionLimits = { active: number; waiting: number; waitMs: number };

/** Why a request was not let in: every place taken, or it waited its time out. */
export type NotAdmitted = 'full' | 'waited_too_long' | 'client_gone';

/** What `admit` answers: the work's answer, or why it never ran. */
export type Admitted<T> = { admitted: true; value: T } | { admitted: false; reason: NotAdmitted };

export type Admission = {
  /**
   * Runs `work` once one of the `active` places is free. Refused at once (`full`) when
   * `waiting` requests wait already; one that waited `waitMs` without a place, or whose client
   * went away meanwhile, never runs. Once it runs, nothing stops it here.
   */
  admit<T>(res: ServerResponse, work: () => Promise<T>): Promise<Admitted<T>>;
  /** Requests running and waiting now (for the metrics). */
  load(): { active: number; waiting: number };
};

/** How much each served request's time moves the running mean of service times. */
const SMOOTHING = 0.2;

/**
 * The server's admission: the database serves a few requests at a time well and many at once
 * badly (PGlite runs one statement at a time; a pool has its connections), so requests beyond
 * `active` wait their turn in arrival order, and what cannot be served within `waitMs` is
 * refused with 503 and Retry-After instead of timing out later (core/http.ts): at once when the
 * requests ahead of it would take longer than that (by the running mean of recent service
 * times), else when it has waited that long.
 */
export function createAdmission({ active, waiting, waitMs }: AdmissionLimits): Admission {
  const queue = new PQueue({ concurrency: active });
  let serviceMs = 0;
  const served = (ms: number) => {
    serviceMs = serviceMs === 0 ? ms : serviceMs + SMOOTHING * (ms - serviceMs);
  };
  return {
    async admit(res, work) {
      if (queue.pending >= active) {
        if (queue.size >= waiting) return { admitted: false, reason: 'full' };
        if (((queue.size + 1) * serviceMs) / active > waitMs)
          return { admitted: false, reason: 'full' };
      }
      // Aborted only while the request waits: p-queue would otherwise let another start while
      // this one still runs.
      const waited = new AbortController();
      let reason: NotAdmitted = 'waited_too_long';
      const timer = setTimeout(() => waited.abort(), waitMs);
      const gone = () => {
        reason = 'client_gone';
        waited.abort();
      };
      res.once('close', gone);
      try {
        const value = await queue.add(
          async () => {
            clearTimeout(timer);
            res.off('close', gone);
            const started = performance.now();
            try {
              return await work();
            } finally {
              served(performance.now() - started);
            }
          },
          { signal: waited.signal },
        );
        return { admitted: true, value };
      } catch (error) {
        if (waited.signal.aborted && error === waited.signal.reason)
          return { admitted: false, reason };
        throw error;
      } finally {
        clearTimeout(timer);
        res.off('close', gone);
      }
    },
    load: () => ({ active: queue.pending, waiting: queue.size }),
  };
}
