import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type App } from '../../app';
import { loadConfig } from '../runtime/config';
import { openDatabase, type Database } from '../database/db';
import { createLogger } from '../runtime/logger';

const INDEX =
  '<!doctype html><html><head><meta name="theme-color" content="#fff" /><title>Partitura</title></head><body></body></html>';
const BIG_SCRIPT = 'console.log("a compressible script");\n'.repeat(200);

let web: string;

/** A GET as a browser sends it, its body as it arrives (node:http does not decode it). */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
      request(url + path, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}
let app: App;
let database: Database;
let url: string;

beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'partitura-web-'));
  await mkdir(join(web, 'assets'));
  await writeFile(join(web, 'index.html'), INDEX);
  await writeFile(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As the build leaves them (apps/web/vite-plugins/precompress.ts).
  await writeFile(join(web, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  await writeFile(join(web, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  await writeFile(join(web, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_SCRIPT));
  // As an older build left it: the application page is the server's, never this stale copy.
  await writeFile(join(web, 'index.html.br'), brotliCompressSync(INDEX));
  database = await openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
  });
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  app = createApp({ db: database.db, config, log: createLogger('silent'), webDist: web });
  url = `http://127.0.0.1:${(await app.listen(0, '127.0.0.1')).port}`;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(web, { recursive: true, force: true });
});

describe('serving the web application', () => {
  it('answers every application route with the application page (history fallback)', async () => {
    for (const path of ['/', '/index.html', '/scores/12/edit', '/catalogs/3?tab=page&pageId=7']) {
      const response = await fetch(url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(
        '<script type="application/json" id="site-settings">',
      );
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers a missing file with 404, not with the application page', async () => {
    for (const path of ['/assets/gone-abc123.js', '/favicon.ico', '/.well-known/change-password'])
      expect((await fetch(url + path)).status, path).toBe(404);
  });

  it('answers the unchanged application page with 304 to a browser that holds it', async () => {
    const first = await fetch(`${url}/scores/1`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${url}/collections`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const head = await fetch(`${url}/collections`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('lets hashed assets be cached for ever', async () => {
    const response = await fetch(`${url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the compressed copy the browser accepts, brotli first', async () => {
    const br = await get('/assets/big-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);

    const gzip = await get('/assets/big-abc123.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);

    for (const refused of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/big-abc123.js', refused);
      expect(plain.headers['content-encoding'], refused).toBeUndefined();
      expect(plain.body.toString(), refused).toBe(BIG_SCRIPT);
    }
    // A file without compressed copies is sent as it is, whatever is accepted.
    const small = await get('/assets/app-abc123.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1)');
  });

  it('sends the compressed application page for every route', async () => {
    const plain = (await get('/scores/12/edit')).body.toString();
    expect(plain).toContain('site-settings');
    const page = await get('/scores/12/edit', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['vary']).toBe('Accept, Accept-Encoding');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toBe(plain);
    const gzip = await get('/search', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain);
  });

  it('serves a rebuilt application at once, and survives files removed meanwhile', async () => {
    await rm(join(web, 'assets', 'app-abc123.js'));
    await writeFile(join(web, 'assets', 'app-def456.js'), 'console.log(2)');
    expect((await fetch(`${url}/assets/app-def456.js`)).status).toBe(200);
    const rebuilt = INDEX.replace(
      '</head>',
      '<script src="/assets/app-def456.js"></script></head>',
    );
    await writeFile(join(web, 'index.html'), rebuilt);
    expect(await (await fetch(`${url}/`)).text()).toContain('/assets/app-def456.js');
    const gone = await fetch(`${url}/assets/app-abc123.js`);
    expect(gone.status).not.toBe(200);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('refuses other methods than GET on application paths', async () => {
    expect((await fetch(`${url}/scores/1`, { method: 'DELETE' })).status).toBe(405);
  });
});
