import { describe, expect, it } from 'vitest';
import { PRESENTATION_3_CONTEXT, checkPresentation3 } from './presentation-rules';

// The examples are JSON documents the tests break on purpose, property by property.
type Doc = Record<string, any>; // any: the tests reach into it by path

const BASE = 'https://archive.example.org/iiif/book';
const CANVAS = `${BASE}/canvas/1`;
const SERVICE = 'https://archive.example.org/iiif/3/page-1';

/** A small valid Manifest: one Canvas painted with one image, and a link from a region of it. */
function manifest(): Doc {
  return {
    '@context': PRESENTATION_3_CONTEXT,
    id: `${BASE}/manifest`,
    type: 'Manifest',
    label: { en: ['Missa in C'] },
    metadata: [{ label: { en: ['Shelfmark'] }, value: { none: ['Mus. 12'] } }],
    rights: 'http://creativecommons.org/licenses/by/4.0/',
    homepage: [
      { id: 'https://archive.example.org/scores/1', type: 'Text', label: { none: ['Missa'] } },
    ],
    thumbnail: [
      {
        id: `${SERVICE}/full/!200,200/0/default.jpg`,
        type: 'Image',
        format: 'image/jpeg',
        service: [{ id: SERVICE, type: 'ImageService3', profile: 'level2' }],
      },
    ],
    items: [
      {
        id: CANVAS,
        type: 'Canvas',
        label: { none: ['p. 1'] },
        width: 1200,
        height: 1800,
        items: [
          {
            id: `${CANVAS}/painting`,
            type: 'AnnotationPage',
            items: [
              {
                id: `${CANVAS}/painting/image`,
                type: 'Annotation',
                motivation: 'painting',
                body: {
                  id: `${SERVICE}/full/max/0/default.jpg`,
                  type: 'Image',
                  format: 'image/jpeg',
                  width: 1200,
                  height: 1800,
                  service: [{ id: SERVICE, type: 'ImageService3', profile: 'level2' }],
                },
                target: CANVAS,
              },
            ],
          },
        ],
        annotations: [
          {
            id: `${CANVAS}/links`,
            type: 'AnnotationPage',
            items: [
              {
                id: `${CANVAS}/links/1`,
                type: 'Annotation',
                motivation: 'linking',
                body: { id: 'https://archive.example.org/catalogs/3', type: 'Text' },
                target: `${CANVAS}#xywh=10,20,300,40`,
              },
            ],
          },
        ],
      },
    ],
  };
}

function collection(): Doc {
  return {
    '@context': PRESENTATION_3_CONTEXT,
    id: 'https://archive.example.org/iiif/scores/1/collection',
    type: 'Collection',
    label: { en: ['Missa in C'] },
    items: [
      { id: `${BASE}/manifest`, type: 'Manifest', label: { none: ['Copy A'] } },
      { id: `${BASE}-b/manifest`, type: 'Manifest', label: { none: ['Copy B'] } },
    ],
  };
}

/** The example after `change`, checked. */
function problems(example: () => Doc, change: (doc: Doc) => void = () => {}): string[] {
  const doc = example();
  change(doc);
  return checkPresentation3(doc);
}

const canvas = (doc: Doc) => doc.items[0];
const painting = (doc: Doc) => doc.items[0].items[0].items[0];

