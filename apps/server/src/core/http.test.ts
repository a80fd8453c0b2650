import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type App } from '../app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db';
import { createLogger } from './logger';

let web: string;
let app: App;
let database: Database;
let url: string;

beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'partitura-web-'));
  await mkdir(join(web, 'assets'));
  await writeFile(join(web, 'index.html'), '<!doctype html><title>Partitura</title>');
  await writeFile(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
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
  it('answers every application route with index.html (history fallback)', async () => {
    for (const path of ['/', '/scores/12/edit', '/catalogs/3?tab=page&pageId=7']) {
      const response = await fetch(url + path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Partitura</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('lets hashed assets be cached for ever', async () => {
    const response = await fetch(`${url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('serves a rebuilt application at once, and survives files removed meanwhile', async () => {
    await rm(join(web, 'assets', 'app-abc123.js'));
    await writeFile(join(web, 'assets', 'app-def456.js'), 'console.log(2)');
    expect((await fetch(`${url}/assets/app-def456.js`)).status).toBe(200);
    const gone = await fetch(`${url}/assets/app-abc123.js`);
    expect(gone.status).not.toBe(200);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('refuses other methods than GET on application paths', async () => {
    expect((await fetch(`${url}/scores/1`, { method: 'DELETE' })).status).toBe(405);
  });
});
