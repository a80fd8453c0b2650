import { createHash, randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import { mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { alive, processStart } from './data-dir-lock';

/** A stream's bytes, received into a temporary file (not yet kept). */
export type ReceivedBlob = {
  tempPath: string;
  /** SHA-256 of the content, hex: the address it is kept under. */
  hash: string;
  size: number;
  /** The first bytes (at most HEAD_BYTES), to tell the type from the content. */
  head: Buffer;
};

/** More bytes arrived than the limit allows; nothing was kept. */
export class BlobTooLarge extends Error {
  constructor() {
    super('blob too large');
  }
}

/**
 * Where uploaded bytes live, addressed by their content hash. Features use only this type, so an
 * object store can replace the disk later (`path` would then be a local copy for image work).
 */
export type BlobStore = {
  /** Streams into a temporary file, hashing and counting; rejects with BlobTooLarge beyond `maxBytes`. */
  receive(stream: Readable, maxBytes: number): Promise<ReceivedBlob>;
  /** Moves a received file into place under its hash; when that content is stored already, drops it. */
  keep(blob: ReceivedBlob): Promise<void>;
  /** Removes a received file that is not kept (idempotent). */
  discard(blob: Pick<ReceivedBlob, 'tempPath'>): Promise<void>;
  /** Reads stored content, whole or the bytes start..end (inclusive). */
  open(hash: string, range?: { start: number; end: number }): Readable;
  /** The stored content's size, or null when it is not stored. */
  size(hash: string): Promise<number | null>;
  /** A local file with the content (for image processing). */
  path(hash: string): string;
  remove(hash: string): Promise<void>;
  /**
   * Runs `work` while no other work on the same hash runs in this process: keeping a blob and
   * saving its row must not interleave with removing an unused blob of the same content.
   */
  exclusive<T>(hash: string, work: () => Promise<T>): Promise<T>;
};

export const HEAD_BYTES = 4096;

const HASH = /^[0-9a-f]{64}$/;

/**
 * A receiving folder of a process on another machine (a DATA_DIR shared over the network), or of
 * an earlier version, untouched for this long was left by a process that stopped.
 */
const STALE_INCOMING_MS = 24 * 60 * 60 * 1000;

/**
 * This machine and this process's pid namespace, as they stand in a receiving folder's name:
 * its name, the kernel's boot id and the pid namespace — processes in containers that share a
 * host name have pid namespaces of their own, where a pid means another process.
 */
const here = (() => {
  const read = (read: () => string) => {
    try {
      return read().trim();
    } catch {
      return '';
    }
  };
  const boot = read(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'));
  const pids = read(() => readlinkSync('/proc/self/ns/pid'));
  const where = createHash('sha256').update(`${boot}\n${pids}`).digest('hex').slice(0, 12);
  return `${hostname().replace(/[^\w.-]/g, '_')}.${where}`;
})();

/**
 * The name of this process's receiving folder: its machine and pid namespace, pid and the pid's
 * start time (a pid is reused, a pid with its start time is not), then a random part.
 */
function incomingName(): string {
  return `${here}~${process.pid}~${processStart(process.pid) ?? ''}~${randomUUID()}`;
}

/**
 * Whether a receiving folder's process is gone: one of this machine and pid namespace whose pid
 * no longer runs, or runs as another process (its start time differs); one of another machine,
 * container or earlier version, when nothing was written to it for a day.
 */
function abandoned(name: string, path: string): boolean {
  const parts = name.split('~');
  const [where, pid, started] = parts;
  if (parts.length === 4 && where === here) {
    if (!alive(Number(pid))) return true;
    const now = processStart(Number(pid));
    return started !== '' && now !== null && now !== started;
  }
  try {
    return Date.now() - statSync(path).mtimeMs > STALE_INCOMING_MS;
  } catch {
    // Removed meanwhile by another process starting at the same moment.
    return false;
  }
}

/**
 * The disk store: DATA_DIR/files/ab/cd/abcd…, temporary files in DATA_DIR/files/.incoming/<process>.
 * Several processes may share DATA_DIR on PostgreSQL, so each receives into a folder of its own;
 * at start, the folders of processes that are gone (killed while receiving) are removed.
 */
export function createDiskBlobStore(root: string): BlobStore {
  const incomingRoot = join(root, '.incoming');
  mkdirSync(incomingRoot, { recursive: true });
  for (const entry of readdirSync(incomingRoot)) {
    const path = join(incomingRoot, entry);
    if (abandoned(entry, path)) rmSync(path, { recursive: true, force: true });
  }
  const incoming = join(incomingRoot, incomingName());
  mkdirSync(incoming);
  const locks = new Map<string, Promise<unknown>>();

  const pathOf = (hash: string) => {
    if (!HASH.test(hash)) throw new Error('not a content hash');
    return join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
  };

  return {
    async receive(stream, maxBytes) {
      // Made again if it went (another start removes folders idle for a day).
      await mkdir(incoming, { recursive: true });
      const tempPath = join(incoming, randomUUID());
      const digest = createHash('sha256');
      const headChunks: Buffer[] = [];
      let headSize = 0;
      let size = 0;
      const counted = async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > maxBytes) throw new BlobTooLarge();
          digest.update(chunk);
          if (headSize < HEAD_BYTES) {
            headChunks.push(chunk.subarray(0, HEAD_BYTES - headSize));
            headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
          }
          yield chunk;
        }
      };
      try {
        // Written as it arrives: a 2 GB upload costs no more memory than a 2 MB one.
        await pipeline(stream, counted, createWriteStream(tempPath, { flags: 'wx' }));
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      return { tempPath, hash: digest.digest('hex'), size, head: Buffer.concat(headChunks) };
    },
    async keep(blob) {
      const target = pathOf(blob.hash);
      if (await exists(target)) return this.discard(blob);
      await mkdir(join(target, '..'), { recursive: true });
      // Flushed before it becomes visible, so a crash never leaves a truncated blob in place.
      const handle = await open(blob.tempPath, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(blob.tempPath, target);
    },
    async discard(blob) {
      await rm(blob.tempPath, { force: true });
    },
    open(hash, range) {
      return createReadStream(pathOf(hash), range ? { start: range.start, end: range.end } : {});
    },
    async size(hash) {
      try {
        return (await stat(pathOf(hash))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    path: pathOf,
    async remove(hash) {
      try {
        await unlink(pathOf(hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
    exclusive(hash, work) {
      const previous = locks.get(hash) ?? Promise.resolve();
      const next = previous.then(work, work);
      const settled = next.catch(() => undefined);
      locks.set(hash, settled);
      void settled.then(() => {
        if (locks.get(hash) === settled) locks.delete(hash);
      });
      return next;
    },
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
