import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type SmallDisk = { path: string; unmount(): void };

/**
 * A real, small filesystem (tmpfs of `bytes`), for tests of a full disk: ENOSPC as the kernel
 * answers it. Mounting needs root with CAP_SYS_ADMIN (CI has it); elsewhere null, and the test
 * that needs one is skipped, saying so.
 */
export function mountSmallDisk(bytes: number): SmallDisk | null {
  const path = mkdtempSync(join(tmpdir(), 'partitura-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', path], {
      stdio: 'ignore',
    });
  } catch {
    rmSync(path, { recursive: true, force: true });
    return null;
  }
  return {
    path,
    unmount() {
      execFileSync('umount', ['-l', path], { stdio: 'ignore' });
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/** Whether this machine lets the tests mount a small disk (asked once). */
export const canMountSmallDisk = (() => {
  const probe = mountSmallDisk(64 * 1024);
  probe?.unmount();
  return probe !== null;
})();
