import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mountSmallDisk } from '../apps/server/src/test/small-disk';
import {
  Client,
  scratchDatabase,
  sha256,
  sharedPostgres,
  startPartitura,
  temporaryFiles,
  cleanups,
} from './support';
import { missing, newLedger } from './workload';

// A full disk: uploads are refused 507 with a translated "storage is full", and so are saves when
// the embedded database's own files share the disk; the process serves on (reads), nothing is
// left half-written, and uploads and saves work again as soon as space returns.

const disk = mountSmallDisk(160 * 1024 * 1024);

describe.skipIf(disk === null)('a full disk', () => {
  const cleanup = cleanups();
  cleanup(() => disk?.unmount());

  async function fillAndFree(
    env: Record<string, string>,
    dataDir: string,
    databaseOnDisk: boolean,
  ) {
    const server = await startPartitura({ ...env, DATA_DIR: dataDir });
    cleanup(() => server.stop());
    const client = await Client.signedIn(server.url);
    const ledger = newLedger();
    const upload = async (n: number) => {
      const bytes = new Uint8Array(Buffer.alloc(2 * 1024 * 1024, n));
      const answer = await client.upload(`full-${n}.bin`, bytes);
      if (answer.data?.upsertFile?.success)
        ledger.files.set(answer.data.upsertFile.id, sha256(bytes));
      return answer;
    };
    const collectionId = (
      await client.post(
        'mutation { upsertCollection(input: { name: "Full", prefix: "FULL" }) { id } }',
      )
    ).data.upsertCollection.id;
    // Fill what is left of the disk, then upload into it.
    const filler = join(dataDir, 'filler');
    // Space returns however this test ends: the next one shares the disk.
    onTestFinished(() => rmSync(filler, { force: true }));
    try {
      writeFileSync(filler, Buffer.alloc(256 * 1024 * 1024));
    } catch {
      // ENOSPC: the disk is full now, as it should be
    }
    let refused = await upload(1);
    for (let n = 2; refused.status !== 507 && n < 40; n++) refused = await upload(n);
    expect(refused.status).toBe(507);
    expect(refused.errors[0].extensions).toMatchObject({
      code: 'INSUFFICIENT_STORAGE',
      key: 'Request.error_storage_full',
    });
    expect(refused.errors[0].message).toMatch(/keinen Platz/);
    // The process serves on: reads answer.
    expect((await client.post('{ me { id } }')).errors).toEqual([]);
    // A save needing new space: refused "no space left", translated, when the database's own
    // files are on the full disk (PGlite); saved where they are not (PostgreSQL).
    const saveScore = (n: number) =>
      client.post('mutation ($input: ScoreInput!) { upsertScore(input: $input) { success } }', {
        input: {
          collection: { id: collectionId },
          shelfmark: `Full ${n}`,
          short_title: 'Full',
          notes: `${n} ${'x'.repeat(40_000)}`,
        },
      });
    let save = await saveScore(0);
    for (let n = 1; databaseOnDisk && save.errors.length === 0 && n < 200; n++)
      save = await saveScore(n);
    if (databaseOnDisk) {
      expect(save.errors[0].extensions.code).toBe('INSUFFICIENT_STORAGE');
      expect(save.errors[0].message).toMatch(/keinen Platz mehr, um dies zu speichern/);
      // The server's log comes through a pipe, its answer through a socket: either may be read
      // first, so the line is waited for.
      await expect.poll(server.output).toMatch(/the database's disk is full/);
    } else expect(save.data?.upsertScore?.success).toBe(true);
    await expect.poll(server.output).toMatch(/no space left to store an upload/);
    expect(temporaryFiles(dataDir)).toEqual([]);

    rmSync(filler, { force: true });
    const again = await upload(99);
    expect(again.data?.upsertFile?.success).toBe(true);
    expect((await saveScore(999)).data?.upsertScore?.success).toBe(true);
    expect(await missing(client, ledger)).toEqual([]);
    await server.stop();
  }

  it('refuses uploads (507) and saves while full, keeps serving, takes both again once space returns (PGlite on the same disk)', async () => {
    const dataDir = join(disk!.path, 'pglite');
    await fillAndFree({}, dataDir, true);
  });

  it.skipIf(!sharedPostgres)('the same with the database on PostgreSQL', async () => {
    const database = await scratchDatabase();
    cleanup(database.drop);
    await fillAndFree({ DATABASE_URL: database.url }, join(disk!.path, 'postgres'), false);
  });
});
