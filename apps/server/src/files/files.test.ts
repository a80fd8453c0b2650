import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digitalCopyFiles } from '../db/schema/digital-copies';
import type { ApiClient, GraphQLResponse } from '../test/api-client';
import { answerOf } from '../test/answers';
import { createDigitalCopy, createScore, signedIn } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

const LIMIT = 64 * 1024;

const UPLOAD = `mutation ($input: FileInput!) {
  upsertFile(input: $input) { success message key id errors { field key } }
}`;
const FILE = `query ($id: ID!) {
  getFile(id: $id) {
    id version filename mime size is_folder width height created_at item_count
    download_url view_url iiif_service folder { id } folders { id filename }
  }
}`;
const LIST = `query ($folder: ID, $search: String, $sort: FileSort, $descending: Boolean, $page: Int, $first: Int) {
  files(folder: $folder, search: $search, sort: $sort, descending: $descending, page: $page, first: $first) {
    data { id filename is_folder size mime }
    paginatorInfo { total currentPage lastPage }
  }
}`;
const DELETE = `mutation ($ids: [ID!]!) { deleteFiles(ids: $ids) { success message key } }`;
const MOVE = `mutation ($ids: [ID!]!, $folder: RefInput) { moveFiles(ids: $ids, folder: $folder) { success message key } }`;

