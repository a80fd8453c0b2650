/**
 * Work that can wait for a quiet moment, done one piece per idle period, in order: each piece is
 * a task of its own, so a screen that defers several (the editor's hidden tabs) never makes one
 * long task of them all (Lighthouse's total blocking time counts every task over 50 ms).
 */
const waiting: Array<() => void> = [];
let scheduled = false;

function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    // The timeout keeps a busy page from postponing the work forever.
    window.requestIdleCallback(runNext, { timeout: 2000 });
  } else {
    setTimeout(runNext, 50);
  }
}

function runNext(): void {
  scheduled = false;
  const task = waiting.shift();
  try {
    task?.();
  } catch (error) {
    // Reported as an uncaught error would be, and the rest of the queue still runs.
    if (typeof reportError === 'function') reportError(error);
    else console.error(error);
  }
  schedule();
}

/** Queues `task` for an idle period of its own; `cancel` takes it out if it has not run. */
export function whenIdle(task: () => void): { cancel: () => void } {
  waiting.push(task);
  schedule();
  return {
    cancel: () => {
      const index = waiting.indexOf(task);
      if (index >= 0) waiting.splice(index, 1);
    },
  };
}
