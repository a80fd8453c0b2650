import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelCrop } from './render';
import type { Rendering } from './geometry';
import { get, meanDifference, pixelsOf, startFixture, type Fixture } from './test-support';

// Every form of the parameters, served through the pyramid and compared with sharp's own
// rendering of the same region and size straight from the original.

let fixture: Fixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});

const image = (params: string, identifier = 'big') =>
  get(`${fixture.url}/iiif/3/${identifier}/${params}`);

/** sharp's rendering of a region of the original at a size (PNG originals: exact pixels). */
function reference(x: number, y: number, w: number, h: number, width: number, height: number) {
  return sharp(fixture.originals.big.path)
    .extract({ left: x, top: y, width: w, height: h })
    .resize(width, height, { fit: 'fill' });
}

describe('an image request, compared with sharp rendering the original', () => {
  it.each([
    // region, size → the region in pixels and the output size
    ['full', 'max', [0, 0, 2000, 1500], [2000, 1500]],
    ['square', 'max', [250, 0, 1500, 1500], [1500, 1500]],
    ['0,0,256,256', 'max', [0, 0, 256, 256], [256, 256]],
    ['768,512,256,256', '256,256', [768, 512, 256, 256], [256, 256]],
    // Tiles at scale factors 2, 4 and 8, the last ones at the edge.
    ['512,1024,512,476', '256,238', [512, 1024, 512, 476], [256, 238]],
    ['1024,1024,976,476', '244,119', [1024, 1024, 976, 476], [244, 119]],
    ['0,0,2000,1500', '250,188', [0, 0, 2000, 1500], [250, 188]],
    ['1900,1400,500,500', 'max', [1900, 1400, 100, 100], [100, 100]],
    ['pct:10,20,30,40', 'max', [200, 300, 600, 600], [600, 600]],
    ['pct:41.6,7.5,40,70', '400,', [832, 113, 800, 1050], [400, 525]],
    ['full', '500,', [0, 0, 2000, 1500], [500, 375]],
    ['full', ',300', [0, 0, 2000, 1500], [400, 300]],
    ['full', 'pct:25', [0, 0, 2000, 1500], [500, 375]],
    ['full', '300,200', [0, 0, 2000, 1500], [300, 200]],
    ['full', '!300,300', [0, 0, 2000, 1500], [300, 225]],
    ['full', '^!300,300', [0, 0, 2000, 1500], [300, 225]],
    ['100,100,200,150', '^400,', [100, 100, 200, 150], [400, 300]],
    ['100,100,200,150', '^,300', [100, 100, 200, 150], [400, 300]],
    ['100,100,200,150', '^pct:150', [100, 100, 200, 150], [300, 225]],
    ['100,100,200,150', '^400,400', [100, 100, 200, 150], [400, 400]],
    ['100,100,200,150', '^!400,400', [100, 100, 200, 150], [400, 300]],
  ])('%s/%s/0/default.png', async (region, size, [x, y, w, h], [width, height]) => {
    const { response, body } = await image(`${region}/${size}/0/default.png`);
    expect(response.status).toBe(200);
    const served = await pixelsOf(body);
    expect([served.width, served.height]).toEqual([width, height]);
    const expected = await pixelsOf(reference(x, y, w, h, width, height));
    // The pyramid's tiles are JPEG: a little loss, at the quadrants' edges mostly.
    expect(meanDifference(served, expected)).toBeLessThan(3);
  });

  it('upscales ^max to the limits', async () => {
    const { body } = await image('100,100,200,150/^max/0/default.jpg');
    const { width, height } = await sharp(body).metadata();
    expect([width, height]).toEqual([4729, 3547]);
  });

  it('is the same as a JPEG within JPEG loss', async () => {
    const { body } = await image('pct:25,25,50,50/500,/0/default.jpg');
    const expected = await pixelsOf(reference(500, 375, 1000, 750, 500, 375));
    expect(meanDifference(await pixelsOf(body), expected)).toBeLessThan(4);
  });

  it('turns by 90, 180 and 270 degrees clockwise, after mirroring when asked', async () => {
    const region = [300, 200, 400, 300] as const;
    const original = () => reference(...region, 400, 300);
    for (const [rotation, width, height] of [
      ['90', 300, 400],
      ['180', 400, 300],
      ['270', 300, 400],
      ['!0', 400, 300],
      ['!90', 300, 400],
      ['!180', 400, 300],
    ] as const) {
      const { body } = await image(`${region.join(',')}/max/${rotation}/default.png`);
      const served = await pixelsOf(body);
      expect([served.width, served.height], rotation).toEqual([width, height]);
      // Mirrored first, then turned: two passes, so sharp's own order of operations is not assumed.
      const mirror = rotation.startsWith('!');
      const degrees = Number(rotation.replace('!', ''));
      const mirrored = await (mirror ? original().flop() : original()).png().toBuffer();
      const expected = await pixelsOf(sharp(mirrored).rotate(degrees));
      expect(meanDifference(served, expected), rotation).toBeLessThan(3);
    }
    // Turned clockwise: the top left (red) quadrant lands top right.
    const { body } = await image('full/200,/90/default.png');
    const turned = await pixelsOf(body);
    const topRight = (turned.width - 5) * 3;
    expect([...turned.data.subarray(topRight, topRight + 3)]).toEqual([
      expect.toSatisfy((r: number) => r > 180),
      expect.toSatisfy((g: number) => g < 90),
      expect.toSatisfy((b: number) => b < 90),
    ]);
  });

  it('turns by any angle onto a larger canvas, transparent for PNG and WebP, white for JPEG', async () => {
    const expectedWidth = 400 * Math.cos(Math.PI / 8) + 300 * Math.sin(Math.PI / 8);
    const expectedHeight = 400 * Math.sin(Math.PI / 8) + 300 * Math.cos(Math.PI / 8);
    for (const format of ['png', 'webp', 'jpg']) {
      const { response, body } = await image(`0,0,400,300/max/22.5/default.${format}`);
      expect(response.status).toBe(200);
      const served = await pixelsOf(body);
      expect(Math.abs(served.width - expectedWidth), format).toBeLessThanOrEqual(1);
      expect(Math.abs(served.height - expectedHeight), format).toBeLessThanOrEqual(1);
      const corner = [...served.data.subarray(0, served.channels)];
      if (format === 'jpg') expect(corner).toEqual([255, 255, 255]);
      else expect(corner[3], format).toBe(0);
    }
  });

  it('answers gray and bitonal qualities', async () => {
    const { body: grayBody } = await image('full/400,/0/gray.png');
    expect((await sharp(grayBody).metadata()).channels).toBe(1);
    // Read as one channel (sharp decodes it to sRGB otherwise), as the reference is.
    const gray = await pixelsOf(sharp(grayBody).toColourspace('b-w'));
    const expected = await pixelsOf(reference(0, 0, 2000, 1500, 400, 300).grayscale());
    expect(meanDifference(gray, expected)).toBeLessThan(3);

    for (const format of ['png', 'webp']) {
      const { body } = await image(`full/400,/0/bitonal.${format}`);
      if (format === 'png') expect((await sharp(body).metadata()).channels).toBe(1);
      const bitonal = await pixelsOf(body);
      const values = new Set(bitonal.data);
      expect([...values].sort(), format).toEqual([0, 255]);
    }
    // Color is the default: the same image.
    const { body: color } = await image('full/100,/0/color.png');
    const { body: plain } = await image('full/100,/0/default.png');
    expect(color.equals(plain)).toBe(true);
  });

  it('answers each format with its media type and magic bytes', async () => {
    const magic = {
      jpg: ['image/jpeg', (b: Buffer) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))],
      png: [
        'image/png',
        (b: Buffer) => b.subarray(0, 8).toString('latin1') === '\x89PNG\r\n\x1a\n',
      ],
      webp: [
        'image/webp',
        (b: Buffer) =>
          b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP',
      ],
    } as const;
    for (const [format, [type, check]] of Object.entries(magic)) {
      const { response, body } = await image(`full/120,/0/default.${format}`);
      expect(response.headers.get('content-type')).toBe(type);
      expect(check(body), format).toBe(true);
      expect(Number(response.headers.get('content-length'))).toBe(body.length);
    }
  });

  it('shows transparency on white and an EXIF-turned JPEG as displayed', async () => {
    const { body } = await image('full/max/0/default.png', 'alpha');
    const alpha = await pixelsOf(body);
    expect([...alpha.data.subarray(0, 3)]).toEqual([255, 0, 0].map(() => expect.any(Number)));
    expect(alpha.data[0]).toBeGreaterThan(240);
    const right = (63 * 3) as number;
    expect([...alpha.data.subarray(right, right + 3)].every((v) => v > 245)).toBe(true);

    const { body: turnedBody } = await image('full/max/0/default.png', 'turned');
    const turned = await pixelsOf(turnedBody);
    expect([turned.width, turned.height]).toEqual([200, 300]);
    const expected = await pixelsOf(sharp(fixture.originals.turned.path).autoOrient());
    expect(meanDifference(turned, expected)).toBeLessThan(4);
  });
});

