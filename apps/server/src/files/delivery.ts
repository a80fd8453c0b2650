import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlobStore } from '../core/storage/blob-store';
import type { Config } from '../core/runtime/config';
import type { CurrentUser } from '../core/graphql/context';
import type { Db } from '../core/database/db';
import type { HttpRoute } from '../core/http/http';
import type { ImageSource } from '../iiif/index';
import { parseId } from '../core/runtime/ids';
import type { RecordDirectory } from '../core/records/records';
import { userMay } from '../core/security/request-session';
import { findFiles, type FileRecord } from './repository';
import { isRasterImage, viewableInline } from './sniff';

/** Where a file's content is read (null for folders). */
export function fileUrls(file: FileRecord) {
  if (file.is_folder) return null;
  return { download: `/file/${file.id}/download`, view: `/file/${file.id}/view` };
}

/**
 * An image's IIIF Image API service: ours (APP_URL/iiif/3/{id}), or the institution's own image
 * server when IIIF_IMAGE_SERVICE_URL names one; null for anything that is not a readable image.
 */
export function imageService(
  file: FileRecord,
  config: Pick<Config, 'appUrl' | 'iiifImageServiceUrl'>,
): string | null {
  if (file.is_folder || !isRasterImage(file.mime) || !file.width || !file.content_hash) return null;
  const template = config.iiifImageServiceUrl ?? `${config.appUrl}/iiif/3/{id}`;
  return template
    .replaceAll('{id}', String(file.id))
    .replaceAll('{hash}', file.content_hash)
    .replaceAll('{filename}', encodeURIComponent(file.filename));
}

export type FileReaderDeps = {
  db: Db;
  records: RecordDirectory;
  /** The signed-in user of a plain GET (bearer token or session cookie). */
  readerOf(req: IncomingMessage): Promise<CurrentUser | null>;
};

/**
 * Who may read a file's content: anyone when a digital copy shows it (the records it digitizes are
 * public), else contributors and administrators only. Folders have no content. A file the request
 * may not read is 'not_found', as an id that names nothing: who may not see a file cannot tell
 * it exists (nor enumerate the private ones).
 */
export async function readableFile(
  deps: FileReaderDeps,
  rawId: string,
  req: IncomingMessage,
): Promise<{ file: FileRecord; visibility: 'public' | 'private' } | 'not_found'> {
  const id = parseId(rawId);
  const [file] = id === null ? [] : await findFiles(deps.db, [id]);
  if (!file || file.is_folder || !file.content_hash) return 'not_found';
  if ((await deps.records.referencesToAny(deps.db, 'File', [file.id])) > 0)
    return { file, visibility: 'public' };
  if (userMay(await deps.readerOf(req), 'contributor')) return { file, visibility: 'private' };
  return 'not_found';
}

/** How long the image server trusts a file's readability without asking again. */
export const IMAGE_SOURCE_TTL_MS = 5_000;
const IMAGE_SOURCES_KEPT = 2_000;

/**
 * What the image server may show for an identifier (a file's id): a stored raster image the
 * request may read, public when a digital copy shows it. A viewer asks for dozens of tiles a
 * second, so an answer is kept for a few seconds per identifier and reader (a file removed from
 * its last digital copy stops being public that much later).
 */
export function imageSources(deps: FileReaderDeps & { blobs: BlobStore }) {
  const kept = new Map<string, { until: number; answer: ImageSource | 'not_found' }>();
  return async (identifier: string, req: IncomingMessage) => {
    const key = `${identifier}\u0000${req.headers.authorization ?? ''}\u0000${req.headers.cookie ?? ''}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit.answer;
    const answer = await imageSource(deps, identifier, req);
    // Only a readable image is kept: a refusal must not outlast the digital copy that opens it.
    if (typeof answer === 'object') {
      if (kept.size >= IMAGE_SOURCES_KEPT) kept.clear();
      kept.set(key, { until: now + IMAGE_SOURCE_TTL_MS, answer });
    }
    return answer;
  };
}

/** The image an identifier names, if the request may read it (see imageSources). */
async function imageSource(
  deps: FileReaderDeps & { blobs: BlobStore },
  identifier: string,
  req: IncomingMessage,
): Promise<ImageSource | 'not_found'> {
  const found = await readableFile(deps, identifier, req);
  if (found === 'not_found') return found;
  const { file, visibility } = found;
  if (!isRasterImage(file.mime) || !file.width || !file.height || !file.content_hash)
    return 'not_found';
  const hash = file.content_hash;
  return { hash, path: deps.blobs.path(hash), width: file.width, height: file.height, visibility };
}

const ROUTE = /^\/file\/([^/]+)\/(download|view)$/;

/**
 * GET /file/{id}/download (always an attachment) and /file/{id}/view (shown in the browser only
 * for types that cannot run script: images, PDF, plain text; anything else as an attachment),
 * both with ranges, the content hash as ETag and long caching.
 */
export function fileDelivery(deps: FileReaderDeps & { blobs: BlobStore }): HttpRoute {
  return async (req, res, path) => {
    const match = ROUTE.exec(path);
    if (!match) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return true;
    }
    const found = await readableFile(deps, match[1], req);
    if (found === 'not_found') {
      notFound(res);
      return true;
    }
    const { file, visibility } = found;
    const inline = match[2] === 'view' && viewableInline(file.mime);
    await sendContent(req, res, deps.blobs, file, { inline, visibility });
    return true;
  };
}

/** The one answer for a file that does not exist or may not be read. */
function notFound(res: ServerResponse) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('Not found');
}

async function sendContent(
  req: IncomingMessage,
  res: ServerResponse,
  blobs: BlobStore,
  file: FileRecord,
  { inline, visibility }: { inline: boolean; visibility: 'public' | 'private' },
) {
  const hash = file.content_hash as string;
  const size = await blobs.size(hash);
  if (size === null) return notFound(res);
  const etag = `"${hash}"`;
  const type = file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime;
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', file.filename),
    ETag: etag,
    // The content of an id never changes (a new version is a new upload), but a file taken out of
    // its last digital copy stops being public: shared caches keep it a day at most.
    'Cache-Control': visibility === 'public' ? 'public, max-age=86400' : 'private, no-cache',
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    // Shown framed by the files screen's preview (same origin only); nothing in it may run.
    'X-Frame-Options': 'SAMEORIGIN',
    'Content-Security-Policy':
      file.mime === 'application/pdf'
        ? "default-src 'none'; frame-ancestors 'self'"
        : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
  };
  if (ifNoneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const ifRange = req.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === etag ? parseRange(req.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` });
    res.end();
    return;
  }
  const status = range ? 206 : 200;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
  headers['Content-Length'] = String(range ? range.end - range.start + 1 : size);
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  const stream = blobs.open(hash, range ?? undefined);
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

/** Whether an If-None-Match header names this ETag (or `*`). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * One byte range of a Range header (`bytes=a-b`, `bytes=a-`, `bytes=-n`), clipped to the size;
 * 'unsatisfiable' when it starts beyond the end; null (send everything) when absent, malformed or
 * asking for several ranges (answering those whole is allowed, RFC 9110 §14.2).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * Content-Disposition with the name in UTF-8 (RFC 6266 filename*) and an ASCII stand-in for old
 * clients; quotes, backslashes and control characters never reach the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
