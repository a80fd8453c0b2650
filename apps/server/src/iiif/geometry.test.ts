import { describe, expect, it } from 'vitest';
import { canonicalParams, LIMITS, resolveRegion, resolveRendering, resolveSize } from './geometry';
import { preferredSizes, scaleFactors } from './info';
import { parseImageParams, parseRegion, parseSize, RequestError } from './params';

const W = 2000;
const H = 1500;
const region = (text: string, width = W, height = H) =>
  resolveRegion(parseRegion(text), width, height);
const size = (text: string, w: number, h: number) =>
  resolveSize(parseSize(text), { x: 0, y: 0, w, h });

function status(resolve: () => unknown): number {
  try {
    resolve();
  } catch (error) {
    if (error instanceof RequestError) return error.status;
    throw error;
  }
  return 200;
}

describe('resolving a region against a 2000×1500 image', () => {
  it.each([
    ['full', [0, 0, 2000, 1500]],
    ['square', [250, 0, 1500, 1500]],
    ['0,0,256,256', [0, 0, 256, 256]],
    ['125,15,120,140', [125, 15, 120, 140]],
    // Beyond the edge: cropped at the image's edge.
    ['1900,1400,200,200', [1900, 1400, 100, 100]],
    ['1999,1499,99999999,99999999', [1999, 1499, 1, 1]],
    ['pct:0,0,100,100', [0, 0, 2000, 1500]],
    ['pct:41.6,7.5,40,70', [832, 113, 800, 1050]],
    ['pct:50,50,100,100', [1000, 750, 1000, 750]],
    ['pct:99.99,0,1,1', [1999, 0, 1, 15]],
    // A sliver thinner than a pixel is one pixel.
    ['pct:10,10,0.001,0.001', [200, 150, 1, 1]],
  ])('%s → x,y,w,h %j', (text, [x, y, w, h]) => {
    expect(region(text)).toEqual({ x, y, w, h });
  });

  it('puts the square of a tall image in its middle', () => {
    expect(region('square', 300, 1001)).toEqual({ x: 0, y: 350, w: 300, h: 300 });
  });

  it.each([
    '0,0,0,10',
    '0,0,10,0',
    '2000,0,10,10',
    '0,1500,10,10',
    '99999999,0,10,10',
    'pct:0,0,0,10',
    'pct:100,0,10,10',
    'pct:0,100,10,10',
    'pct:500,0,10,10',
  ])('refuses %s (empty or outside) with 400', (text) => {
    expect(status(() => region(text))).toBe(400);
  });
});

describe('resolving a size against an 800×600 region', () => {
  it.each([
    ['max', [800, 600]],
    ['^max', [4729, 3547]],
    ['400,', [400, 300]],
    ['800,', [800, 600]],
    ['^1000,', [1000, 750]],
    ['^400,', [400, 300]],
    [',300', [400, 300]],
    ['^,1200', [1600, 1200]],
    ['pct:50', [400, 300]],
    ['pct:12.5', [100, 75]],
    ['pct:100', [800, 600]],
    ['^pct:150', [1200, 900]],
    ['225,100', [225, 100]],
    ['^900,100', [900, 100]],
    ['!225,100', [133, 100]],
    ['!1000,1000', [800, 600]],
    ['^!1000,1000', [1000, 750]],
    ['^!360,360', [360, 270]],
    ['!1,1', [1, 1]],
  ])('%s → %j', (text, expected) => {
    expect(size(text, 800, 600)).toEqual(expected);
  });

  it.each([
    // Larger than the region without ^.
    '801,',
    ',601',
    'pct:100.1',
    '801,600',
    '800,601',
    // Nothing left.
    '0,',
    ',0',
    'pct:0',
    '^pct:0',
    '0,10',
    '!0,10',
    // Beyond the server's limits.
    '^10001,',
    '^,10001',
    '^pct:1300',
    '^10000,10001',
    '^4730,',
    '^pct:99999999999',
  ])('refuses %s with 400', (text) => {
    expect(status(() => size(text, 800, 600))).toBe(400);
  });

  it('refuses a side scaled below one pixel', () => {
    expect(status(() => size('10,', 1000, 10))).toBe(400);
    expect(size('100,', 1000, 10)).toEqual([100, 1]);
    // The confined forms keep one pixel.
    expect(size('!10,10', 1000, 10)).toEqual([10, 1]);
  });

  it('bounds max and ^max by the limits: the sides, and the area within them', () => {
    expect(LIMITS).toEqual({ maxWidth: 10_000, maxHeight: 10_000, maxArea: 16_777_216 });
    expect(size('max', 20_000, 1000)).toEqual([10_000, 500]);
    expect(size('max', 12_000, 12_000)).toEqual([4096, 4096]);
    expect(size('max', 15_000, 9000)).toEqual([5287, 3172]);
    expect(size('^max', 10, 5)).toEqual([5793, 2896]);
    expect(size('^!20000,20000', 100, 100)).toEqual([4096, 4096]);
    for (const [w, h] of [size('max', 15_000, 9000), size('^max', 10, 5), size('^max', 800, 600)])
      expect(w * h).toBeLessThanOrEqual(LIMITS.maxArea);
  });
});

describe('a resolved request', () => {
  const resolve = (r: string, s: string, rot: string, q: string) =>
    resolveRendering(parseImageParams(r, s, rot, q), W, H);

  it('names the same image in one canonical form', () => {
    expect(canonicalParams(resolve('full', 'max', '0', 'default.jpg'), W, H)).toBe(
      'full/max/0/default.jpg',
    );
    expect(canonicalParams(resolve('0,0,2000,1500', 'pct:100', '360', 'color.jpg'), W, H)).toBe(
      'full/max/0/default.jpg',
    );
    expect(canonicalParams(resolve('pct:50,50,100,100', '!500,500', '!90', 'gray.png'), W, H)).toBe(
      '1000,750,1000,750/500,375/!90/gray.png',
    );
    expect(canonicalParams(resolve('square', '^2000,', '22.50', 'bitonal.webp'), W, H)).toBe(
      '250,0,1500,1500/^2000,2000/22.5/bitonal.webp',
    );
    expect(canonicalParams(resolve('full', '1000,', '0.000001', 'default.jpg'), W, H)).toBe(
      'full/1000,750/0.000001/default.jpg',
    );
  });
});

describe('the tiles and sizes of info.json', () => {
  it('has scale factors down to the level where the image fits one tile', () => {
    expect(scaleFactors(2000, 1500)).toEqual([1, 2, 4, 8]);
    expect(scaleFactors(256, 256)).toEqual([1]);
    expect(scaleFactors(257, 10)).toEqual([1, 2]);
    expect(scaleFactors(8660, 5774)).toEqual([1, 2, 4, 8, 16, 32, 64]);
  });

  it('lists the whole image at the levels up to 2048 pixels', () => {
    expect(preferredSizes(2000, 1500)).toEqual([
      { width: 250, height: 188 },
      { width: 500, height: 375 },
      { width: 1000, height: 750 },
      { width: 2000, height: 1500 },
    ]);
    expect(preferredSizes(8660, 5774).map((s) => s.width)).toEqual([136, 271, 542, 1083]);
  });
});