let server: TestServer;
let contributor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_BYTES: String(LIMIT) });
  contributor = await signedIn(server, 'contributor');
});
afterAll(() => server?.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d9c9a3' } })
    .png()
    .toBuffer();

async function upload(
  name: string,
  content: Uint8Array<ArrayBuffer> | string,
  input: Record<string, unknown> = {},
  client = contributor,
) {
  const sent = await client.upload(
    UPLOAD,
    { input: { ...input, file: null } },
    {
      'input.file': { name, content },
    },
  );
  return { status: sent.status, answer: sent.json?.data?.upsertFile, json: sent.json };
}

async function uploaded(name: string, content: Uint8Array<ArrayBuffer> | string, input = {}) {
  const { answer } = await upload(name, content, input);
  expect(answer?.success, JSON.stringify(answer)).toBe(true);
  return answer.id as string;
}

async function folder(filename: string, parent: string | null = null) {
  const { upsertFile } = await contributor.data(UPLOAD, {
    input: { filename, is_folder: true, folder: parent ? { id: parent } : null },
  });
  expect(upsertFile.success, JSON.stringify(upsertFile)).toBe(true);
  return upsertFile.id as string;
}

const getFile = async (id: string) => (await contributor.data(FILE, { id })).getFile;

/** Every stored blob under the server's DATA_DIR/files (the temporary ones apart). */
async function storedBlobs(): Promise<string[]> {
  const root = join(server.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes('.incoming'))
    .map((entry) => entry.name);
}

describe('uploads', () => {
  it('stores a file with the type told from its content, not the name or the client', async () => {
    const bytes = await png(30, 20);
    const id = await uploaded(`pretend-${Date.now()}.txt`, new Uint8Array(bytes));
    const file = await getFile(id);
    expect(file).toMatchObject({
      mime: 'image/png',
      size: bytes.length,
      is_folder: false,
      width: 30,
      height: 20,
      download_url: `/file/${id}/download`,
      view_url: `/file/${id}/view`,
    });
    expect(file.iiif_service).toMatch(new RegExp(`/iiif/3/${id}$`));
  });

  it('takes an empty file and a one-byte file', async () => {
    const empty = await getFile(await uploaded('empty.dat', ''));
    expect(empty).toMatchObject({ size: 0, mime: 'application/octet-stream', width: null });
    const one = await getFile(await uploaded('one.txt', 'x'));
    expect(one).toMatchObject({ size: 1, mime: 'text/plain' });
  });

  it('takes a file of exactly UPLOAD_MAX_BYTES and refuses one byte more with "File too large."', async () => {
    const exact = await getFile(await uploaded('exact.bin', new Uint8Array(LIMIT).fill(1)));
    expect(exact.size).toBe(LIMIT);
    const over = await upload('over.bin', new Uint8Array(LIMIT + 1).fill(1));
    expect(over.status).toBe(413);
    expect(over.json?.errors?.[0]).toMatchObject({
      message: 'File too large.',
      extensions: { key: 'File.error_too_large' },
    });
    const german = await contributor.upload(
      UPLOAD,
      { input: { file: null } },
      { 'input.file': { name: 'over.bin', content: new Uint8Array(LIMIT + 1) } },
      { locale: 'de' },
    );
    expect(german.json?.errors?.[0].message).toBe('Datei zu groß.');
  });

  it('cleans a name with a path, control characters and leading dots, and refuses a blank one', async () => {
    const id = await uploaded('../../etc/..passwd', 'secret');
    expect((await getFile(id)).filename).toBe('passwd');
    // Control characters cannot stand raw in a multipart header, but they can in the input.
    const named = await uploaded('x.txt', 'secret', {
      filename: 'C:\\tmp\\\u0007.pass\u001bwd\u202e',
    });
    expect((await getFile(named)).filename).toBe('passwd (2)');
    const blank = await upload('...', 'x');
    expect(blank.answer).toMatchObject({
      success: false,
      key: 'File.server_error',
      errors: [{ field: 'filename', key: 'File.error_filename_empty' }],
    });
  });

  it('numbers a name its folder holds already', async () => {
    const parent = await folder(`dupes-${Date.now()}`);
    const first = await uploaded('scan.jpg', 'a', { folder: { id: parent } });
    const second = await uploaded('scan.jpg', 'b', { folder: { id: parent } });
    const third = await uploaded('scan.jpg', 'c', { folder: { id: parent } });
    const names = await Promise.all(
      [first, second, third].map(async (id) => (await getFile(id)).filename),
    );
    expect(names).toEqual(['scan.jpg', 'scan (2).jpg', 'scan (3).jpg']);
  });

  it('takes several files in one request', async () => {
    const parent = await folder(`several-${Date.now()}`);
    const query = `mutation ($a: FileInput!, $b: FileInput!, $c: FileInput!) {
      a: upsertFile(input: $a) { success id }
      b: upsertFile(input: $b) { success id }
      c: upsertFile(input: $c) { success id }
    }`;
    const into = { folder: { id: parent }, file: null };
    const sent = await contributor.upload(
      query,
      { a: into, b: into, c: into },
      {
        'a.file': { name: 'sop1_001.jpg', content: 'one' },
        'b.file': { name: 'sop1_002.jpg', content: 'two' },
        'c.file': { name: 'sop1_003.jpg', content: 'three' },
      },
    );
    expect(sent.status).toBe(200);
    expect(Object.values(sent.json?.data ?? {}).every((answer: any) => answer.success)).toBe(true);
    const { files } = await contributor.data(LIST, { folder: parent });
    expect(files.data.map((file: { filename: string }) => file.filename)).toEqual([
      'sop1_001.jpg',
      'sop1_002.jpg',
      'sop1_003.jpg',
    ]);
  });

  it('refuses a visitor and a guest before reading a byte, and a request without its XSRF header', async () => {
    const visitor = await server.client();
    expect((await upload('x.txt', 'x', {}, visitor)).status).toBe(403);
    const guest = await signedIn(server, 'guest');
    expect((await upload('x.txt', 'x', {}, guest)).status).toBe(403);
    const forged = await contributor.upload(
      UPLOAD,
      { input: { file: null } },
      { 'input.file': { name: 'x.txt', content: 'x' } },
      { xsrf: null },
    );
    expect(forged.status).toBe(403);
  });

  it('refuses a NUL in a name, raw in the request or in the input', async () => {
    const before = await storedBlobs();
    expect((await upload('evil\u0000.txt', 'x')).status).toBe(400);
    const input = await upload('good.txt', 'y', { filename: 'evil\u0000.txt' });
    expect(input.json?.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await storedBlobs()).toEqual(before);
  });

  it('refuses a multipart request that does not follow the spec, keeping nothing', async () => {
    const before = await storedBlobs();
    const headers = contributor.headers();
    delete headers['content-type'];
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPLOAD, variables: { input: { file: null } } }));
    form.set('map', JSON.stringify({ 0: ['query'] }));
    form.set('0', new Blob(['not kept']), 'x.txt');
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: form });
    expect(response.status).toBe(400);
    expect(await storedBlobs()).toEqual(before);
  });

  it('keeps one copy of the same content, and removes it with its last file', async () => {
    const content = `same content ${Date.now()}`;
    const before = (await storedBlobs()).length;
    const a = await uploaded('a.txt', content);
    const b = await uploaded('b.txt', content);
    expect((await storedBlobs()).length).toBe(before + 1);
    expect((await contributor.data(DELETE, { ids: [a] })).deleteFiles.success).toBe(true);
    expect((await storedBlobs()).length).toBe(before + 1);
    expect((await contributor.data(DELETE, { ids: [b] })).deleteFiles.success).toBe(true);
    expect((await storedBlobs()).length).toBe(before);
  });
});

