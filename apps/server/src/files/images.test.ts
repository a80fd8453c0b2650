import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../core/runtime/config';
import { answerOf } from '../test/answers';
import { createDigitalCopy, createScore, signedIn } from '../test/factories';
import { startTestServer } from '../test/test-server';
import { contributor, server, useTestServer } from '../test/suite';

const UPLOAD = `mutation ($input: FileInput!) { upsertFile(input: $input) { success id } }`;

useTestServer({ APP_URL: 'http://partitura.test' });

async function uploadImage(width: number, height: number, orientation?: number) {
  let image = sharp({ create: { width, height, channels: 3, background: '#c8b88a' } });
  if (orientation) image = image.withMetadata({ orientation });
  const bytes = await image.jpeg().toBuffer();
  const sent = await contributor.upload(
    UPLOAD,
    { input: { file: null } },
    {
      'input.file': { name: 'scan.jpg', content: new Uint8Array(bytes) },
    },
  );
  return sent.json?.data?.upsertFile.id as string;
}

describe('the image server behind the files', () => {
  it('serves an uploaded image as IIIF to contributors, and to everyone once a digital copy shows it', async () => {
    const id = await uploadImage(1200, 900);
    const { getFile } = await contributor.data(
      `query ($id: ID!) { getFile(id: $id) { iiif_service width height } }`,
      { id },
    );
    expect(getFile).toEqual({
      iiif_service: `http://partitura.test/iiif/3/${id}`,
      width: 1200,
      height: 900,
    });
    const bearer = { authorization: `Bearer ${contributor.token}` };
    const info = await fetch(`${server.url}/iiif/3/${id}/info.json`, { headers: bearer });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      id: `http://partitura.test/iiif/3/${id}`,
      width: 1200,
      height: 900,
    });
    const tile = await fetch(`${server.url}/iiif/3/${id}/0,0,256,256/256,/0/default.jpg`, {
      headers: bearer,
    });
    expect(tile.status).toBe(200);
    expect(tile.headers.get('cache-control')).toContain('private');
    expect((await sharp(Buffer.from(await tile.arrayBuffer())).metadata()).width).toBe(256);

    // To anyone else the private image does not exist: the answers of an id that is none.
    const guest = await signedIn(server, 'guest');
    for (const path of ['info.json', 'full/max/0/default.jpg', '0,0,256,256/256,/0/default.jpg']) {
      const missing = await answerOf(await fetch(`${server.url}/iiif/3/999999999/${path}`));
      expect(missing.status).toBe(404);
      const visitor = await fetch(`${server.url}/iiif/3/${id}/${path}`);
      expect(await answerOf(visitor), path).toEqual(missing);
      const asGuest = await fetch(`${server.url}/iiif/3/${id}/${path}`, {
        headers: { authorization: `Bearer ${guest.token}` },
      });
      expect(await answerOf(asGuest), path).toEqual(missing);
    }
    const scoreId = await createScore(server.database.db);
    await createDigitalCopy(server.database.db, 'score', scoreId, [{ fileId: Number(id) }]);
    const open = await fetch(`${server.url}/iiif/3/${id}/full/!100,100/0/default.jpg`, {
      headers: { origin: 'https://viewer.example' },
    });
    expect(open.status).toBe(200);
    expect(open.headers.get('access-control-allow-origin')).toBe('*');
    expect(open.headers.get('cache-control')).toContain('public');
    expect(open.headers.get('set-cookie')).toBeNull();
  });

  it('reads the size of a turned photograph as it is shown', async () => {
    // EXIF orientation 6: stored 400×300, shown turned a quarter, 300×400.
    const id = await uploadImage(400, 300, 6);
    const { getFile } = await contributor.data(
      `query ($id: ID!) { getFile(id: $id) { width height } }`,
      { id },
    );
    expect(getFile).toEqual({ width: 300, height: 400 });
  });

  it('answers 404 for a file that is not an image, and for a folder', async () => {
    const sent = await contributor.upload(
      UPLOAD,
      { input: { file: null } },
      {
        'input.file': { name: 'notes.txt', content: 'text' },
      },
    );
    const id = sent.json?.data?.upsertFile.id;
    const response = await fetch(`${server.url}/iiif/3/${id}/info.json`, {
      headers: { authorization: `Bearer ${contributor.token}` },
    });
    expect(response.status).toBe(404);
  });
});

describe('an image server of the institution', () => {
  it('names IIIF_IMAGE_SERVICE_URL’s service for every image, by id, hash or name', async () => {
    const own = await startTestServer({
      IIIF_IMAGE_SERVICE_URL: 'https://images.example.org/iiif/3/{hash}/',
    });
    try {
      const client = await signedIn(own, 'contributor');
      const bytes = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#fff' },
      })
        .png()
        .toBuffer();
      const sent = await client.upload(
        UPLOAD,
        { input: { file: null } },
        {
          'input.file': { name: 'a.png', content: new Uint8Array(bytes) },
        },
      );
      const id = sent.json?.data?.upsertFile.id;
      const { getFile } = await client.data(
        `query ($id: ID!) { getFile(id: $id) { iiif_service } }`,
        {
          id,
        },
      );
      expect(getFile.iiif_service).toMatch(
        /^https:\/\/images\.example\.org\/iiif\/3\/[0-9a-f]{64}$/,
      );
    } finally {
      await own.close();
    }
  });

  it('refuses a template that names no image', () => {
    expect(() =>
      loadConfig({ IIIF_IMAGE_SERVICE_URL: 'https://images.example.org/iiif/3/' }),
    ).toThrow(/IIIF_IMAGE_SERVICE_URL/);
  });
});

describe('what a visitor may ask of a public image', () => {
  it('refuses the file tree behind it, and an arbitrary rotation beyond its limit', async () => {
    const id = await uploadImage(3000, 2000);
    const scoreId = await createScore(server.database.db);
    const copy = await createDigitalCopy(server.database.db, 'score', scoreId, [
      { fileId: Number(id) },
    ]);
    const visitor = await server.client();
    const shown = await visitor.gql(
      `query ($id: ID!) { getDigitalCopy(id: $id) { files { file { filename width } } } }`,
      { id: String(copy) },
    );
    expect(shown.data?.getDigitalCopy.files[0].file).toMatchObject({ width: 3000 });
    const tree = await visitor.gql(
      `query ($id: ID!) { getDigitalCopy(id: $id) { files { file { folders { filename } } } } }`,
      { id: String(copy) },
    );
    expect(tree.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const turned = await fetch(`${server.url}/iiif/3/${id}/full/^max/45/default.png`);
    expect(turned.status).toBe(400);
    const small = await fetch(`${server.url}/iiif/3/${id}/full/300,/45/default.png`);
    expect(small.status).toBe(200);
  });
});
