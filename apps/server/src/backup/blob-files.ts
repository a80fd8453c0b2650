import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Stored files copied at once, by a backup and a restore (each flushed before it counts). */
export const COPIES_AT_ONCE = 4;

/*
 * Stored files as the blob store lays them out (core/storage/blob-store.ts): ab/cd/abcd… under a root,
 * named by the SHA-256 of their content. A backup's files/ folder has the same layout.
 */

const HASH = /^[0-9a-f]{64}$/;
const PART = /^[0-9a-f]{2}$/;

export const isContentHash = (name: string) => HASH.test(name);

export function blobPath(root: string, hash: string): string {
  return join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
}

async function sortedEntries(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every stored file's hash under `root`, ascending (temporary files and other names left out). */
export async function* walkBlobs(root: string): AsyncGenerator<string> {
  for (const first of await sortedEntries(root)) {
    if (!PART.test(first)) continue;
    for (const second of await sortedEntries(join(root, first))) {
      if (!PART.test(second)) continue;
      for (const name of await sortedEntries(join(root, first, second)))
        if (HASH.test(name) && name.startsWith(first + second)) yield name;
    }
  }
}

/** Whether any stored file lies under `root`. */
export async function hasBlobs(root: string): Promise<boolean> {
  for await (const _ of walkBlobs(root)) return true;
  return false;
}

/** Flushes a folder's entries (a file renamed into it) to the disk. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export type CopyOutcome =
  | { outcome: 'copied'; size: number }
  | { outcome: 'missing' }
  | { outcome: 'damaged'; actual: string };

/**
 * Copies the stored file `hash` from the root `from` to the root `to`, verifying its SHA-256 as
 * it streams: written to a temporary file in `tempDir` (on `to`'s disk), flushed, then renamed
 * into place, so a file in place is always whole and right. A source that is gone is `missing`,
 * one whose content no longer matches its name `damaged` (nothing is kept of either). The
 * folders renamed into are added to `touched`, to be flushed before the copy counts as done.
 */
export async function copyBlob(
  hash: string,
  from: string,
  to: string,
  tempDir: string,
  touched: Set<string>,
): Promise<CopyOutcome> {
  const temp = join(tempDir, randomUUID());
  const digest = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      digest.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const source = blobPath(from, hash);
  const target = blobPath(to, hash);
  try {
    try {
      await pipeline(createReadStream(source), hashing, createWriteStream(temp, { flags: 'wx' }));
    } catch (error) {
      const { code, path } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT' && path === source) return { outcome: 'missing' };
      throw error;
    }
    const actual = digest.digest('hex');
    if (actual !== hash) return { outcome: 'damaged', actual };
    const handle = await open(temp, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await mkdir(dirname(target), { recursive: true });
    await rename(temp, target);
    touched.add(dirname(target));
    touched.add(dirname(dirname(target)));
    touched.add(to);
    return { outcome: 'copied', size };
  } finally {
    await rm(temp, { force: true });
  }
}

/** Runs `work` on each item, `limit` at a time (fsync's wait overlaps with the next reads). */
export async function eachLimited<T>(
  items: AsyncIterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const running = new Set<Promise<void>>();
  const failures: unknown[] = [];
  for await (const item of items) {
    if (failures.length > 0) break;
    const task: Promise<void> = work(item).then(
      () => {
        running.delete(task);
      },
      (error: unknown) => {
        running.delete(task);
        failures.push(error);
      },
    );
    running.add(task);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
  if (failures.length > 0) throw failures[0];
}
