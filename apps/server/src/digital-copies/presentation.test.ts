import { describe, expect, it } from 'vitest';
import { createCatalog } from '../test/factories';
import { checkPresentation3 } from './presentation-rules';
import {
  REGION,
  server,
  contributor,
  image,
  save,
  getCopy,
  useCopiesServer,
} from '../test/digital-copies-api';

useCopiesServer();

describe('IIIF Presentation documents', () => {
  it('serves a valid manifest with canvases, the image service, regions and a homepage, open to every origin', async () => {
    const { catalogId, pageIds, entryIds } = await createCatalog(server.database.db, {
      name: 'Catalogus musicalium',
      pages: [{ number: '1', entries: [{ number: '1', composer: 'Haydn' }] }],
    });
    const fileId = await image('page1.jpg', 600, 800);
    const created = await save({
      name: 'Scan 1998',
      digitizable_type: 'catalog',
      digitizable_id: String(catalogId),
      files: [{ file: { id: fileId }, page: { id: String(pageIds[0]) } }],
    });
    const [file] = (await getCopy(created.id)).files;
    await contributor.data(REGION, {
      input: {
        digital_copy_file: { id: file.id },
        x: 5,
        y: 6,
        width: 100,
        height: 40,
        iiifable_type: 'Entry',
        iiifable_id: String(entryIds[0][0]),
      },
    });
    const url = `${server.url}/iiif/presentation/digital-copies/${created.id}/manifest`;
    const response = await fetch(url, {
      headers: { origin: 'https://viewer.example', accept: 'application/ld+json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toContain('application/ld+json');
    const manifest = (await response.json()) as any;
    expect(checkPresentation3(manifest)).toEqual([]);
    expect(manifest.id).toBe(
      `http://partitura.test/iiif/presentation/digital-copies/${created.id}/manifest`,
    );
    expect(manifest.homepage[0].id).toBe(`http://partitura.test/catalogs/${catalogId}`);
    const [canvas] = manifest.items;
    expect([canvas.width, canvas.height]).toEqual([600, 800]);
    expect(canvas.label).toEqual({ none: ['Page 1'] });
    expect(canvas.items[0].items[0].body.service[0].id).toBe(
      `http://partitura.test/iiif/3/${fileId}`,
    );
    const link = canvas.annotations[0].items[0];
    expect(link.target).toBe(`${canvas.id}#xywh=5,6,100,40`);
    expect(link.body.id).toBe(
      `http://partitura.test/catalogs/${catalogId}?tab=page&pageId=${pageIds[0]}`,
    );
    const etag = response.headers.get('etag') as string;
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(
      (await fetch(`${server.url}/iiif/presentation/digital-copies/999999999/manifest`)).status,
    ).toBe(404);

    const collection = (await (
      await fetch(`${server.url}/iiif/presentation/catalogs/${catalogId}/collection`)
    ).json()) as any;
    expect(checkPresentation3(collection)).toEqual([]);
    expect(collection.items.map((item: { id: string }) => item.id)).toEqual([manifest.id]);
  });
});

describe('IIIF Presentation preflights', () => {
  it.each(['digital-copies/1/manifest', 'scores/1/collection', 'catalogs/1/collection'])(
    'answers the preflight of %s with the headers a IIIF client sends, as the image routes do',
    async (path) => {
      const preflight = (url: string) =>
        fetch(url, {
          method: 'OPTIONS',
          headers: {
            origin: 'https://viewer.example',
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'accept, authorization',
          },
        });
      const answer = await preflight(`${server.url}/iiif/presentation/${path}`);
      expect(answer.status).toBe(204);
      const image = await preflight(`${server.url}/iiif/3/1/info.json`);
      for (const header of [
        'access-control-allow-origin',
        'access-control-allow-methods',
        'access-control-allow-headers',
        'access-control-max-age',
      ])
        expect(answer.headers.get(header), header).toBe(image.headers.get(header));
      expect(answer.headers.get('access-control-allow-headers')).toBe('accept, authorization');
    },
  );
});
