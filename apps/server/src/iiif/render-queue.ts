// Where renders wait for a CPU: tile-sized ones and large ones in slots of their own, so that a
// viewer's tiles never queue behind a large render (nor large ones behind a stream of tiles);
// each client in turn, within its share; and a render whose clients have all left is dropped
// before it starts.
//
// Hand-written rather than on a queue library (pyramid builds wait in p-queue): p-queue and its
// kin order by priority and drop aborted tasks, but know no clients — neither a share per client
// nor taking turns between clients — and their priorities would let a stream of tiles starve
// large renders.

/** A render's weight: tile-sized (a viewer's tiles, thumbnails) or larger. */
export type RenderSize = 'small' | 'large';

/** A render not admitted: its client holds its share already, or too many wait. */
export class RenderRefused extends Error {
  constructor(
    readonly reason: 'share' | 'busy',
    /** When to ask again, in seconds (Retry-After). */
    readonly retryAfter: number,
  ) {
    super(reason === 'share' ? 'Too many renders of this client.' : 'Too many renders waiting.');
  }
}

/** A render dropped before it started: nobody waits for it any more. */
export class RenderDropped extends Error {
  constructor() {
    super('Nobody waits for this render any more.');
  }
}

export type RenderQueueOptions = {
  /** Renders at once (each one libvips thread), by size. */
  slots: Record<RenderSize, number>;
  /** Renders one client may have admitted at once (waiting or running), by size. */
  perClient: Record<RenderSize, number>;
  /** Renders admitted but not yet running, by size: beyond, the queue answers 'busy'. */
  maxQueued: Record<RenderSize, number>;
  /** Retry-After of a refusal, by size (seconds). */
  retryAfter: Record<RenderSize, number>;
};

/**
 * A render admitted for a client. `run` waits for a slot, then runs the task; the render is
 * dropped (RenderDropped) when `signal` aborts before it starts. `release` gives up a place never
 * run (nothing once `run` was called).
 */
export type RenderTicket = {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  release(): void;
};

type Waiting = { start: () => void };

const perSize = <T>(make: () => T): Record<RenderSize, T> => ({ small: make(), large: make() });

export function createRenderQueue(options: RenderQueueOptions) {
  // Made once: a flood is refused thousands of times a second, and each new Error would take a
  // stack trace (measured: a twentieth of the server's time during the flood).
  const refusalsFor = (reason: RenderRefused['reason']) => ({
    small: new RenderRefused(reason, options.retryAfter.small),
    large: new RenderRefused(reason, options.retryAfter.large),
  });
  const refusals = { share: refusalsFor('share'), busy: refusalsFor('busy') };
  const running = perSize(() => 0);
  /** Admitted, not yet running (waiting for their pyramid or a slot). */
  const queued = perSize(() => 0);
  /** Admitted and not yet done, per client. */
  const held = perSize(() => new Map<string, number>());
  /** Waiting for a slot, per client; the client served next is the first (then moves last). */
  const waiting = perSize(() => new Map<string, Waiting[]>());

  /** Starts what may start, the clients taking turns. */
  function pump(size: RenderSize) {
    while (waiting[size].size > 0 && running[size] < options.slots[size]) {
      const clients = waiting[size];
      const [client, jobs] = clients.entries().next().value!;
      const job = jobs.shift()!;
      clients.delete(client);
      if (jobs.length > 0) clients.set(client, jobs);
      job.start();
    }
  }

  function unhold(size: RenderSize, client: string) {
    const count = (held[size].get(client) ?? 1) - 1;
    if (count > 0) held[size].set(client, count);
    else held[size].delete(client);
  }

  /** Admits a render of `client` or throws RenderRefused at once: no waiting for a place. */
  function admit(client: string, size: RenderSize): RenderTicket {
    if ((held[size].get(client) ?? 0) >= options.perClient[size]) throw refusals.share[size];
    if (queued[size] >= options.maxQueued[size]) throw refusals.busy[size];
    held[size].set(client, (held[size].get(client) ?? 0) + 1);
    queued[size]++;
    let state: 'admitted' | 'waiting' | 'running' | 'done' = 'admitted';
    /** Gives up a place that is not running (yet): it counts no more. */
    const leave = () => {
      queued[size]--;
      state = 'done';
      unhold(size, client);
    };
    const release = () => {
      if (state === 'admitted') leave();
    };

    function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (state !== 'admitted') return Promise.reject(new Error('A ticket runs once.'));
      if (signal?.aborted) {
        leave();
        return Promise.reject(new RenderDropped());
      }
      state = 'waiting';
      return new Promise<T>((resolve, reject) => {
        const job: Waiting = {
          start: () => {
            signal?.removeEventListener('abort', drop);
            queued[size]--;
            running[size]++;
            state = 'running';
            Promise.resolve()
              .then(task)
              .then(resolve, reject)
              .finally(() => {
                running[size]--;
                state = 'done';
                unhold(size, client);
                pump(size);
              });
          },
        };
        const drop = () => {
          const jobs = waiting[size].get(client);
          const at = jobs?.indexOf(job) ?? -1;
          if (!jobs || at < 0) return;
          jobs.splice(at, 1);
          if (jobs.length === 0) waiting[size].delete(client);
          leave();
          reject(new RenderDropped());
        };
        signal?.addEventListener('abort', drop, { once: true });
        const jobs = waiting[size].get(client);
        if (jobs) jobs.push(job);
        else waiting[size].set(client, [job]);
        pump(size);
      });
    }

    return { run, release };
  }

  return {
    admit,
    /** Renders running, and admitted but not running yet, by size. */
    get load() {
      return { running: { ...running }, queued: { ...queued } };
    },
  };
}

export type RenderQueue = ReturnType<typeof createRenderQueue>;
