import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  Client,
  full,
  scratchDatabase,
  scratchDir,
  sharedPostgres,
  startPartitura,
  temporaryFiles,
  type Partitura,
  cleanups,
} from './support';
import { halfSaved, missing, newLedger, writer } from './workload';

// kill -9 during saves, uploads and pyramid builds: after each kill the server starts again on
// the same data (a stale lock taken over), every acknowledged write reads back, no record is
// half-saved, no temporary file is left, and the images of the archive are served again.

const KILLS = full ? 10 : 1;
/** Served, refused as busy ("try again"), refused with a reason, or cut by the kill. */
const ANSWERS = new Set(['ok', 'SERVICE_UNAVAILABLE', 'refused', 'network']);
const WRITERS = 6;

/** A scan-like image large enough that its pyramid takes a moment to build. */
const scan = () =>
  sharp({
    create: {
      width: 3000,
      height: 4000,
      channels: 3,
      background: '#efe3c6',
      noise: { type: 'gaussian', mean: 200, sigma: 12 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

async function crashRuns(env: Record<string, string>, dataDir: string) {
  const ledger = newLedger();
  const images: string[] = [];
  let server: Partitura | null = null;
  try {
    for (let run = 0; run < KILLS; run++) {
      server = await startPartitura(env);
      const client = await Client.signedIn(server.url);
      let going = true;
      const writers = Array.from({ length: WRITERS }, () => writer(client, ledger, () => going));
      // An image whose pyramid is being built when the process dies.
      const image = await client.upload(`scan-${run}.jpg`, new Uint8Array(await scan()));
      if (image.data?.upsertFile?.success) images.push(image.data.upsertFile.id);
      // Killed at a moment of the load's choosing: after some writes have been acknowledged.
      const target = ledger.outcomes.get('ok') ?? 0;
      while ((ledger.outcomes.get('ok') ?? 0) < target + 20 + run * 7)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const output = server.output();
      await server.kill();
      going = false;
      await Promise.all(writers);
      // Every answer before the kill was served or a clear refusal; the kill cut the rest.
      const unexpected = [...ledger.outcomes.keys()].filter((outcome) => !ANSWERS.has(outcome));
      expect(unexpected, output).toEqual([]);
    }
    server = await startPartitura(env);
    const client = await Client.signedIn(server.url);
    expect(await missing(client, ledger)).toEqual([]);
    expect(await halfSaved(client)).toEqual([]);
    // The restarted process removed what the killed ones were receiving.
    expect(temporaryFiles(dataDir)).toEqual([]);
    // Every image is served: a pyramid cut short by a kill is built again.
    for (const id of images) {
      const tile = await fetch(`${server.url}/iiif/3/${id}/0,0,512,512/256,/0/default.jpg`, {
        headers: client.headers(),
      });
      expect(tile.status).toBe(200);
    }
    console.log(
      `kill -9 × ${KILLS}: ${ledger.collections.size} collections, ${ledger.scores.size} scores, ${ledger.files.size} files acknowledged and read back; answers ${JSON.stringify(Object.fromEntries(ledger.outcomes))}`,
    );
  } finally {
    await server?.stop();
  }
}

describe('kill -9 during saves, uploads and pyramid builds', () => {
  const cleanup = cleanups();

  it('on the embedded database: every acknowledged write reads back, nothing half-saved or left behind', async () => {
    const dataDir = scratchDir('crash');
    cleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    await crashRuns({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '0' }, dataDir);
  });

  it.skipIf(!sharedPostgres)('on PostgreSQL: the same', async () => {
    const dataDir = scratchDir('crash-pg');
    const database = await scratchDatabase();
    cleanup(() => rmSync(dataDir, { recursive: true, force: true }), database.drop);
    await crashRuns({ DATA_DIR: dataDir, DATABASE_URL: database.url }, dataDir);
  });
});
