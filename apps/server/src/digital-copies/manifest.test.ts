import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  buildRecordCollection,
  manifestId,
  type ManifestCanvas,
  type ManifestInput,
} from './manifest';
import { checkPresentation3 } from './presentation-rules';

type Doc = Record<string, any>; // any: the tests read the built JSON by path

const BASE = 'https://partitura.example.org';
const COPY = `${BASE}/iiif/presentation/digital-copies/7`;
const service = (name: string) => `${BASE}/iiif/3/${name}`;

function canvas(id: string, regions: ManifestCanvas['regions'] = []): ManifestCanvas {
  return {
    id,
    label: `f. ${id}`,
    width: 1200,
    height: 1800,
    format: 'image/tiff',
    service: service(`file-${id}`),
    regions,
  };
}

/** A catalog's copy of three pages; the first shows two entries. */
function input(change: Partial<ManifestInput> = {}): ManifestInput {
  return {
    baseUrl: BASE,
    locale: 'en',
    digitalCopy: { id: '7', name: 'Catalogue 1762' },
    record: {
      kind: 'catalog',
      id: '3',
      url: `${BASE}/catalogs/3`,
      title: 'Katalog der Musikalien',
      shelfmark: 'Ms. 12',
      composer: null,
      collection: 'Einsiedeln',
    },
    canvases: [
      canvas('21', [
        region('5', { x: 10.4, y: 20, width: 300, height: 40.6 }, 'Entry 12: Haydn, Missa in C'),
        region('6', { x: 10, y: 80, width: 300, height: 40 }, 'Entry 13: Mozart, Requiem'),
      ]),
      canvas('22'),
      { ...canvas('23'), width: 2400.2, height: 1600 },
    ],
    ...change,
  };
}

function region(
  id: string,
  box: { x: number; y: number; width: number; height: number },
  label: string,
) {
  return {
    id,
    ...box,
    label,
    url: `${BASE}/catalogs/3?tab=page&pageId=9&entry=${id}`,
    iiifable_type: 'Entry',
    iiifable_id: `1${id}`,
  };
}

const build = (change: Partial<ManifestInput> = {}): Doc => buildManifest(input(change));

/** Every value of `id` in the document, with the type of the object holding it. */
function ids(node: unknown, found: { id: unknown; type: unknown }[] = []) {
  if (Array.isArray(node)) node.forEach((item) => ids(item, found));
  else if (typeof node === 'object' && node !== null) {
    const object = node as Doc;
    if ('id' in object) found.push({ id: object.id, type: object.type });
    Object.values(object).forEach((value) => ids(value, found));
  }
  return found;
}

