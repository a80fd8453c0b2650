import type { Db } from '../database/db';
import type { Logger } from './logger';
/** Work a feature keeps doing beside the requests while the server runs; `stop` ends it. */
export type BackgroundWork = (deps: { db: Db; log: Logger }) => { stop(): Promise<void> };

/**
 * The loop of a background work (FeatureParts.background, core/database/statistics.ts): `step` runs first
 * after `firstMs`, then again after as many milliseconds as it answers (its own pace; a longer
 * wait after a failure it handled). `stopped()` tells a step that the server is stopping (a
 * failure then is no failure); `stop` ends the loop and waits for a running step.
 */
export function repeatedly(
  step: (stopped: () => boolean) => Promise<number>,
  firstMs: number,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = step(() => stopped).then(schedule);
    }, ms);
    timer.unref();
  };
  schedule(firstMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
