import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './core/runtime/config';
import { createLogger } from './core/runtime/logger';
import { collections, users } from './db/schema/index';
import { DEMO_COLLECTIONS } from './seed/demo';
import { prepareDatabase } from './startup';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function configFor(env: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'partitura-start-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env });
}

/** Creating a PGlite database runs initdb (and seeding loads the archive): seconds, and far more on a busy machine. */
const CREATES_A_DATABASE = { timeout: 180_000 };

// Start-up always runs on the embedded database here: that is what `npm start` does by default.
describe('start-up on the embedded database', () => {
  it(
    'loads demonstration data on the first start only (SEED=demo, the default)',
    CREATES_A_DATABASE,
    async () => {
      const config = await configFor({});
      const log = createLogger('silent');
      const first = await prepareDatabase(config, log);
      expect(await first.db.$count(collections)).toBe(DEMO_COLLECTIONS.length);
      await first.db.insert(collections).values({ name: 'Added by a librarian', prefix: 'X' });
      await first.close();
      // Seeding again would duplicate the demonstration collections; the librarian's stays.
      const second = await prepareDatabase(config, log);
      expect(await second.db.$count(collections)).toBe(DEMO_COLLECTIONS.length + 1);
      await second.close();
    },
  );

  it(
    'starts empty with SEED=none and ensures the configured administrator',
    CREATES_A_DATABASE,
    async () => {
      const config = await configFor({
        SEED: 'none',
        ADMIN_EMAIL: 'root@partitura.test',
        ADMIN_PASSWORD: 'long-password-1',
      });
      const database = await prepareDatabase(config, createLogger('silent'));
      expect(await database.db.$count(collections)).toBe(0);
      const admins = await database.db
        .select({ email: users.email, status: users.status })
        .from(users);
      expect(admins).toEqual([{ email: 'root@partitura.test', status: 'active' }]);
      await database.close();
    },
  );
});

describe('configuration', () => {
  it('refuses values that cannot work, with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres:\/\//);
    expect(() => loadConfig({ SEED: 'lots' })).toThrow(/SEED/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.c' })).toThrow(/together/);
  });

  it('has a safe default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      seed: 'demo',
      smtpUrl: null,
      logLevel: 'info',
      webDist: null,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(loadConfig({ WEB_DIST: 'build/web' }).webDist).toBe(resolve('build/web'));
  });

  it("allows APP_URL's origin and those of CORS_ORIGINS, spelt as browsers send them", () => {
    expect(loadConfig({ PORT: '3000' }).corsOrigins).toEqual(['http://127.0.0.1:3000']);
    const config = loadConfig({
      APP_URL: 'https://partitura.example/',
      CORS_ORIGINS:
        ' https://Partner.example , http://127.0.0.1:5173/,https://partitura.example:443',
    });
    expect(config.corsOrigins).toEqual([
      'https://partitura.example',
      'https://partner.example',
      'http://127.0.0.1:5173',
    ]);
  });

  it('refuses a CORS_ORIGINS entry that is not an origin, and an APP_URL that is no address', () => {
    for (const value of [
      '*',
      'https://*.example.org',
      'null',
      'partner.example',
      'ftp://partner.example',
      'https://partner.example/path',
      'https://user@partner.example',
      'https://partner.example?x=1',
      'https://ok.example, https://partner.example/app',
    ]) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
    }
    expect(() => loadConfig({ APP_URL: 'partitura.example' })).toThrow(/APP_URL/);
  });
});