describe('delivery', () => {
  let textId: string;
  let htmlId: string;
  beforeAll(async () => {
    textId = await uploaded('Übersicht – Stift.txt', 'Hello, archive!\n');
    htmlId = await uploaded('page.html', '<!doctype html><script>alert(1)</script>');
  });

  const get = (
    id: string,
    kind: 'download' | 'view',
    headers: Record<string, string> = {},
    client = contributor,
  ) =>
    fetch(`${server.url}/file/${id}/${kind}`, {
      headers: { authorization: `Bearer ${client.token}`, ...headers },
    });

  it('downloads as an attachment with the UTF-8 name, ETag and nosniff', async () => {
    const response = await get(textId, 'download');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Ubersicht _ Stift.txt"; filename*=UTF-8''%C3%9Cbersicht%20%E2%80%93%20Stift.txt`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(await response.text()).toBe('Hello, archive!\n');
  });

  it('views plain text inline, but anything that can run script as an attachment', async () => {
    const text = await get(textId, 'view');
    expect(text.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const html = await get(htmlId, 'view');
    expect(html.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(html.headers.get('content-type')).toBe('text/html');
    expect(html.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers ranges, If-None-Match and unsatisfiable ranges', async () => {
    const part = await get(textId, 'download', { range: 'bytes=7-13' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 7-13/16');
    expect(await part.text()).toBe('archive');
    const tail = await get(textId, 'download', { range: 'bytes=-2' });
    expect(await tail.text()).toBe('!\n');
    const beyond = await get(textId, 'download', { range: 'bytes=99-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */16');
    const etag = (await get(textId, 'download')).headers.get('etag') as string;
    expect((await get(textId, 'download', { 'if-none-match': etag })).status).toBe(304);
    const stale = await get(textId, 'download', { range: 'bytes=0-4', 'if-range': '"other"' });
    expect(stale.status).toBe(200);
  });

  it('lets contributors read any file (cookie or bearer), visitors and guests only files a digital copy shows', async () => {
    // A file they may not read is a file that does not exist: its id cannot be told from a gap.
    const guest = await signedIn(server, 'guest');
    for (const kind of ['view', 'download'] as const) {
      const missing = await answerOf(await fetch(`${server.url}/file/999999999/${kind}`));
      expect(missing.status).toBe(404);
      const visitor = await fetch(`${server.url}/file/${textId}/${kind}`);
      expect(await answerOf(visitor), `visitor, ${kind}`).toEqual(missing);
      expect(await answerOf(await get(textId, kind, {}, guest)), `guest, ${kind}`).toEqual(missing);
    }
    const byCookie = await fetch(`${server.url}/file/${textId}/view`, {
      headers: { cookie: `token=${contributor.token}` },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get('cache-control')).toBe('private, no-cache');

    const scoreId = await createScore(server.database.db);
    const copy = await createDigitalCopy(server.database.db, 'score', scoreId);
    await server.database.db
      .insert(digitalCopyFiles)
      .values({ digitalCopyId: copy, fileId: Number(textId), name: 'p. 1', position: 0 });
    const shown = await fetch(`${server.url}/file/${textId}/view`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toContain('public');
    expect((await fetch(`${server.url}/file/999999999/view`)).status).toBe(404);
  });
});

describe('the tree', () => {
  it('lists a folder with folders first, sorted as asked, with breadcrumbs and counts', async () => {
    const root = await folder(`tree-${Date.now()}`);
    const inner = await folder('B folder', root);
    await uploaded('page 10.txt', 'ten!', { folder: { id: root } });
    await uploaded('page 2.txt', 'two', { folder: { id: root } });
    const deep = await uploaded('deep.txt', 'deep', { folder: { id: inner } });
    const byName = await contributor.data(LIST, { folder: root });
    expect(byName.files.data.map((f: { filename: string }) => f.filename)).toEqual([
      'B folder',
      'page 2.txt',
      'page 10.txt',
    ]);
    const bySize = await contributor.data(LIST, { folder: root, sort: 'size', descending: true });
    expect(bySize.files.data.map((f: { filename: string }) => f.filename)).toEqual([
      'B folder',
      'page 10.txt',
      'page 2.txt',
    ]);
    const file = await getFile(deep);
    expect(file.folders.map((f: { filename: string }) => f.filename)).toEqual([
      (await getFile(root)).filename,
      'B folder',
    ]);
    expect((await getFile(root)).item_count).toBe(3);
    const found = await contributor.data(LIST, { search: 'deep.tx' });
    expect(found.files.data.map((f: { id: string }) => f.id)).toContain(deep);
  });

  it('renames and moves, refusing a taken name, a missing folder and a loop', async () => {
    const a = await folder(`move-a-${Date.now()}`);
    const b = await folder('b', a);
    const file = await uploaded('x.txt', 'x', { folder: { id: a } });
    await uploaded('y.txt', 'y', { folder: { id: b } });
    const { version } = await getFile(file);
    const taken = await contributor.data(UPLOAD, {
      input: { id: file, version, filename: 'y.txt', folder: { id: b } },
    });
    expect(taken.upsertFile.errors).toEqual([
      { field: 'filename', key: 'File.error_filename_taken' },
    ]);
    const renamed = await contributor.data(UPLOAD, {
      input: { id: file, version, filename: 'z.txt', folder: { id: b } },
    });
    expect(renamed.upsertFile.success).toBe(true);
    expect(await getFile(file)).toMatchObject({ filename: 'z.txt', folder: { id: b } });

    const loop = await contributor.data(MOVE, { ids: [a], folder: { id: b } });
    expect(loop.moveFiles).toMatchObject({ success: false, key: 'File.error_folder_into_itself' });
    const missing = await contributor.data(MOVE, { ids: [file], folder: { id: '999999999' } });
    expect(missing.moveFiles.success).toBe(false);
    const clash = await uploaded('z.txt', 'other', { folder: { id: a } });
    const refused = await contributor.data(MOVE, { ids: [clash], folder: { id: b } });
    expect(refused.moveFiles).toMatchObject({ success: false, key: 'File.error_name_clash' });
    expect(refused.moveFiles.message).toContain('z.txt');
    const moved = await contributor.data(MOVE, { ids: [clash], folder: null });
    expect(moved.moveFiles.success).toBe(true);
    expect((await getFile(clash)).folder).toBeNull();
  });

  it('deletes a folder with everything in it, but not while a digital copy shows any of it', async () => {
    const top = await folder(`delete-${Date.now()}`);
    const inner = await folder('inner', top);
    const shownId = await uploaded('shown.txt', `shown ${Date.now()}`, { folder: { id: inner } });
    const scoreId = await createScore(server.database.db);
    const copy = await createDigitalCopy(server.database.db, 'score', scoreId);
    await server.database.db
      .insert(digitalCopyFiles)
      .values({ digitalCopyId: copy, fileId: Number(shownId), name: 'p. 1', position: 0 });
    const refused = await contributor.data(DELETE, { ids: [top] });
    expect(refused.deleteFiles).toMatchObject({ success: false, key: 'File.error_in_use' });
    expect(refused.deleteFiles.message).toContain('1 images');
    expect(await getFile(shownId)).not.toBeNull();

    await server.database.db
      .delete(digitalCopyFiles)
      .where(eq(digitalCopyFiles.digitalCopyId, copy));
    const blobsBefore = (await storedBlobs()).length;
    const deleted = await contributor.data(DELETE, { ids: [top] });
    expect(deleted.deleteFiles).toMatchObject({ success: true, message: '1 deleted.' });
    expect(await getFile(inner)).toBeNull();
    expect(await getFile(shownId)).toBeNull();
    expect((await storedBlobs()).length).toBe(blobsBefore - 1);
  });

  it('refuses file calls to visitors and guests', async () => {
    const guest = await signedIn(server, 'guest');
    const answer = await guest.gql(LIST, {});
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a large upload', () => {
  it('streams 300 MB to disk with memory staying flat', { timeout: 120_000 }, async () => {
    const MiB = 1024 * 1024;
    const big = await startTestServer({ UPLOAD_MAX_BYTES: String(400 * MiB) });
    try {
      const client = await signedIn(big, 'contributor');
      const boundary = 'partitura-large-upload';
      const operations = JSON.stringify({ query: UPLOAD, variables: { input: { file: null } } });
      const head = [
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="scans.tar"\r\n`,
        'Content-Type: application/octet-stream\r\n\r\n',
      ].join('');
      const chunk = new Uint8Array(MiB).fill(7);
      const total = 300;
      let sent = -1;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === -1) controller.enqueue(new TextEncoder().encode(head));
          else if (sent < total) controller.enqueue(chunk);
          else {
            controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
            controller.close();
          }
          sent += 1;
        },
      });
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const headers = {
        ...client.headers(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      };
      const response = await fetch(`${big.url}/graphql`, {
        method: 'POST',
        headers,
        body,
        duplex: 'half',
      } as RequestInit);
      const answer = ((await response.json()) as GraphQLResponse).data?.upsertFile;
      clearInterval(sampler);
      expect(answer.success).toBe(true);
      const { getFile: file } = await client.data(FILE, { id: answer.id });
      expect(file.size).toBe(total * MiB);
      expect(peak - before).toBeLessThan(100 * MiB);
    } finally {
      await big.close();
    }
  });
});

describe('review findings', () => {
  it('refuses moving two files of one name into a folder, one of them there already', async () => {
    const target = await folder(`clash-${Date.now()}`);
    const inside = await uploaded('same.jpg', 'inside', { folder: { id: target } });
    const outside = await uploaded(`same-${Date.now()}.jpg`, 'outside');
    const { version } = await getFile(outside);
    await contributor.data(UPLOAD, { input: { id: outside, version, filename: 'same.jpg' } });
    const moved = await contributor.data(MOVE, { ids: [inside, outside], folder: { id: target } });
    expect(moved.moveFiles).toMatchObject({ success: false, key: 'File.error_name_clash' });
  });

  it('removes the temporary file of an upload the client abandons half way', async () => {
    const { request } = await import('node:http');
    const boundary = 'abandoned';
    const operations = JSON.stringify({ query: UPLOAD, variables: { input: { file: null } } });
    const head = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="half.bin"\r\n\r\n`,
    ].join('');
    const incoming = join(server.dataDir, 'files', '.incoming');
    const temporaries = async () =>
      (await readdir(incoming, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
        .length;
    const req = request(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        ...contributor.headers(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(Buffer.alloc(16 * 1024, 1));
    await expect.poll(temporaries).toBe(1);
    req.destroy();
    await expect.poll(temporaries).toBe(0);
  });
});
