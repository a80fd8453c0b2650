// Test support of the IIIF tests: generated originals in a temporary directory, a plain HTTP
// server around the service, and pixel comparison.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { clientAddress } from '../core/http/client-address';
import { headerValue } from '../core/graphql/context-factory';
import { createLogger } from '../core/runtime/logger';
import { createImageService, type ImageSource } from './index';

export const BIG = { width: 2000, height: 1500 };

/**
 * 2000×1500: four quadrants of distinct colours (red, green, blue, yellow), each with a gentle
 * gradient, so a crop, a mirror or a rotation shows where it came from.
 */
function quadrants(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  const colours = [
    [220, 40, 40],
    [40, 180, 60],
    [40, 60, 220],
    [230, 210, 40],
  ];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const colour = colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)];
      const shade = Math.round(
        ((x % (width / 2)) / (width / 2)) * 30 - ((y % (height / 2)) / height) * 30,
      );
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.max(0, Math.min(255, colour[c] + shade));
    }
  return pixels;
}

function halfTransparent(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let at = 0; at < pixels.length; at += 4)
    if ((at / 4) % width < width / 2) pixels.set([255, 0, 0, 255], at);
  return pixels;
}

const sha256 = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

export type Fixture = {
  dir: string;
  originals: Record<string, ImageSource>;
  lines: string[];
  service: ReturnType<typeof createImageService>;
  url: string;
  /** The IIIF service's own directory (pyramids, cache). */
  iiifDir: string;
  close(): Promise<void>;
};

/** Writes the test originals: 'big' (PNG), 'small' (JPEG), 'private' (WebP), 'alpha', 'turned'. */
async function writeOriginals(dir: string): Promise<Record<string, ImageSource>> {
  const raw = { raw: { width: BIG.width, height: BIG.height, channels: 3 as const } };
  const files = {
    big: await sharp(quadrants(BIG.width, BIG.height), raw).png().toFile(join(dir, 'big.png')),
    small: await sharp(quadrants(300, 200), { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg({ quality: 95 })
      .toFile(join(dir, 'small.jpg')),
    private: await sharp(quadrants(400, 300), { raw: { width: 400, height: 300, channels: 3 } })
      .webp({ lossless: true })
      .toFile(join(dir, 'private.webp')),
    // Left half opaque red, right half transparent.
    alpha: await sharp(halfTransparent(64, 64), { raw: { width: 64, height: 64, channels: 4 } })
      .png()
      .toFile(join(dir, 'alpha.png')),
    // Stored 300×200 but shown 200×300: EXIF orientation 6 (turned clockwise).
    turned: await sharp(quadrants(300, 200), { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toFile(join(dir, 'turned.jpg')),
  };
  const originals: Record<string, ImageSource> = {};
  for (const [name, info] of Object.entries(files)) {
    const path = join(dir, `${name}.${info.format === 'jpeg' ? 'jpg' : info.format}`);
    const turned = name === 'turned';
    originals[name] = {
      hash: await sha256(path),
      path,
      width: turned ? info.height : info.width,
      height: turned ? info.width : info.height,
      visibility: name === 'private' ? 'private' : 'public',
    };
  }
  return originals;
}

/**
 * A temporary directory of originals and a service over it, behind a server on a free port. The
 * server trusts one proxy hop: a request's X-Forwarded-For names its client.
 */
export async function startFixture(
  cacheMaxBytes = 50 * 1024 * 1024,
  { renderSlots }: { renderSlots?: number } = {},
): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'partitura-iiif-'));
  const originals = await writeOriginals(dir);
  const lines: string[] = [];
  const iiifDir = join(dir, 'iiif');
  const service = createImageService({
    dir: iiifDir,
    cacheMaxBytes,
    baseUrl: 'http://images.example',
    log: createLogger('info', { write: (line: string) => void lines.push(line) }),
    resolve: async (identifier) => originals[identifier] ?? 'not_found',
    clientOf: (req) =>
      clientAddress(headerValue(req.headers['x-forwarded-for']), req.socket.remoteAddress, 1),
    renderSlots,
  });
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    void service.handle(req, res, path).then((handled) => {
      if (handled) return;
      res.writeHead(404);
      res.end('not IIIF');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    dir,
    originals,
    lines,
    service,
    url,
    iiifDir,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The names of the rendered images in the service's cache (no temporary files). */
export async function cachedFiles(iiifDir: string): Promise<string[]> {
  const entries = await readdir(join(iiifDir, 'cache'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => entry.name);
}

export type Pixels = { data: Buffer; width: number; height: number; channels: number };

export async function pixelsOf(image: Buffer | ReturnType<typeof sharp>): Promise<Pixels> {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Mean absolute difference per channel value of two images of the same size and channels. */
export function meanDifference(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height || a.channels !== b.channels)
    throw new Error(
      `${a.width}×${a.height}×${a.channels} is not ${b.width}×${b.height}×${b.channels}`,
    );
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i] - b.data[i]);
  return sum / a.data.length;
}

/** Pulls a rendered image: status, headers and body. */
export async function get(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** A request whose path is sent exactly as written (fetch would resolve `..` and `%2E%2E`). */
export function rawGet(
  url: string,
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    // node:http would also resolve dot segments: the path is set after the URL was read.
    req.path = path;
    req.on('error', reject);
    req.end();
  });
}
