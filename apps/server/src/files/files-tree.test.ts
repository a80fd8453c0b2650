import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { digitalCopyFiles } from '../db/schema/digital-copies';
import { answerOf } from '../test/answers';
import { createDigitalCopy, createScore, signedIn } from '../test/factories';
import {
  UPLOAD,
  LIST,
  DELETE,
  MOVE,
  server,
  contributor,
  uploaded,
  folder,
  getFile,
  storedBlobs,
  useFilesServer,
} from '../test/files-api';

useFilesServer();

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
    await createDigitalCopy(server.database.db, 'score', scoreId, [
      { fileId: Number(textId), name: 'p. 1' },
    ]);
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
    const copy = await createDigitalCopy(server.database.db, 'score', scoreId, [
      { fileId: Number(shownId), name: 'p. 1' },
    ]);
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