describe('checkPresentation3, valid documents', () => {
  it('finds nothing wrong with a valid Manifest and Collection', () => {
    expect(problems(manifest)).toEqual([]);
    expect(problems(collection)).toEqual([]);
  });

  it('accepts a list of contexts ending with the Presentation 3 one, and a time-based Canvas', () => {
    const contexts = ['http://www.w3.org/ns/anno.jsonld', PRESENTATION_3_CONTEXT];
    expect(problems(manifest, (doc) => (doc['@context'] = contexts))).toEqual([]);
    const video = (doc: Doc) => {
      delete canvas(doc).width;
      delete canvas(doc).height;
      canvas(doc).duration = 12.5;
    };
    expect(problems(manifest, video)).toEqual([]);
  });

  it('accepts an Image API 2 service with @id and @type, and a painting of part of the Canvas', () => {
    const v2 = { '@id': SERVICE, '@type': 'ImageService2', profile: 'level2' };
    expect(problems(manifest, (doc) => (painting(doc).body.service = [v2]))).toEqual([]);
    expect(
      problems(manifest, (doc) => (painting(doc).target = `${CANVAS}#xywh=0,0,10,10`)),
    ).toEqual([]);
    const specific = { type: 'SpecificResource', source: { id: CANVAS, type: 'Canvas' } };
    expect(problems(manifest, (doc) => (painting(doc).target = specific))).toEqual([]);
  });

  it('accepts rights from RightsStatements.org and the behaviors of the spec', () => {
    const rights = 'http://rightsstatements.org/vocab/NoC-NC/1.0/';
    expect(problems(manifest, (doc) => (doc.rights = rights))).toEqual([]);
    expect(problems(manifest, (doc) => (doc.behavior = ['paged', 'auto-advance']))).toEqual([]);
  });
});

describe('checkPresentation3, the top resource', () => {
  it('must be an object with the Presentation 3 context', () => {
    expect(checkPresentation3([])).toEqual(['$: must be a JSON object']);
    expect(problems(manifest, (doc) => delete doc['@context'])).toEqual(['$: has no @context']);
    const v2 = 'http://iiif.io/api/presentation/2/context.json';
    expect(problems(manifest, (doc) => (doc['@context'] = v2))).toEqual([
      '$["@context"]: is the Presentation 2 context',
    ]);
    const notLast = [PRESENTATION_3_CONTEXT, 'http://www.w3.org/ns/anno.jsonld'];
    expect(problems(manifest, (doc) => (doc['@context'] = notLast))).toEqual([
      `$["@context"]: must be ${PRESENTATION_3_CONTEXT} or end with it`,
    ]);
  });

  it('must be a class of the spec', () => {
    expect(problems(manifest, (doc) => (doc.type = 'sc:Manifest'))).toEqual([
      '$.type: is "sc:Manifest"; expected Collection or Manifest or Canvas or Range or ' +
        'AnnotationPage or AnnotationCollection or Annotation',
    ]);
  });
});

describe('checkPresentation3, ids', () => {
  it('wants an absolute http(s) id on every resource that must have one', () => {
    expect(problems(manifest, (doc) => (doc.id = '/iiif/book/manifest'))).toEqual([
      '$.id: must be an absolute http(s) URI',
    ]);
    expect(problems(manifest, (doc) => (doc.id = `${BASE}/manifest `))).toEqual([
      '$.id: must be an absolute http(s) URI without spaces',
    ]);
    expect(problems(manifest, (doc) => (painting(doc).body.id = 'urn:x:1'))).toEqual([
      '$.items[0].items[0].items[0].body.id: must be an absolute http(s) URI',
    ]);
    expect(problems(manifest, (doc) => delete doc.thumbnail[0].id)).toEqual([
      '$.thumbnail[0]: has no id',
    ]);
  });

  it('refuses a Canvas id with a fragment', () => {
    const fragment = (doc: Doc) => {
      canvas(doc).id = `${CANVAS}#page`;
      painting(doc).target = `${CANVAS}#page`;
    };
    expect(problems(manifest, fragment)).toEqual(['$.items[0].id: must not have a fragment (#…)']);
  });

  it('refuses two Canvases with one id, and a Canvas and an AnnotationPage with one id', () => {
    const twice = (doc: Doc) => {
      const copy = structuredClone(canvas(doc));
      copy.items[0].id = `${CANVAS}/painting-2`;
      copy.items[0].items[0].id = `${CANVAS}/painting-2/image`;
      delete copy.annotations;
      doc.items.push(copy);
    };
    expect(problems(manifest, twice)).toEqual([
      `$.items[1].id: ${CANVAS} is already the id of $.items[0]`,
    ]);
    expect(problems(manifest, (doc) => (canvas(doc).items[0].id = CANVAS))).toEqual([
      `$.items[0].items[0].id: ${CANVAS} is already the id of $.items[0]`,
    ]);
  });

  it('refuses a Collection listing one Manifest twice', () => {
    expect(problems(collection, (doc) => (doc.items[1].id = doc.items[0].id))).toEqual([
      '$.items[1].id: is listed twice',
    ]);
  });
});

