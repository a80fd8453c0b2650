import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds the lock: the process, when it started (null: not known here) and which lock. */
type LockRecord = { pid: number; started: string | null; instance: string };

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sameLock = (a: LockRecord | null, b: LockRecord) =>
  a !== null && a.pid === b.pid && a.started === b.started && a.instance === b.instance;

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or null
 * where there is no /proc. Process ids are reused; a pid together with its start time is not.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name in parentheses, may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[22 - 3] ?? null;
  } catch {
    return null;
  }
}

/** The lock file's record; a plain pid is a lock of an earlier version. Null: no lock file. */
function readLock(file: string): LockRecord | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    if (typeof record.pid === 'number') {
      return {
        pid: record.pid,
        started: typeof record.started === 'string' ? record.started : null,
        instance: String(record.instance ?? ''),
      };
    }
  } catch {
    // not JSON: an earlier version's plain pid, or garbage (pid 0: stale)
  }
  return { pid: Number(text.trim()) || 0, started: null, instance: '' };
}

/**
 * True while the process that wrote the lock still runs. After a crash (kill -9, power loss) the
 * pid may belong to another process by now: where the start time is known, a pid whose start
 * time differs is that other process, and the lock is stale (start times count clock ticks: a
 * pid reused within the holder's first tick would pass for it). Without /proc (or for a lock of
 * an earlier version) a live pid other than ours counts as the holder.
 */
function held(lock: LockRecord): boolean {
  if (!lock.pid || !alive(lock.pid)) return false;
  const started = processStart(lock.pid);
  if (lock.started !== null && started !== null) return started === lock.started;
  return lock.pid !== process.pid;
}

/** DATA_DIR is locked by another running process (`pid`): the message says what to do. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    file: string,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Partitura process (pid ${pid}). Stop it first, or choose another DATA_DIR. (If no such process runs, remove ${file}.)`,
    );
  }
}

/** How long a process waits for another to finish taking over a stale lock, at most. */
const TAKEOVER_WAIT_MS = 2000;
const TAKEOVER_POLL_MS = 10;

/** Waits synchronously (the lock is taken before anything else starts). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes the stale lock `stale` — and only it. Processes starting at once over the same stale
 * lock take turns: each first creates `<lock>.takeover` exclusively, and only its creator reads
 * the lock again and removes it if it is still the stale one. No other process can replace the
 * lock meanwhile (creating it fails while it exists, removing it needs the takeover file), so
 * a lock another process has just taken is never moved, even for a moment. Answers false when
 * another process is taking over (the caller tries again).
 */
function takeAway(file: string, stale: LockRecord, own: LockRecord): boolean {
  const takeover = `${file}.takeover`;
  try {
    writeFileSync(takeover, JSON.stringify(own), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Left by a process that died while taking over (a moment's window): removed, then retried.
    const holder = readLock(takeover);
    if (holder && !held(holder)) rmSync(takeover, { force: true });
    return false;
  }
  try {
    if (sameLock(readLock(file), stale)) rmSync(file, { force: true });
  } finally {
    rmSync(takeover, { force: true });
  }
  return true;
}

/**
 * The embedded database must be opened by one process only: two would corrupt it. Takes a lock
 * file in DATA_DIR (a stale one left by a crashed process is taken over) and returns its release.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'partitura.lock');
  const own: LockRecord = {
    pid: process.pid,
    started: processStart(process.pid),
    instance: randomBytes(8).toString('hex'),
  };
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    try {
      writeFileSync(file, JSON.stringify(own), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error;
    }
    const lock = readLock(file);
    if (lock && held(lock)) throw new DataDirInUse(dataDir, lock.pid, file);
    if (lock && !takeAway(file, lock, own)) pause(TAKEOVER_POLL_MS);
  }
  // Only our own lock is removed: never one another process has taken over meanwhile.
  return () => {
    if (readLock(file)?.instance === own.instance) rmSync(file, { force: true });
  };
}
