import { describe, expect, it } from 'vitest';
import {
  MAX_PATH_LENGTH,
  parsePath,
  parseQualityFormat,
  parseRegion,
  parseRotation,
  parseSize,
  RequestError,
} from './params';

/** The status and reason a parse throws (400 for every malformed request). */
function refusal(parse: () => unknown): { status: number; message: string } {
  try {
    parse();
  } catch (error) {
    if (error instanceof RequestError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('parsed');
}

describe('the IIIF region parameter', () => {
  it('reads full, square, pixels and percentages', () => {
    expect(parseRegion('full')).toEqual({ kind: 'full' });
    expect(parseRegion('square')).toEqual({ kind: 'square' });
    expect(parseRegion('10,20,300,400')).toEqual({ kind: 'pixels', x: 10, y: 20, w: 300, h: 400 });
    expect(parseRegion('pct:41.6,7.5,40,70')).toEqual({
      kind: 'percent',
      x: 41.6,
      y: 7.5,
      w: 40,
      h: 70,
    });
    expect(parseRegion('pct:.5,0.,1,2')).toMatchObject({ x: 0.5, y: 0 });
  });

  it.each([
    ['', 'four numbers'],
    ['1,2,3', 'four numbers'],
    ['1,2,3,4,5', 'four numbers'],
    ['-1,0,10,10', 'whole numbers'],
    ['1.5,0,10,10', 'whole numbers'],
    ['0x10,0,10,10', 'whole numbers'],
    ['1e3,0,10,10', 'whole numbers'],
    [' 1,0,10,10', 'whole numbers'],
    ['1,,10,10', 'whole numbers'],
    ['9999999999999999,0,1,1', 'whole numbers'],
    ['pct:1e309,0,10,10', 'decimal'],
    ['pct:NaN,0,10,10', 'decimal'],
    ['pct:Infinity,0,10,10', 'decimal'],
    ['pct:-1,0,10,10', 'decimal'],
    ['pct:+1,0,10,10', 'decimal'],
    ['pct:1..2,0,10,10', 'decimal'],
    ['pct:.,0,10,10', 'decimal'],
    ['pct:1,2,3', 'four numbers'],
    ['Full', 'four numbers'],
  ])('refuses %j', (text, reason) => {
    const { status, message } = refusal(() => parseRegion(text));
    expect(status).toBe(400);
    expect(message).toContain(reason);
  });
});

describe('the IIIF size parameter', () => {
  it.each([
    ['max', { kind: 'max', upscale: false }],
    ['^max', { kind: 'max', upscale: true }],
    ['150,', { kind: 'width', w: 150, upscale: false }],
    ['^360,', { kind: 'width', w: 360, upscale: true }],
    [',150', { kind: 'height', h: 150, upscale: false }],
    ['^,240', { kind: 'height', h: 240, upscale: true }],
    ['pct:50', { kind: 'percent', n: 50, upscale: false }],
    ['^pct:120.5', { kind: 'percent', n: 120.5, upscale: true }],
    ['225,100', { kind: 'exact', w: 225, h: 100, upscale: false }],
    ['^360,360', { kind: 'exact', w: 360, h: 360, upscale: true }],
    ['!225,100', { kind: 'confined', w: 225, h: 100, upscale: false }],
    ['^!360,360', { kind: 'confined', w: 360, h: 360, upscale: true }],
  ])('reads %j', (text, size) => {
    expect(parseSize(text)).toEqual(size);
  });

  it.each([
    '',
    'full',
    'min',
    '^',
    '^^max',
    ',',
    '!,100',
    '!100,',
    '1,2,3',
    '-5,',
    ',-5',
    '10.5,',
    'pct:',
    'pct:-5',
    'pct:1e2',
    'pct:50,50',
    '!^100,100',
    'max,',
  ])('refuses %j', (text) => {
    expect(refusal(() => parseSize(text)).status).toBe(400);
  });
});

describe('the IIIF rotation parameter', () => {
  it.each([
    ['0', false, 0],
    ['90', false, 90],
    ['!180', true, 180],
    ['22.5', false, 22.5],
    ['!345', true, 345],
    ['360', false, 0],
    ['!360', true, 0],
    ['359.9999999', false, 0],
    ['0.5', false, 0.5],
    ['.5', false, 0.5],
  ])('reads %j', (text, mirror, rotation) => {
    expect(parseRotation(text)).toEqual({ mirror, rotation });
  });

  it.each(['', '!', '!!90', '-90', '360.5', '361', '1e2', 'NaN', '90deg', '+90', '1e309'])(
    'refuses %j',
    (text) => {
      expect(refusal(() => parseRotation(text)).status).toBe(400);
    },
  );
});

describe('the IIIF quality and format', () => {
  it('reads every quality and format', () => {
    for (const quality of ['default', 'color', 'gray', 'bitonal'])
      for (const format of ['jpg', 'png', 'webp'])
        expect(parseQualityFormat(`${quality}.${format}`)).toEqual({ quality, format });
  });

  it('refuses unknown qualities and formats, and formats the spec names but this server lacks', () => {
    expect(refusal(() => parseQualityFormat('default')).message).toContain('format is missing');
    expect(refusal(() => parseQualityFormat('grey.jpg')).message).toContain('quality');
    expect(refusal(() => parseQualityFormat('default.jpeg')).message).toContain('jpg, png or webp');
    expect(refusal(() => parseQualityFormat('default.JPG')).status).toBe(400);
    for (const format of ['tif', 'gif', 'jp2', 'pdf'])
      expect(refusal(() => parseQualityFormat(`default.${format}`))).toEqual({
        status: 400,
        message: `The format ${format} is not supported (jpg, png, webp).`,
      });
  });
});

describe('an IIIF path', () => {
  it('is the base URI, the information or an image request', () => {
    expect(parsePath('/iiif/3/abc')).toEqual({ kind: 'base', identifier: 'abc' });
    expect(parsePath('/iiif/3/abc/info.json')).toEqual({ kind: 'info', identifier: 'abc' });
    expect(parsePath('/iiif/3/a%20b%3Ac/full/max/0/default.jpg')).toEqual({
      kind: 'image',
      identifier: 'a b:c',
      params: {
        region: { kind: 'full' },
        size: { kind: 'max', upscale: false },
        mirror: false,
        rotation: 0,
        quality: 'default',
        format: 'jpg',
      },
    });
  });

  it('decodes percent-encoded parameters (a client may encode ^ and !)', () => {
    expect(parsePath('/iiif/3/abc/full/%5Emax/%2190/gray.png')).toMatchObject({
      params: { size: { kind: 'max', upscale: true }, mirror: true, rotation: 90 },
    });
  });

  it.each([
    '/iiif/3/',
    '/iiif/3',
    '/iiif/3//info.json',
    '/iiif/3/a%2Fb/info.json',
    '/iiif/3/a%2fb',
    '/iiif/3/../info.json',
    '/iiif/3/%2E%2E/info.json',
    '/iiif/3/./full/max/0/default.jpg',
    '/iiif/3/%E0%A4%A/info.json',
    '/iiif/3/a%00b/info.json',
    '/iiif/3/abc/',
    '/iiif/3/abc/info.xml',
    '/iiif/3/abc/info.json/',
    '/iiif/3/abc/full/max/0',
    '/iiif/3/abc/full/max/0/default.jpg/extra',
    '/iiif/3/abc/full/max/0/default%2Ejpg%2F',
    '/iiif/3/abc/full/max/%/default.jpg',
    `/iiif/3/${'a'.repeat(257)}/info.json`,
    `/iiif/3/abc/${'1'.repeat(MAX_PATH_LENGTH)},0,1,1/max/0/default.jpg`,
  ])('refuses %j', (path) => {
    expect(refusal(() => parsePath(path)).status).toBe(400);
  });

  // An identifier with an unencoded slash names no image here (the IIIF validator's
  // id_error_escapedslash asks `a/b`).
  it.each([
    '/iiif/3/a/b/full/max/0/default.jpg',
    '/iiif/3/a/b/c/pct:10,10,10,10/!90,90/!90/gray.png',
    '/iiif/3/a/b/info.json',
  ])('answers %j as no such image', (path) => {
    const error = refusal(() => parsePath(path));
    expect([error.status, error.message]).toEqual([404, 'No such image.']);
  });
});