describe('checkPresentation3, types and structure', () => {
  it('refuses a Collection of Canvases', () => {
    const canvases = (doc: Doc) => (doc.items = [manifest().items[0]]);
    expect(problems(collection, canvases)).toEqual([
      '$.items[0].type: is "Canvas"; expected Collection or Manifest',
    ]);
  });

  it('wants a Manifest with items of at least one Canvas', () => {
    expect(problems(manifest, (doc) => delete doc.items)).toEqual(['$: has no items']);
    expect(problems(manifest, (doc) => (doc.items = []))).toEqual([
      '$.items: must list at least one Canvas',
    ]);
    expect(problems(manifest, (doc) => (canvas(doc).type = 'Page'))).toEqual([
      '$.items[0].type: is "Page"; expected Canvas',
    ]);
  });

  it('wants AnnotationPages of Annotations in a Canvas', () => {
    expect(problems(manifest, (doc) => (canvas(doc).items = [painting(doc)]))).toEqual([
      '$.items[0].items[0].type: is "Annotation"; expected AnnotationPage',
    ]);
    const nested = (doc: Doc) => (canvas(doc).items[0].annotations = canvas(doc).annotations);
    expect(problems(manifest, nested)).toEqual([
      '$.items[0].items[0].annotations: an AnnotationPage has no annotations',
    ]);
  });

  it('reports the properties of Presentation 2', () => {
    expect(problems(manifest, (doc) => (doc.sequences = []))).toEqual([
      '$.sequences: is Presentation 2; use items',
    ]);
    expect(problems(manifest, (doc) => (doc.license = doc.rights))).toEqual([
      '$.license: is Presentation 2; use rights',
    ]);
  });
});

describe('checkPresentation3, language maps and metadata', () => {
  it('refuses a plain-string label, as in Presentation 2', () => {
    expect(problems(manifest, (doc) => (doc.label = 'Missa in C'))).toEqual([
      '$.label: is a plain string (Presentation 2); expected a language map',
    ]);
    expect(problems(manifest, (doc) => (doc.summary = 'A mass'))).toEqual([
      '$.summary: is a plain string (Presentation 2); expected a language map',
    ]);
  });

  it('wants language tags (or "none") mapped to arrays of strings', () => {
    expect(problems(manifest, (doc) => (doc.label = { '@none': ['Missa'] }))).toEqual([
      '$.label["@none"]: is no language tag (use "none" if unknown)',
    ]);
    expect(problems(manifest, (doc) => (doc.label = { en: 'Missa' }))).toEqual([
      '$.label.en: must be an array of strings',
    ]);
  });

  it('wants a label on a Manifest, a Collection and their homepage', () => {
    expect(problems(manifest, (doc) => delete doc.label)).toEqual(['$: has no label']);
    expect(problems(collection, (doc) => delete doc.items[0].label)).toEqual([
      '$.items[0]: has no label',
    ]);
    expect(problems(manifest, (doc) => delete doc.homepage[0].label)).toEqual([
      '$.homepage[0]: has no label',
    ]);
  });

  it('wants both label and value in a metadata entry, each a language map', () => {
    expect(problems(manifest, (doc) => delete doc.metadata[0].value)).toEqual([
      '$.metadata[0]: has no value',
    ]);
    expect(problems(manifest, (doc) => (doc.metadata[0].label = 'Shelfmark'))).toEqual([
      '$.metadata[0].label: is a plain string (Presentation 2); expected a language map',
    ]);
    expect(problems(manifest, (doc) => (doc.metadata = doc.metadata[0]))).toEqual([
      '$.metadata: must be an array',
    ]);
  });
});