describe('the pyramid level a rendering is drawn from', () => {
  const pyramid = {
    path: 'p.tif',
    levels: [8660, 4330, 2165, 1082, 541, 270, 135].map((width, k) => ({
      width,
      height: Math.floor(5774 / 2 ** k),
    })),
  };
  const plan = (x: number, y: number, w: number, h: number, width: number, height: number) =>
    ({
      region: { x, y, w, h },
      width,
      height,
      mirror: false,
      rotation: 0,
      quality: 'default',
      format: 'jpg',
    }) satisfies Rendering;

  it('is the smallest that has the pixels asked for', () => {
    // A tile at scale factor 16 reads level 4, exactly its tile there.
    expect(levelCrop(pyramid, plan(4096, 0, 4096, 4096, 256, 256), 8660, 5774)).toEqual({
      page: 4,
      left: 256,
      top: 0,
      width: 256,
      height: 256,
    });
    expect(levelCrop(pyramid, plan(0, 0, 256, 256, 256, 256), 8660, 5774).page).toBe(0);
    // An edge tile at scale factor 8 (2048 wide, 468 left → 59 px) still reads level 3.
    expect(levelCrop(pyramid, plan(8192, 4096, 468, 1678, 59, 210), 8660, 5774)).toMatchObject({
      page: 3,
      left: 1024,
      width: 58,
    });
    // The whole image at scale factor 64 (136×91) is level 6 (135×90), stretched a pixel.
    expect(levelCrop(pyramid, plan(0, 0, 8660, 5774, 136, 91), 8660, 5774)).toEqual({
      page: 6,
      left: 0,
      top: 0,
      width: 135,
      height: 90,
    });
    // Between levels: the larger one (no upscaling of a level).
    expect(levelCrop(pyramid, plan(0, 0, 8660, 5774, 3000, 2000), 8660, 5774).page).toBe(1);
  });
});
