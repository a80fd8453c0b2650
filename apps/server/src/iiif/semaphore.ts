/** Too many waiting: the caller answers 503 rather than queue without bound. */
export class QueueFull extends Error {}

/**
 * Runs at most `limit` tasks at once; the others wait in arrival order, at most `maxWaiting` of
 * them. Renders and pyramid builds go through one each, so many clients queue instead of
 * decoding many images at once (memory stays flat, the CPUs stay busy).
 */
export function semaphore(limit: number, maxWaiting = Infinity) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else if (waiting.length >= maxWaiting) throw new QueueFull();
    // A released slot passes straight to the next waiter (running stays as it is).
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
