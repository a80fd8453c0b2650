// The tiled pyramid of an original: one TIFF per content hash whose pages are the image at full,
// half, quarter … resolution, cut into 256-pixel JPEG tiles. A render reads only the tiles of
// the level it needs (a tile at scale factor 16 decodes a few 256-pixel tiles, not the original).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import PQueue from 'p-queue';
import type { Logger } from '../core/runtime/logger';
import { TILE_SIZE } from './info';

/** Sharp's default bound on an original's pixels (about 16,383²); bombs are refused. */
export const MAX_INPUT_PIXELS = 268_402_689;

// JPEG tiles at quality 89: libvips stops subsampling chroma from 90 on, which made a 50 MP
// scan's pyramid 70 MB instead of 25 MB and its build twice as slow, for no visible gain.
const TIFF_OPTIONS = {
  tile: true,
  pyramid: true,
  tileWidth: TILE_SIZE,
  tileHeight: TILE_SIZE,
  compression: 'jpeg',
  quality: 89,
} as const;

/** Level 0 is the full image, level k is it shrunk k times by half (sharp's `page: k`). */
export type Pyramid = { path: string; levels: { width: number; height: number }[] };

/**
 * Pyramids whose levels are remembered (a few numbers each), and originals that failed to build,
 * at most this many each, the least recently used dropped.
 */
const KNOWN_MAX = 1000;

/** A content hash as the service takes it (sha256, lowercase hex): safe as a file name. */
export const isImageHash = (hash: string) => /^[0-9a-f]{64}$/.test(hash);

/** The pyramid's file; a hash that is not sha256 hex never becomes a path. */
export function pyramidPath(root: string, hash: string): string {
  if (!isImageHash(hash)) throw new Error('An image hash must be 64 lowercase hex digits.');
  return join(root, hash.slice(0, 2), `${hash}.tif`);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Removes temporary files a crashed build left behind (only one process uses DATA_DIR). */
async function sweepTemporaries(root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  for (const prefix of await readdir(root)) {
    const folder = join(root, prefix);
    const names = await readdir(folder).catch(() => []);
    for (const name of names)
      if (name.endsWith('.tmp')) await rm(join(folder, name), { force: true });
  }
}

/** How long an original that failed to build is not tried again. */
const FAILED_RETRY_MS = 10 * 60 * 1000;

/** Told of every pyramid build that ran: how it ended and how long it took (the metrics). */
export type BuildObserver = (outcome: 'built' | 'failed', seconds: number) => void;

export function createPyramids(root: string, log: Logger, observe: BuildObserver = () => {}) {
  const ready = sweepTemporaries(root);
  const builds = new Map<string, Promise<void>>();
  const known = new LRUCache<string, Pyramid>({ max: KNOWN_MAX });
  // An original that cannot be read (truncated, too large) is not decoded again for a while:
  // every tile of it would queue a full decode on the one build slot.
  const failed = new LRUCache<string, { error: unknown }>({
    max: KNOWN_MAX,
    ttl: FAILED_RETRY_MS,
  });
  // One build at a time: a batch of uploads must not decode many originals at once.
  const builder = new PQueue({ concurrency: 1 });

  async function build(hash: string, original: string): Promise<void> {
    await ready;
    const target = pyramidPath(root, hash);
    if (await exists(target)) return;
    await mkdir(dirname(target), { recursive: true });
    // Written aside and renamed: a crash leaves no half pyramid under the real name.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const started = performance.now();
    try {
      await builder.add(() =>
        sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .autoOrient()
          // The tiles are JPEG: transparency is shown on white, every image as 8-bit sRGB.
          .flatten({ background: '#ffffff' })
          .toColourspace('srgb')
          .tiff(TIFF_OPTIONS)
          .timeout({ seconds: 300 })
          .toFile(temp),
      );
      await rename(temp, target);
      log.info({ hash, ms: Math.round(performance.now() - started) }, 'IIIF pyramid built');
      observe('built', (performance.now() - started) / 1000);
    } catch (error) {
      observe('failed', (performance.now() - started) / 1000);
      await rm(temp, { force: true });
      throw error;
    }
  }

  /** Builds the pyramid unless it exists; concurrent calls for one hash share one build. */
  function prepare(hash: string, original: string): Promise<void> {
    const failure = failed.get(hash);
    if (failure) return Promise.reject(failure.error);
    let pending = builds.get(hash);
    if (!pending) {
      pending = build(hash, original)
        .catch((error: unknown) => {
          failed.set(hash, { error });
          throw error;
        })
        .finally(() => builds.delete(hash));
      builds.set(hash, pending);
    }
    return pending;
  }

  async function readLevels(path: string): Promise<Pyramid['levels']> {
    const { pages = 1 } = await sharp(path).metadata();
    const levels = [];
    for (let page = 0; page < pages; page++) {
      const { width, height } = await sharp(path, { page }).metadata();
      levels.push({ width, height });
    }
    return levels;
  }

  /** The pyramid of an original, built first when there is none yet. */
  async function open(hash: string, original: string): Promise<Pyramid> {
    const remembered = known.get(hash);
    if (remembered) return remembered;
    await prepare(hash, original);
    const path = pyramidPath(root, hash);
    const pyramid = { path, levels: await readLevels(path) };
    known.set(hash, pyramid);
    return pyramid;
  }

  /** Forgets what is remembered of a pyramid (its file vanished, or the original was deleted). */
  function drop(hash: string): void {
    known.delete(hash);
  }

  /** Removes the pyramid, after a build of it under way has finished. */
  async function remove(hash: string): Promise<void> {
    const path = pyramidPath(root, hash);
    failed.delete(hash);
    await builds.get(hash)?.catch(() => undefined);
    known.delete(hash);
    await rm(path, { force: true });
  }

  return { prepare, open, drop, remove, ready };
}

export type Pyramids = ReturnType<typeof createPyramids>;
