import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded database must be opened by one process only: two would corrupt it. Takes a lock
 * file in DATA_DIR (a stale one left by a crashed process is taken over) and returns its release.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'partitura.lock');
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && alive(pid)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by another Partitura process (pid ${pid}). Stop it first, or choose another DATA_DIR.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
