import { describe, expect, it } from 'vitest';
import type { GraphQLResponse } from '../test/api-client';
import { signedIn } from '../test/factories';
import { startTestServer } from '../test/test-server';
import {
  LIMIT,
  UPLOAD,
  FILE,
  LIST,
  DELETE,
  server,
  contributor,
  png,
  upload,
  uploaded,
  folder,
  getFile,
  storedBlobs,
  useFilesServer,
} from '../test/files-api';

useFilesServer();

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
