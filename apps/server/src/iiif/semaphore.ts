/**
 * Runs at most `limit` tasks at once; the others wait in arrival order. Pyramid builds go
 * through one, so a batch of uploads does not decode many originals at once (renders wait in
 * render-queue.ts).
 */
export function semaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    // A released slot passes straight to the next waiter (running stays as it is).
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
