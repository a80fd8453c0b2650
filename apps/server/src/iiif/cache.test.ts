import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../core/runtime/logger';
import { createDerivativeCache, derivativeKey } from './derivative-cache';
import { get, startFixture, type Fixture } from './test-support';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Every file under a directory, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

const builds = (fixture: Fixture, hash: string) =>
  fixture.lines.filter((line) => line.includes('IIIF pyramid built') && line.includes(hash)).length;

describe('the pyramid and the derivative cache of a service', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await startFixture();
  });
  afterAll(async () => {
    await fixture?.close();
  });

  it('builds a pyramid once for simultaneous prepares, and not again', async () => {
    const { hash, path } = fixture.originals.small;
    await Promise.all(Array.from({ length: 5 }, () => fixture.service.prepare({ hash, path })));
    expect(builds(fixture, hash)).toBe(1);
    await fixture.service.prepare({ hash, path });
    expect(builds(fixture, hash)).toBe(1);
    expect(await filesUnder(join(fixture.iiifDir, 'pyramids'))).toEqual([
      `${hash.slice(0, 2)}/${hash}.tif`,
    ]);
  });

  it('refuses to prepare a hash that is not sha256 hex', async () => {
    await expect(
      fixture.service.prepare({ hash: '../../etc', path: fixture.originals.small.path }),
    ).rejects.toThrow('64 lowercase hex');
  });

  it('serves a second request from the cache, without the pyramid', async () => {
    const { hash } = fixture.originals.big;
    const tile = `${fixture.url}/iiif/3/big/256,256,256,256/max/0/default.jpg`;
    const first = await get(tile);
    expect(first.response.status).toBe(200);
    expect(builds(fixture, hash)).toBe(1);
    const cached = join(hash.slice(0, 2), hash, '256,256,256,256_max_0_default.jpg');
    expect(await filesUnder(join(fixture.iiifDir, 'cache'))).toContain(cached);

    // Without a pyramid, only the cache can answer: nothing is rendered (or built).
    const pyramid = join(fixture.iiifDir, 'pyramids', hash.slice(0, 2), `${hash}.tif`);
    await rm(pyramid);
    const second = await get(tile);
    expect(second.response.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(await exists(pyramid)).toBe(false);

    // A rendering not cached builds the vanished pyramid again.
    const other = await get(`${fixture.url}/iiif/3/big/0,0,256,256/max/0/default.jpg`);
    expect(other.response.status).toBe(200);
    expect(await exists(pyramid)).toBe(true);
    expect(builds(fixture, hash)).toBe(2);
  });

  it('forgets the pyramid and derivatives of a hash', async () => {
    const { hash } = fixture.originals.private;
    await get(`${fixture.url}/iiif/3/private/full/100,/0/default.png`);
    const pyramid = join(fixture.iiifDir, 'pyramids', hash.slice(0, 2), `${hash}.tif`);
    const derivatives = join(fixture.iiifDir, 'cache', hash.slice(0, 2), hash);
    expect(await exists(pyramid)).toBe(true);
    expect((await filesUnder(derivatives)).length).toBe(1);
    await fixture.service.forget(hash);
    expect(await exists(pyramid)).toBe(false);
    expect(await exists(derivatives)).toBe(false);
    // Asked again (were the original back): built and rendered anew.
    const again = await get(`${fixture.url}/iiif/3/private/full/100,/0/default.png`);
    expect(again.response.status).toBe(200);
    expect(await exists(pyramid)).toBe(true);
  });

  it('leaves no temporary files behind', async () => {
    const all = [
      ...(await filesUnder(join(fixture.iiifDir, 'cache'))),
      ...(await filesUnder(join(fixture.iiifDir, 'pyramids'))),
    ];
    expect(all.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});

describe('the bound of the derivative cache', () => {
  it('holds a service to cacheMaxBytes, the most recent renderings kept', async () => {
    const fixture = await startFixture(3_000);
    try {
      const cache = join(fixture.iiifDir, 'cache');
      // Eight tiles of about 900 bytes each: three fit.
      for (let x = 0; x < 2000; x += 256) {
        const { response } = await get(
          `${fixture.url}/iiif/3/big/${x},0,256,256/max/0/default.jpg`,
        );
        expect(response.status).toBe(200);
        let total = 0;
        for (const file of await filesUnder(cache)) total += (await stat(join(cache, file))).size;
        expect(total).toBeLessThanOrEqual(3_000);
      }
      const kept = await filesUnder(cache);
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThan(5);
      expect(kept.some((file) => file.endsWith('1792,0,208,256_max_0_default.jpg'))).toBe(true);
      expect(kept.some((file) => file.endsWith('/0,0,256,256_max_0_default.jpg'))).toBe(false);
    } finally {
      await fixture.close();
    }
  });

  const hash = 'ab'.padEnd(64, '0');
  const log = createLogger('silent');
  const bytes = (n: number) => (temp: string) => writeFile(temp, Buffer.alloc(n));

  it('removes the least recently used files, and reads what is there at start', async () => {
    const root = await mkdtemp(join(tmpdir(), 'partitura-iiif-cache-'));
    try {
      const cache = createDerivativeCache(root, 300, log);
      const key = (name: string) => derivativeKey(hash, `full/${name}/0/default.jpg`);
      for (const name of ['a', 'b', 'c'])
        await (await cache.write(key(name), bytes(100))).file.close();
      expect(cache.totalBytes).toBe(300);
      // Reading a makes b the least recently used.
      await (await cache.open(key('a')))!.file.close();
      await (await cache.write(key('d'), bytes(100))).file.close();
      expect(await cache.open(key('b'))).toBeNull();
      expect(await filesUnder(root)).toEqual(
        ['a', 'c', 'd'].map((name) => `ab/${hash}/full_${name}_0_default.jpg`),
      );

      // A new start finds them, oldest use first, and drops a crashed write's leftovers.
      const folder = join(root, 'ab', hash);
      await utimes(join(folder, 'full_c_0_default.jpg'), 1, 1);
      await writeFile(join(folder, 'full_e_0_default.jpg.1234.tmp'), 'half');
      await mkdir(join(root, 'cd'), { recursive: true });
      const restarted = createDerivativeCache(root, 200, log);
      await restarted.ready;
      expect(restarted.totalBytes).toBe(200);
      expect(await filesUnder(folder)).toEqual(['full_a_0_default.jpg', 'full_d_0_default.jpg']);

      await restarted.removeHash(hash);
      expect(restarted.totalBytes).toBe(0);
      expect(await exists(folder)).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('hands over a file larger than the bound before removing it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'partitura-iiif-cache-'));
    try {
      const cache = createDerivativeCache(root, 50, log);
      const written = await cache.write(derivativeKey(hash, 'full/max/0/default.png'), bytes(80));
      expect(written.size).toBe(80);
      expect((await written.file.readFile()).length).toBe(80);
      await written.file.close();
      expect(cache.totalBytes).toBe(0);
      expect(await filesUnder(root)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
