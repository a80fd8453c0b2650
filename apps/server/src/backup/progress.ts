/** Where backup and restore print their progress: one line at a time (the CLIs: stdout). */
export type Report = (line: string) => void;

const COUNT = new Intl.NumberFormat('en');

/** 1234567 → "1,234,567". */
export function count(n: number): string {
  return COUNT.format(n);
}

/** A size as people read it: "812 B", "1.4 MB", "103.2 GB" (powers of 1000, as disks are sold). */
export function bytes(n: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Seconds since `started` (performance.now()), "3.2 s". */
export function since(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/**
 * Reports a line at most every `everyMs` (a long copy says how far it is without a line per
 * file); `force` prints whatever the pace.
 */
export function paced(report: Report, everyMs = 2000) {
  let last = performance.now();
  return (line: () => string, force = false) => {
    const now = performance.now();
    if (!force && now - last < everyMs) return;
    last = now;
    report(line());
  };
}

/**
 * An error as an operator reads it: the system's code for a full disk and the like in words,
 * with the file (or else `place`, the folder being written) it happened at.
 */
export function describeError(error: unknown, place?: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const path = (error as NodeJS.ErrnoException | undefined)?.path ?? place;
  const where = path ? ` (${path})` : '';
  switch (code) {
    case 'ENOSPC':
      return `the disk is full${where}`;
    case 'EDQUOT':
      return `the disk quota is used up${where}`;
    case 'EACCES':
    case 'EPERM':
      return `permission denied${where}`;
    case 'EROFS':
      return `the file system is read-only${where}`;
    case 'EIO':
      return `the disk reported an input/output error${where}`;
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
