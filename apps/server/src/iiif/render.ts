// One rendering drawn from a pyramid into a file with sharp: region → size → mirror → rotation →
// quality → format, the order the spec prescribes (§4.6).
import sharp, { type Sharp } from 'sharp';
import type { Rendering } from './geometry';
import { MAX_INPUT_PIXELS, type Pyramid } from './pyramid';

/**
 * A level may be stretched a little to reach the size asked: by less than a pixel (an edge
 * tile's size is rounded up) or by less than 1/128.
 */
const enough = (available: number, asked: number) =>
  available >= Math.min(asked - 1, asked * (1 - 1 / 128));
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
/** A render that takes longer than this is ended (the largest ones take a few seconds). */
const RENDER_TIMEOUT_SECONDS = 120;

export type LevelCrop = { page: number; left: number; top: number; width: number; height: number };

/**
 * The smallest pyramid level that still has at least the pixels asked for, and the region in
 * that level's pixels. `width`×`height` is the image as info.json tells it; level 0 is normally
 * exactly that size (else the region is mapped in proportion).
 */
export function levelCrop(pyramid: Pyramid, rendering: Rendering, width: number, height: number) {
  const { levels } = pyramid;
  const { region } = rendering;
  const ratioX = levels[0].width / width;
  const ratioY = levels[0].height / height;
  let page = 0;
  for (let candidate = levels.length - 1; candidate > 0; candidate--) {
    // Each level halves the one above exactly (an odd last pixel is dropped).
    const factor = 2 ** candidate;
    if (
      enough((region.w * ratioX) / factor, rendering.width) &&
      enough((region.h * ratioY) / factor, rendering.height)
    ) {
      page = candidate;
      break;
    }
  }
  const level = levels[page];
  const scaleX = ratioX / 2 ** page;
  const scaleY = ratioY / 2 ** page;
  const span = (start: number, length: number, scale: number, size: number) => {
    const from = Math.min(size - 1, Math.round(start * scale));
    const to = Math.min(size, Math.max(from + 1, Math.round((start + length) * scale)));
    return [from, to - from];
  };
  const [left, cropWidth] = span(region.x, region.w, scaleX, level.width);
  const [top, cropHeight] = span(region.y, region.h, scaleY, level.height);
  return { page, left, top, width: cropWidth, height: cropHeight } satisfies LevelCrop;
}

function encode(image: Sharp, rendering: Rendering): Sharp {
  switch (rendering.format) {
    case 'jpg':
      return image.jpeg({ quality: 85 });
    case 'png':
      return image.png();
    case 'webp':
      // Black and white compresses best, and stays exactly black and white, without loss.
      return image.webp(rendering.quality === 'bitonal' ? { lossless: true } : { quality: 85 });
  }
}

/** Renders into `file`; sharp reads only the tiles of the region at the level chosen. */
export async function renderToFile(
  file: string,
  pyramid: Pyramid,
  rendering: Rendering,
  width: number,
  height: number,
): Promise<void> {
  const crop = levelCrop(pyramid, rendering, width, height);
  let image = sharp(pyramid.path, {
    page: crop.page,
    limitInputPixels: MAX_INPUT_PIXELS,
    // Random access: tiles are read where the region is, not from the top down.
    sequentialRead: false,
  }).extract({ left: crop.left, top: crop.top, width: crop.width, height: crop.height });
  if (crop.width !== rendering.width || crop.height !== rendering.height)
    image = image.resize(rendering.width, rendering.height, { fit: 'fill' });
  if (rendering.mirror) image = image.flop();
  if (rendering.rotation !== 0)
    image = image.rotate(rendering.rotation, {
      // Beyond the corners of an arbitrary angle: transparent where the format can say so.
      background: rendering.format === 'jpg' ? WHITE : TRANSPARENT,
    });
  if (rendering.quality === 'gray') image = image.grayscale().toColourspace('b-w');
  if (rendering.quality === 'bitonal') image = image.threshold(128).toColourspace('b-w');
  await encode(image, rendering).timeout({ seconds: RENDER_TIMEOUT_SECONDS }).toFile(file);
}
