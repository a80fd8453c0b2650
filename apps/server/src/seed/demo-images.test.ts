import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index';
import { checkPresentation3 } from '../digital-copies/presentation-rules';
import { startTestServer, type TestServer } from '../test/test-server';
import { seedDemo } from './demo';
import { DEMO_COPY_NAME, seedDemoImages } from './demo-images';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.database.db);
  await seedDemoImages(server.database.db, server.dataDir);
}, 120_000);
afterAll(() => server?.close());

describe('the demonstration images', () => {
  it('make a digital copy of the catalog, each page with its photograph and its entries as regions', async () => {
    const db = server.database.db;
    const copies = await db.select().from(schema.digitalCopies);
    expect(copies.map((copy) => [copy.digitizableType, copy.name]).sort()).toEqual([
      ['catalog', DEMO_COPY_NAME],
      ['score', DEMO_COPY_NAME],
    ]);
    const pages = (await db.select().from(schema.pages)).filter((page) => page.digitalCopyFileId);
    expect(pages).toHaveLength(3);
    const entries = await db.select().from(schema.entries);
    const onPhotographed = entries.filter((entry) =>
      pages.some((page) => page.id === entry.pageId),
    );
    const regions = (await db.select().from(schema.iiifAnnotations)).filter((a) => a.iiifableId);
    expect(regions.map((region) => region.iiifableId).sort()).toEqual(
      onPhotographed.map((entry) => entry.id).sort(),
    );
  });

  it('stores real JPEG scans on disk, served as IIIF and described by valid manifests', async () => {
    const stored = await readdir(join(server.dataDir, 'files'), { recursive: true });
    const files = await server.database.db.select().from(schema.files);
    const images = files.filter((file) => !file.isFolder);
    // Three catalog pages, the score's title page and at least one page of its incipits.
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const image of images)
      expect(stored.some((path) => path.endsWith(image.contentHash as string))).toBe(true);
    const tile = await fetch(`${server.url}/iiif/3/${images[0].id}/full/!400,400/0/default.jpg`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/jpeg');
    for (const copy of await server.database.db.select().from(schema.digitalCopies)) {
      const manifest = await (
        await fetch(`${server.url}/iiif/presentation/digital-copies/${copy.id}/manifest`)
      ).json();
      expect(checkPresentation3(manifest)).toEqual([]);
    }
  });
});
