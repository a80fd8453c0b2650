import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client';
import { signedIn } from '../test/factories';
import { canMountSmallDisk, mountSmallDisk, type SmallDisk } from '../test/small-disk';
import { startTestServer, type TestServer } from '../test/test-server';

// Issue 22, rows 1, 7 and 9: a file part the map does not name (or one before the map) ended the
// process; two parts under one key were taken, one temporary file left behind; a full disk was
// answered "does not follow the GraphQL multipart request format".

const UPLOAD = `mutation ($input: FileInput!) {
  upsertFile(input: $input) { success message id }
}`;
const operations = JSON.stringify({ query: UPLOAD, variables: { input: { file: null } } });
const map = JSON.stringify({ 0: ['variables.input.file'] });

type Part = [name: string, value: string | Blob, filename?: string];

/** Posts the parts in exactly this order as a multipart request of the contributor's. */
async function post(server: TestServer, client: ApiClient, parts: Part[]) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  const headers = client.headers({ locale: 'de' });
  delete headers['content-type'];
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: form });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

/** The temporary files of every receiving folder of the server's DATA_DIR. */
async function temporaryFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'files', '.incoming'), {
    recursive: true,
    withFileTypes: true,
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('malformed multipart requests are refused, and the server serves on', () => {
  let server: TestServer;
  let contributor: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    contributor = await signedIn(server, 'contributor');
  });
  afterAll(() => server?.close());

  const file = () => new Blob(['x'.repeat(200_000)]);
  const refusedAsMalformed = (sent: { status: number; json: Record<string, any> }) => {
    expect(sent.status).toBe(400);
    expect(sent.json.errors[0].extensions.key).toBe('Request.error_upload_malformed');
    expect(sent.json.errors[0].message).toMatch(/GraphQL-Multipart/);
  };

  it('answers 400 for a file part the map does not name', async () => {
    refusedAsMalformed(
      await post(server, contributor, [
        ['operations', operations],
        ['map', map],
        ['unnamed', file(), 'a.txt'],
        ['0', file(), 'b.txt'],
      ]),
    );
    expect((await contributor.data('{ me { id } }')).me.id).toBeTruthy();
    await expect.poll(() => temporaryFiles(server.dataDir)).toEqual([]);
  });

  it('answers 400 for a file part before the map', async () => {
    refusedAsMalformed(
      await post(server, contributor, [
        ['operations', operations],
        ['0', file(), 'a.txt'],
        ['map', map],
      ]),
    );
    expect((await contributor.data('{ me { id } }')).me.id).toBeTruthy();
  });

  it('refuses two file parts under one key, leaving no temporary file', async () => {
    refusedAsMalformed(
      await post(server, contributor, [
        ['operations', operations],
        ['map', map],
        ['0', file(), 'a.txt'],
        ['0', file(), 'b.txt'],
      ]),
    );
    await expect.poll(() => temporaryFiles(server.dataDir)).toEqual([]);
  });
});

describe.skipIf(!canMountSmallDisk)('a full disk', () => {
  let disk: SmallDisk;
  let server: TestServer;
  let contributor: ApiClient;
  beforeAll(async () => {
    // The database stays in memory (tests clone it): only the stored files meet the full disk.
    disk = mountSmallDisk(4 * 1024 * 1024)!;
    server = await startTestServer({ DATA_DIR: disk.path });
    contributor = await signedIn(server, 'contributor');
  });
  afterAll(async () => {
    await server?.close();
    disk?.unmount();
  });

  it('answers 507 "storage is full", translated, and takes files again once space returns', async () => {
    const filler = join(disk.path, 'filler');
    await writeFile(filler, Buffer.alloc(3 * 1024 * 1024));
    const full = await post(server, contributor, [
      ['operations', operations],
      ['map', map],
      ['0', new Blob([Buffer.alloc(2 * 1024 * 1024, 7)]), 'scan.tif'],
    ]);
    expect(full.status).toBe(507);
    expect(full.json.errors[0].extensions).toMatchObject({
      code: 'INSUFFICIENT_STORAGE',
      key: 'Request.error_storage_full',
    });
    expect(full.json.errors[0].message).toMatch(/keinen Platz/);
    expect(await temporaryFiles(server.dataDir)).toEqual([]);

    await rm(filler);
    const again = await post(server, contributor, [
      ['operations', operations],
      ['map', map],
      ['0', new Blob([Buffer.alloc(2 * 1024 * 1024, 7)]), 'scan.tif'],
    ]);
    expect(again.status).toBe(200);
    expect(again.json.data.upsertFile.success).toBe(true);
  });
});
