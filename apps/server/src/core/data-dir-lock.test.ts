import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the DATA_DIR lock', () => {
  it('refuses a data directory that another running process holds', async () => {
    dir = await mkdtemp(join(tmpdir(), 'partitura-lock-'));
    await writeFile(join(dir, 'partitura.lock'), String(process.ppid)); // a live process that is not us
    expect(() => lockDataDir(dir)).toThrow(/in use by another Partitura process/);
  });

  it('takes over a stale lock of a process that no longer runs, and releases it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'partitura-lock-'));
    await writeFile(join(dir, 'partitura.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'partitura.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'partitura.lock'))).toBe(false);
  });
});