describe('buildManifest', () => {
  it('builds a valid Presentation 3 Manifest: three Canvases, two regions', () => {
    const manifest = build();
    expect(checkPresentation3(manifest)).toEqual([]);
    expect(manifest.id).toBe(`${COPY}/manifest`);
    expect(manifest.id).toBe(manifestId(BASE, '7'));
    expect(manifest.items).toHaveLength(3);
    expect(manifest.label).toEqual({ none: ['Catalogue 1762'] });
    expect(manifest.viewingDirection).toBe('left-to-right');
    expect(manifest).not.toHaveProperty('rights');
  });

  it('gives absolute ids, unique for every Canvas, AnnotationPage and Annotation', () => {
    const found = ids(build());
    for (const { id } of found) expect(String(id)).toMatch(/^https:\/\/partitura\.example\.org\//);
    const defined = found.filter(({ type }) =>
      ['Manifest', 'Canvas', 'AnnotationPage', 'Annotation'].includes(String(type)),
    );
    // The Manifest, 3 Canvases, 3 painting pages of 1 annotation each, 1 page of 2 links.
    expect(defined).toHaveLength(1 + 3 + 3 + 3 + 1 + 2);
    expect(new Set(defined.map(({ id }) => id)).size).toBe(defined.length);
  });

  it('makes each file a Canvas of whole pixels, painted by the image service', () => {
    const [first, , third] = build().items;
    expect(first).toMatchObject({ id: `${COPY}/canvas/21`, label: { none: ['f. 21'] } });
    expect([first.width, first.height, third.width, third.height]).toEqual([
      1200, 1800, 2400, 1600,
    ]);
    const painting = first.items[0].items[0];
    expect(painting).toMatchObject({ motivation: 'painting', target: first.id });
    expect(painting.body).toEqual({
      id: `${service('file-21')}/full/max/0/default.jpg`,
      type: 'Image',
      format: 'image/jpeg',
      width: 1200,
      height: 1800,
      service: [{ id: service('file-21'), type: 'ImageService3', profile: 'level2' }],
    });
  });

  it('gives the Manifest the first image as thumbnail and each Canvas its own, at most 200 px', () => {
    const manifest = build();
    const thumbnail = {
      id: `${service('file-21')}/full/!200,200/0/default.jpg`,
      type: 'Image',
      format: 'image/jpeg',
      width: 133,
      height: 200,
      service: [{ id: service('file-21'), type: 'ImageService3', profile: 'level2' }],
    };
    expect(manifest.thumbnail).toEqual([thumbnail]);
    expect(manifest.items[0].thumbnail).toEqual([thumbnail]);
    expect(manifest.items[2].thumbnail[0]).toMatchObject({ width: 200, height: 133 });
  });

  it("links each region to its record's page, its box as the target's fragment", () => {
    const [first, second] = build().items;
    expect(second).not.toHaveProperty('annotations');
    const [link, other] = first.annotations[0].items;
    expect(link).toEqual({
      id: `${COPY}/canvas/21/links/5`,
      type: 'Annotation',
      motivation: 'linking',
      label: { en: ['Entry 12: Haydn, Missa in C'] },
      body: {
        id: `${BASE}/catalogs/3?tab=page&pageId=9&entry=5`,
        type: 'Text',
        format: 'text/html',
        label: { en: ['Entry 12: Haydn, Missa in C'] },
      },
      target: `${COPY}/canvas/21#xywh=10,20,300,41`,
    });
    expect(other.target).toBe(`${COPY}/canvas/21#xywh=10,80,300,40`);
  });

  it("links to the record's page and lists the metadata it has, labelled in the locale", () => {
    const english = build();
    expect(english.homepage).toEqual([
      {
        id: `${BASE}/catalogs/3`,
        type: 'Text',
        label: { none: ['Katalog der Musikalien'] },
        format: 'text/html',
      },
    ]);
    expect(english.metadata).toEqual([
      { label: { en: ['Shelfmark'] }, value: { none: ['Ms. 12'] } },
      { label: { en: ['Title'] }, value: { none: ['Katalog der Musikalien'] } },
      { label: { en: ['Collection'] }, value: { none: ['Einsiedeln'] } },
    ]);
    const record = { ...input().record, composer: 'Joseph Haydn', collection: ' ' };
    const german = build({ locale: 'de', record });
    expect(checkPresentation3(german)).toEqual([]);
    expect(german.metadata.map((entry: Doc) => entry.label)).toEqual([
      { de: ['Signatur'] },
      { de: ['Komponist'] },
      { de: ['Titel'] },
    ]);
  });

  it("is labelled with the record's title when the copy has no name; shows a required statement", () => {
    const statement = { label: 'Nachweis', value: 'Musikbibliothek Einsiedeln' };
    const manifest = build({
      locale: 'de',
      digitalCopy: { id: '7', name: null },
      requiredStatement: statement,
    });
    expect(checkPresentation3(manifest)).toEqual([]);
    expect(manifest.label).toEqual({ none: ['Katalog der Musikalien'] });
    expect(manifest.requiredStatement).toEqual({
      label: { de: ['Nachweis'] },
      value: { de: ['Musikbibliothek Einsiedeln'] },
    });
  });

  it('throws for a copy without files: a Manifest needs a Canvas', () => {
    expect(() => build({ canvases: [] })).toThrow(/Digital copy 7 has no files/);
  });

  it('throws for a file listed twice, a relative base URL or an empty region', () => {
    expect(() => build({ canvases: [canvas('21'), canvas('21')] })).toThrow(/twice/);
    expect(() => build({ baseUrl: '/partitura' })).toThrow(/Base URL must be an absolute/);
    const empty = region('9', { x: 0, y: 0, width: 0, height: 10 }, 'Nothing');
    expect(() => build({ canvases: [canvas('21', [empty])] })).toThrow(/Width of region 9/);
  });

  it('takes a base URL with or without its trailing slash', () => {
    expect(manifestId(`${BASE}/`, '7')).toBe(`${COPY}/manifest`);
    expect(manifestId(`${BASE}/archive`, 'a b')).toBe(
      `${BASE}/archive/iiif/presentation/digital-copies/a%20b/manifest`,
    );
  });
});

describe('buildRecordCollection', () => {
  const record = input().record;

  it("lists a record's copies as references to their Manifests", () => {
    const collection: Doc = buildRecordCollection({
      baseUrl: BASE,
      locale: 'de',
      record,
      copies: [
        {
          id: '7',
          name: 'Catalogue 1762',
          thumbnail: { service: service('f'), width: 800, height: 400 },
        },
        { id: '8', name: null },
      ],
    });
    expect(checkPresentation3(collection)).toEqual([]);
    expect(collection).toMatchObject({
      id: `${BASE}/iiif/presentation/catalogs/3/collection`,
      type: 'Collection',
      label: { none: ['Katalog der Musikalien'] },
    });
    expect(collection.metadata[0].label).toEqual({ de: ['Signatur'] });
    expect(collection.items).toEqual([
      {
        id: `${COPY}/manifest`,
        type: 'Manifest',
        label: { none: ['Catalogue 1762'] },
        thumbnail: [
          {
            id: `${service('f')}/full/!200,200/0/default.jpg`,
            type: 'Image',
            format: 'image/jpeg',
            width: 200,
            height: 100,
            service: [{ id: service('f'), type: 'ImageService3', profile: 'level2' }],
          },
        ],
      },
      { id: manifestId(BASE, '8'), type: 'Manifest', label: { none: ['Katalog der Musikalien'] } },
    ]);
  });

  it("names a score's collection after scores, and stays valid with no copies", () => {
    const score = { ...record, kind: 'score' as const, id: '42' };
    const collection: Doc = buildRecordCollection({
      baseUrl: BASE,
      locale: 'en',
      record: score,
      copies: [],
    });
    expect(collection.id).toBe(`${BASE}/iiif/presentation/scores/42/collection`);
    expect(collection.items).toEqual([]);
    expect(checkPresentation3(collection)).toEqual([]);
  });
});
