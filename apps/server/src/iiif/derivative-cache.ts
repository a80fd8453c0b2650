// Rendered images on disk, `{root}/{hash[0..2]}/{hash}/{canonical params}`, bounded in bytes: the
// least recently used files are removed beyond the bound. What is there, with its size and in
// order of use, is kept in memory (read from the directory once at start), so a request never
// scans the directory.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import {
  open as openFile,
  mkdir,
  readdir,
  rename,
  rm,
  stat,
  type FileHandle,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../core/runtime/logger';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The cache key of a rendering: the folder of its hash and its canonical parameters. */
export function derivativeKey(hash: string, canonical: string): string {
  // '_' appears in no parameter: the canonical form's slashes become it in a file name.
  return `${hash.slice(0, 2)}/${hash}/${canonical.replaceAll('/', '_')}`;
}

const hashFolder = (hash: string) => `${hash.slice(0, 2)}/${hash}/`;

export function createDerivativeCache(root: string, maxBytes: number, log: Logger) {
  const removeFile = (key: string) => {
    // At once (one unlink): a later write of the same key must not lose its file to it. A
    // reader that has the file open keeps reading it.
    try {
      rmSync(join(root, key), { force: true });
    } catch (error) {
      log.warn({ err: error }, 'IIIF cache file not removed');
    }
  };
  /** Key → bytes, bounded by their sum: the least recently used file is removed beyond it. */
  const entries = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (size) => Math.max(size, 1),
    dispose: (_size, key, reason) => {
      if (reason === 'evict') removeFile(key);
    },
  });

  /** Lists a file (as the most recently used); one larger than the whole bound is removed. */
  function list(key: string, size: number) {
    if (Math.max(size, 1) > maxBytes) {
      entries.delete(key);
      removeFile(key);
    } else entries.set(key, size);
  }

  /** Lists the files already there, oldest use first; removes what a crash left half written. */
  async function scan(): Promise<void> {
    await mkdir(root, { recursive: true });
    const found: { key: string; size: number; used: number }[] = [];
    for (const prefix of await readdir(root)) {
      for (const hash of await readdir(join(root, prefix)).catch(() => [])) {
        const folder = `${prefix}/${hash}`;
        for (const name of await readdir(join(root, folder)).catch(() => [])) {
          const key = `${folder}/${name}`;
          if (name.endsWith('.tmp')) {
            await rm(join(root, key), { force: true });
            continue;
          }
          const info = await stat(join(root, key)).catch(() => null);
          if (info?.isFile())
            found.push({ key, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) });
        }
      }
    }
    found.sort((a, b) => a.used - b.used);
    for (const { key, size } of found) list(key, size);
  }

  const ready = scan();

  return {
    ready,

    /** The cached file, opened (an eviction after this does not disturb the reader), or null. */
    async open(key: string): Promise<{ file: FileHandle; size: number } | null> {
      await ready;
      // Files are never rewritten in place: the size listed is the file's. Asked so, it is
      // used now: the last to be evicted.
      const size = entries.get(key);
      if (size === undefined) return null;
      let file: FileHandle;
      try {
        file = await openFile(join(root, key), 'r');
      } catch (error) {
        if (!isMissing(error)) throw error;
        entries.delete(key);
        return null;
      }
      return { file, size };
    },

    /** The size of a cached file, or null: what a HEAD request may tell without rendering. */
    async size(key: string): Promise<number | null> {
      await ready;
      return entries.peek(key) ?? null;
    },

    /**
     * Writes a file through `produce` (given a temporary path to write to) and
     * renames it into place, so a reader never sees half a file; then evicts beyond the bound.
     * Answers the file opened before the eviction could remove it.
     */
    async write(key: string, produce: (temp: string) => Promise<unknown>) {
      await ready;
      const target = join(root, key);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await produce(temp);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      const file = await openFile(target, 'r');
      const { size } = await file.stat();
      list(key, size);
      return { file, size };
    },

    /** Removes every derivative of a hash. */
    async removeHash(hash: string): Promise<void> {
      await ready;
      const prefix = hashFolder(hash);
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
      await rm(join(root, prefix), { recursive: true, force: true });
    },

    /** Bytes listed (tests, logs). */
    get totalBytes() {
      return entries.calculatedSize;
    },
  };
}

export type DerivativeCache = ReturnType<typeof createDerivativeCache>;
