// The renderings under way, by cache key. The requests that ask for one while it is made share
// it; it goes on while any of them still waits, and one that has not started when they have all
// left is dropped: nothing is rendered for nobody.
import type { IncomingMessage } from 'node:http';
import type { FileHandle } from 'node:fs/promises';
import { clientGone, whenClientLeaves } from '../core/http/client-connection';
import type { DerivativeCache } from './derivative-cache';
import { RenderDropped, RenderRefused, type RenderQueue, type RenderSize } from './render-queue';

export type Opened = { file: FileHandle; size: number };

/** Runs a task in a render slot (dropped, RenderDropped, when everyone left before it started). */
export type InSlot = <T>(task: () => Promise<T>) => Promise<T>;

type Shared = {
  done: Promise<Opened>;
  /** Requests waiting for it now. */
  waiters: number;
  /** Aborted when the last waiter leaves: the render is dropped unless it has started. */
  everyoneLeft: AbortController;
  /** The file `done` answers, opened, goes to one waiter; the others open it from the cache. */
  taken: boolean;
};

export type RenderRequest = {
  /** Its client's connection tells whether anyone still waits for the rendering. */
  req: IncomingMessage;
  /** Whose share the render counts against (the request's client address). */
  client: string;
  size: RenderSize;
  /** Makes the rendering into the cache, its rendering proper through `inSlot`. */
  make(inSlot: InSlot): Promise<Opened>;
};

export function createRenderings(cache: DerivativeCache, queue: RenderQueue) {
  const underWay = new Map<string, Shared>();

  /** Admits the render for the client (or throws RenderRefused at once) and starts it. */
  function start(key: string, { client, size, make }: RenderRequest): Shared {
    const ticket = queue.admit(client, size);
    const everyoneLeft = new AbortController();
    const waiting = { waiters: 0, everyoneLeft, taken: false };
    const done = (async () => {
      try {
        const opened = await make((task) => ticket.run(task, everyoneLeft.signal));
        // Everyone left while it ran: the file is cached, nobody takes it.
        if (waiting.waiters === 0) await opened.file.close();
        return opened;
      } finally {
        ticket.release();
        // (`waiting` becomes the shared rendering itself, below.)
        if (underWay.get(key) === waiting) underWay.delete(key);
      }
    })();
    // A render nobody waits for any more may fail unheard.
    done.catch(() => undefined);
    const shared: Shared = Object.assign(waiting, { done });
    underWay.set(key, shared);
    return shared;
  }

  /** Waits for a shared rendering while the request's client stays; null: open it from the cache. */
  function waitFor(shared: Shared, { req }: RenderRequest): Promise<Opened | null> {
    return new Promise((resolve, reject) => {
      let waiting = true;
      const stop = () => {
        if (!waiting) return false;
        waiting = false;
        shared.waiters--;
        stopWaiting();
        return true;
      };
      function left() {
        if (!stop()) return;
        if (shared.waiters === 0) shared.everyoneLeft.abort();
        reject(new RenderDropped());
      }
      shared.waiters++;
      const stopWaiting = whenClientLeaves(req, left);
      // Gone already (while the image was looked up): it waits for nothing.
      if (clientGone(req)) return left();
      shared.done.then(
        (opened) => {
          if (!stop()) return;
          if (shared.taken) return resolve(null);
          shared.taken = true;
          resolve(opened);
        },
        (error: unknown) => {
          if (stop()) reject(error);
        },
      );
    });
  }

  return {
    /**
     * The rendering's file, opened: from the cache, or made now, once for the requests that ask
     * meanwhile. Throws RenderRefused when the client may not start another render now,
     * RenderDropped when the request's client left before the rendering was done.
     */
    async open(key: string, request: RenderRequest): Promise<Opened> {
      for (let attempt = 0; ; attempt++) {
        const cached = await cache.open(key);
        if (cached) return cached;
        const opened = await waitFor(underWay.get(key) ?? start(key, request), request);
        if (opened) return opened;
        // Another request took the file and the bound evicted it since (a cache smaller than a
        // few renderings): made once more, then given up.
        if (attempt > 0) throw new RenderRefused('busy', 1);
      }
    },
  };
}