describe('checkPresentation3, Canvases and painting', () => {
  it('wants integer width and height, both or neither, or a duration', () => {
    expect(problems(manifest, (doc) => delete canvas(doc).height)).toEqual([
      '$.items[0]: has width but no height',
    ]);
    expect(problems(manifest, (doc) => (canvas(doc).width = 1200.5))).toEqual([
      '$.items[0].width: must be a positive integer',
    ]);
    const neither = (doc: Doc) => {
      delete canvas(doc).width;
      delete canvas(doc).height;
    };
    expect(problems(manifest, neither)).toEqual([
      '$.items[0]: has neither width and height nor duration',
    ]);
  });

  it('refuses a painting annotation that targets another Canvas', () => {
    expect(problems(manifest, (doc) => (painting(doc).target = `${BASE}/canvas/2`))).toEqual([
      `$.items[0].items[0].items[0].target: a painting annotation must target its Canvas ${CANVAS}`,
    ]);
    expect(problems(manifest, (doc) => (painting(doc).target = `${CANVAS}0`))).toHaveLength(1);
    expect(problems(manifest, (doc) => delete painting(doc).target)).toEqual([
      '$.items[0].items[0].items[0]: has no target',
    ]);
  });
});

describe('checkPresentation3, thumbnail, homepage, service', () => {
  it('wants arrays', () => {
    expect(problems(manifest, (doc) => (doc.thumbnail = doc.thumbnail[0]))).toEqual([
      '$.thumbnail: must be an array',
    ]);
    expect(problems(manifest, (doc) => (doc.homepage = doc.homepage[0]))).toEqual([
      '$.homepage: must be an array',
    ]);
    const single = (doc: Doc) => (painting(doc).body.service = painting(doc).body.service[0]);
    expect(problems(manifest, single)).toEqual([
      '$.items[0].items[0].items[0].body.service: must be an array',
    ]);
  });

  it('wants a service with its type, and a thumbnail of a content class', () => {
    expect(problems(manifest, (doc) => delete doc.thumbnail[0].service[0].type)).toEqual([
      '$.thumbnail[0].service[0]: has no type',
    ]);
    expect(problems(manifest, (doc) => (doc.thumbnail[0].type = 'Canvas'))).toEqual([
      '$.thumbnail[0].type: is "Canvas"; expected Image or Video or Sound or Text or Dataset or Model',
    ]);
  });
});

describe('checkPresentation3, rights, behavior, viewingDirection', () => {
  it('refuses rights that are no Creative Commons or RightsStatements.org URI', () => {
    for (const rights of [
      'https://en.wikipedia.org/wiki/License',
      'https://creativecommons.org/licenses/by/4.0/',
      'CC BY 4.0',
    ])
      expect(
        problems(manifest, (doc) => (doc.rights = rights)),
        rights,
      ).toEqual(['$.rights: must be a http:// Creative Commons or RightsStatements.org URI']);
  });

  it('refuses behaviors and viewing directions the spec does not name', () => {
    expect(problems(manifest, (doc) => (doc.behavior = ['paged', 'book']))).toEqual([
      '$.behavior[1]: "book" is not a behavior of the spec',
    ]);
    expect(problems(manifest, (doc) => (doc.behavior = 'paged'))).toEqual([
      '$.behavior: must be an array',
    ]);
    expect(problems(manifest, (doc) => (doc.viewingDirection = 'ltr'))).toEqual([
      '$.viewingDirection: must be one of left-to-right, right-to-left, top-to-bottom, bottom-to-top',
    ]);
  });
});
