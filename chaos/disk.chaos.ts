import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mountSmallDisk } from '../apps/server/src/test/small-disk';
import {
  Client,
  scratchDatabase,
  sha256,
  sharedPostgres,
  startPartitura,
  temporaryFiles,
} from './support';
import { missing, newLedger } from './workload';

// A full disk: uploads are refused 507 with a translated "storage is full", the process serves
// on (reads, saves that need no space), nothing is left half-written, and uploads work again as
// soon as space returns — on the embedded database too, whose own files share the full disk.

const disk = mountSmallDisk(160 * 1024 * 1024);

describe.skipIf(disk === null)('a full disk', () => {
  const cleanup: (() => Promise<void> | void)[] = [() => disk?.unmount()];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  async function fillAndFree(env: Record<string, string>, dataDir: string) {
    const server = await startPartitura({ ...env, DATA_DIR: dataDir });
    cleanup.push(() => server.stop().then(() => undefined));
    const client = await Client.signedIn(server.url);
    const ledger = newLedger();
    const upload = async (n: number) => {
      const bytes = new Uint8Array(Buffer.alloc(2 * 1024 * 1024, n));
      const answer = await client.upload(`full-${n}.bin`, bytes);
      if (answer.data?.upsertFile?.success)
        ledger.files.set(answer.data.upsertFile.id, sha256(bytes));
      return answer;
    };
    // Fill what is left of the disk, then upload into it.
    const filler = join(dataDir, 'filler');
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
    expect(server.output()).toMatch(/no space left to store an upload/);
    expect(temporaryFiles(dataDir)).toEqual([]);

    rmSync(filler, { force: true });
    const again = await upload(99);
    expect(again.data?.upsertFile?.success).toBe(true);
    expect(await missing(client, ledger)).toEqual([]);
    await server.stop();
  }

  it('refuses uploads with 507 while full, keeps serving, and takes them again once space returns (PGlite on the same disk)', async () => {
    const dataDir = join(disk!.path, 'pglite');
    await fillAndFree({}, dataDir);
  });

  it.skipIf(!sharedPostgres)('the same with the database on PostgreSQL', async () => {
    const database = await scratchDatabase();
    cleanup.push(database.drop);
    await fillAndFree({ DATABASE_URL: database.url }, join(disk!.path, 'postgres'));
  });
});
