// The IIIF Image API 3.0 service (level 2) under /iiif/3/: info.json and images drawn from each
// original's pyramid (pyramid.ts), kept in a bounded disk cache (derivative-cache.ts).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { answerOpenPreflight, OPEN_METHODS } from '../core/security/cors';
import type { Logger } from '../core/runtime/logger';
import { createDerivativeCache, derivativeKey } from './derivative-cache';
import { canonicalParams, resolveRendering, type Rendering } from './geometry';
import { CONTEXT, infoDocument, PROFILE_URI } from './info';
import { noSuchImage, parsePath, RequestError, type Format, type ImageParams } from './params';
import { createPyramids, isImageHash, type BuildObserver, type Pyramid } from './pyramid';
import { renderToFile } from './render';
import { createRenderQueue, RenderDropped, RenderRefused } from './render-queue';
import { createRenderings, type InSlot } from './renderings';

export type ImageSource = {
  /** Content hash of the stored original (sha256 hex) — the pyramid and cache key. */
  hash: string;
  /** Absolute path of the original image file on disk (JPEG, PNG, TIFF, WebP, GIF). */
  path: string;
  /** Pixel size of the original as displayed (after its EXIF orientation), known at upload. */
  width: number;
  height: number;
  /** 'public': Cache-Control public, long; 'private': Cache-Control private (signed-in readers only). */
  visibility: 'public' | 'private';
};

/**
 * The image an identifier names, if the request may see it: 'not_found' both for none and for
 * one the request may not see (who may not see an image cannot tell it exists).
 */
export type ResolveImage = (
  identifier: string,
  req: IncomingMessage,
) => Promise<ImageSource | 'not_found'>;

export type ImageServiceOptions = {
  /** Directory for pyramids and derivatives (e.g. DATA_DIR/iiif); created if missing. */
  dir: string;
  /** Upper bound of the derivative cache on disk in bytes; oldest-used files are removed beyond it. */
  cacheMaxBytes: number;
  /** Public base URL of the app (no trailing slash), e.g. http://127.0.0.1:8080 — for info.json ids. */
  baseUrl: string;
  resolve: ResolveImage;
  log: Logger;
  /**
   * Whose share of the renders a request counts against: its client's address as the rest of
   * the server reads it (TRUST_PROXY). Default: the address of the connection.
   */
  clientOf?: (req: IncomingMessage) => string;
  /** Tile-sized renders at once (default: one per CPU, at most 4); large ones half as many. */
  renderSlots?: number;
  /** Told of every pyramid build (the metrics). */
  onPyramidBuild?: BuildObserver;
};

/** Bump when renderings change, so that ETags (and browsers' copies) change with them. */
const RENDER_VERSION = 'r1';
/**
 * Tile-sized renders at once: one per CPU (each a single libvips thread). Large renders have
 * slots of their own, half as many (at least one): while they run, the tiles keep all of theirs.
 */
const RENDER_SLOTS = Math.max(1, Math.min(4, availableParallelism()));
/** A rendering of at most this many pixels is tile-sized: a viewer's tiles, thumbnails. */
export const SMALL_RENDER_AREA = 512 * 512;
/**
 * What one client (address) may have admitted at once, waiting or rendering — a viewer asks six
 * tiles at a time, a few large renders at most —; how many may wait in all (a large render takes
 * up to a couple of seconds: eight are a quarter of a minute); and when to ask again.
 */
const RENDER_QUEUE = {
  perClient: { small: 32, large: 2 },
  maxQueued: { small: 256, large: 8 },
  retryAfter: { small: 1, large: 5 },
};

/** Cached files up to this size are answered from one read, larger ones streamed. */
const READ_WHOLE_BYTES = 256 * 1024;

const MEDIA_TYPES: Record<Format, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
const LINK_PROFILE = `<${PROFILE_URI}>;rel="profile"`;

// A day, not a year: the pixels of an identifier never change, but an image taken out of its
// last digital copy stops being public, and shared caches should not keep it much longer.
const cacheControl = (source: ImageSource, image: boolean) =>
  source.visibility === 'public'
    ? 'public, max-age=86400'
    : `private, max-age=${image ? 86400 : 3600}`;

const etagOf = (...parts: string[]) =>
  `"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 27)}"`;

/** If-None-Match names this ETag (weak or strong) or `*`. */
function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

function sendText(res: ServerResponse, status: number, text: string, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(`${text}\n`);
}

/** What resolve answered can be served: a sha256 hash (it becomes file names) and a size. */
function validSource(source: ImageSource): boolean {
  const size = (value: number) => Number.isSafeInteger(value) && value > 0;
  return isImageHash(source.hash) && size(source.width) && size(source.height);
}

export function createImageService({
  dir,
  cacheMaxBytes,
  baseUrl,
  resolve,
  log,
  clientOf = (req) => req.socket.remoteAddress ?? 'unknown',
  renderSlots = RENDER_SLOTS,
  onPyramidBuild,
}: ImageServiceOptions) {
  // No libvips operation cache: it would keep pyramids open (and a replaced file stale), and
  // grow the memory; one thread per render, the parallelism is the render slots.
  sharp.cache(false);
  sharp.concurrency(1);
  const pyramids = createPyramids(join(dir, 'pyramids'), log, onPyramidBuild);
  const cache = createDerivativeCache(join(dir, 'cache'), cacheMaxBytes, log);
  const queue = createRenderQueue({
    slots: { small: renderSlots, large: Math.max(1, Math.floor(renderSlots / 2)) },
    ...RENDER_QUEUE,
  });
  const renderings = createRenderings(cache, queue);
  const serviceId = (identifier: string) => `${baseUrl}/iiif/3/${encodeURIComponent(identifier)}`;

  async function openPyramid(source: ImageSource, retry: boolean): Promise<Pyramid> {
    if (retry) pyramids.drop(source.hash);
    return pyramids.open(source.hash, source.path);
  }

  /**
   * Makes a rendering into the cache: the pyramid opened (or built) first, outside the render
   * slot; one removed behind the service's back is built again once, in it.
   */
  async function render(source: ImageSource, plan: Rendering, key: string, inSlot: InSlot) {
    let pyramid = await openPyramid(source, false);
    return inSlot(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await cache.write(key, (temp) =>
            renderToFile(temp, pyramid, plan, source.width, source.height),
          );
        } catch (error) {
          if (attempt > 0 || !/missing|No such file/i.test(String(error))) throw error;
          pyramid = await openPyramid(source, true);
        }
      }
    });
  }

  function sendInfo(
    req: IncomingMessage,
    res: ServerResponse,
    source: ImageSource,
    identifier: string,
  ) {
    const body = JSON.stringify(infoDocument(serviceId(identifier), source.width, source.height));
    const jsonLd = /application\/ld\+json/i.test(req.headers.accept ?? '');
    const headers = {
      'Content-Type': jsonLd ? `application/ld+json;profile="${CONTEXT}"` : 'application/json',
      'Cache-Control': cacheControl(source, false),
      ETag: etagOf(RENDER_VERSION, body, String(jsonLd)),
      Link: LINK_PROFILE,
      Vary: 'Accept',
    };
    if (notModified(req, headers.ETag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendImage(
    req: IncomingMessage,
    res: ServerResponse,
    source: ImageSource,
    identifier: string,
    params: ImageParams,
  ) {
    const plan = resolveRendering(params, source.width, source.height);
    const canonical = canonicalParams(plan, source.width, source.height);
    const headers = {
      'Content-Type': MEDIA_TYPES[plan.format],
      'Cache-Control': cacheControl(source, true),
      ETag: etagOf(RENDER_VERSION, source.hash, canonical),
      Link: `${LINK_PROFILE}, <${serviceId(identifier)}/${canonical}>;rel="canonical"`,
    };
    if (notModified(req, headers.ETag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    const key = derivativeKey(source.hash, canonical);
    if (req.method === 'HEAD') {
      // The headers without rendering: the length only of a rendering already made.
      const size = await cache.size(key);
      res.writeHead(200, size === null ? headers : { ...headers, 'Content-Length': size });
      return res.end();
    }
    const { file, size } = await renderings.open(key, {
      req,
      client: clientOf(req),
      size: plan.width * plan.height <= SMALL_RENDER_AREA ? 'small' : 'large',
      make: (inSlot) => render(source, plan, key, inSlot),
    });
    res.writeHead(200, { ...headers, 'Content-Length': size });
    if (size <= READ_WHOLE_BYTES) {
      // One read instead of a stream's several: most answers are tiles of a few kilobytes.
      const body = Buffer.allocUnsafe(size);
      try {
        await file.read(body, 0, size, 0);
      } finally {
        void file.close();
      }
      return res.end(body);
    }
    // A client that goes away ends the stream (and closes the file); nothing to report.
    await pipeline(file.createReadStream(), res).catch(() => res.destroy());
  }

  async function answer(req: IncomingMessage, res: ServerResponse, path: string) {
    // Any origin may read any image (spec §7.1).
    if (req.method === 'OPTIONS') return answerOpenPreflight(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, 'Only GET, HEAD and OPTIONS.', { Allow: OPEN_METHODS });
    const request = parsePath(path);
    if (request.kind === 'base') {
      res.writeHead(303, { Location: `${serviceId(request.identifier)}/info.json` });
      return res.end();
    }
    const source = await resolve(request.identifier, req);
    if (source === 'not_found') throw noSuchImage();
    if (!validSource(source))
      throw new Error(`Image ${request.identifier}: resolve answered no sha256 hash or no size.`);
    if (request.kind === 'info') return sendInfo(req, res, source, request.identifier);
    return sendImage(req, res, source, request.identifier, request.params);
  }

  function fail(res: ServerResponse, error: unknown) {
    // Nobody to answer: the client left while its rendering was made.
    if (res.headersSent || error instanceof RenderDropped) return res.destroy();
    if (error instanceof RequestError) return sendText(res, error.status, error.message);
    if (error instanceof RenderRefused)
      return error.reason === 'share'
        ? sendText(res, 429, 'Too many renders at once from your address; try again.', {
            'Retry-After': String(error.retryAfter),
          })
        : sendText(res, 503, 'Busy, try again.', { 'Retry-After': String(error.retryAfter) });
    log.error({ err: error }, 'IIIF request failed');
    sendText(res, 500, 'Internal error.');
  }

  return {
    /** Handles GET/HEAD/OPTIONS under /iiif/3/…; returns false for any other path (not handled). */
    async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
      if (path !== '/iiif/3' && !path.startsWith('/iiif/3/')) return false;
      // Every answer, errors too: any page may show these images (spec §7.1).
      res.setHeader('Access-Control-Allow-Origin', '*');
      try {
        await answer(req, res, path);
      } catch (error) {
        fail(res, error);
      }
      return true;
    },

    /** Builds the tiled pyramid of an original once (idempotent; concurrent calls share one build). */
    prepare(source: Pick<ImageSource, 'hash' | 'path'>): Promise<void> {
      return pyramids.prepare(source.hash, source.path);
    },

    /** Renders running, and admitted but not running yet, by size (tests, logs). */
    get load() {
      return queue.load;
    },

    /** Removes the pyramid and derivatives of a hash (the original was deleted). */
    async forget(hash: string): Promise<void> {
      // A render under way may still add a file afterwards: the bound evicts it in time.
      await pyramids.remove(hash);
      await cache.removeHash(hash);
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
