// A request resolved against one image: the region in the image's pixels and the output size,
// checked against the server's limits (spec §4.1, §4.2). Pure arithmetic, no I/O.
import { RequestError, type Format, type ImageParams, type Region, type Size } from './params';

/**
 * Output bounds, also told in info.json: a render never exceeds them. 4096² pixels is what a
 * CPU renders in a couple of seconds from a pyramid, in the slowest format (WebP ≈ 2 s, PNG
 * ≈ 1 s, JPEG ≈ 0.5 s, measured on a 2-core machine): a render larger than a tile holds one of
 * the few large-render slots (service.ts) that long at most.
 */
export const LIMITS = { maxWidth: 10_000, maxHeight: 10_000, maxArea: 4096 * 4096 } as const;

export type Box = { x: number; y: number; w: number; h: number };

export type Rendering = {
  region: Box;
  width: number;
  height: number;
  mirror: boolean;
  rotation: number;
  /** `color` is this server's default: both name the same image (one cache entry). */
  quality: 'default' | 'gray' | 'bitonal';
  format: Format;
};

const bad = (reason: string) => new RequestError(400, reason);

export function resolveRegion(region: Region, width: number, height: number): Box {
  switch (region.kind) {
    case 'full':
      return { x: 0, y: 0, w: width, h: height };
    case 'square': {
      const side = Math.min(width, height);
      return {
        x: Math.floor((width - side) / 2),
        y: Math.floor((height - side) / 2),
        w: side,
        h: side,
      };
    }
    case 'pixels': {
      const { x, y, w, h } = region;
      if (w === 0 || h === 0) throw bad('The region has no width or no height.');
      if (x >= width || y >= height) throw bad('The region lies outside the image.');
      return { x, y, w: Math.min(w, width - x), h: Math.min(h, height - y) };
    }
    case 'percent': {
      if (region.w === 0 || region.h === 0) throw bad('The region has no width or no height.');
      const [x, w] = percentSpan(region.x, region.w, width);
      const [y, h] = percentSpan(region.y, region.h, height);
      return { x, y, w, h };
    }
  }
}

/** A percentage span of an axis in whole pixels: at least one, clipped to the image. */
function percentSpan(start: number, length: number, axis: number): [number, number] {
  const from = (axis * start) / 100;
  if (from >= axis) throw bad('The region lies outside the image.');
  const left = Math.min(Math.round(from), axis - 1);
  const right = Math.min(axis, Math.round((axis * (start + length)) / 100));
  return [left, Math.max(1, right - left)];
}

/** The largest scale of a w×h region that stays within LIMITS. */
function limitScale(w: number, h: number): number {
  return Math.min(LIMITS.maxWidth / w, LIMITS.maxHeight / h, Math.sqrt(LIMITS.maxArea / (w * h)));
}

const withinLimits = (w: number, h: number) =>
  w <= LIMITS.maxWidth && h <= LIMITS.maxHeight && w * h <= LIMITS.maxArea;

/** The region scaled by `scale`, at least one pixel each way and never beyond LIMITS. */
function scaled(region: Box, scale: number): [number, number] {
  const w = Math.max(1, Math.round(region.w * scale));
  const h = Math.max(1, Math.round(region.h * scale));
  if (withinLimits(w, h)) return [w, h];
  return [Math.max(1, Math.floor(region.w * scale)), Math.max(1, Math.floor(region.h * scale))];
}

/** The output size of the region; throws 400 for a size the spec forbids or beyond LIMITS. */
export function resolveSize(size: Size, region: Box): [number, number] {
  const { w: rw, h: rh } = region;
  const tooLarge = () => bad('The size is larger than the region (prefix it with ^ to upscale).');
  let result: [number, number];
  switch (size.kind) {
    case 'max':
      result =
        !size.upscale && withinLimits(rw, rh)
          ? [rw, rh]
          : scaled(region, size.upscale ? limitScale(rw, rh) : Math.min(1, limitScale(rw, rh)));
      break;
    case 'width':
      if (!size.upscale && size.w > rw) throw tooLarge();
      result = [size.w, Math.round((rh * size.w) / rw)];
      break;
    case 'height':
      if (!size.upscale && size.h > rh) throw tooLarge();
      result = [Math.round((rw * size.h) / rh), size.h];
      break;
    case 'percent':
      if (!size.upscale && size.n > 100) throw tooLarge();
      result = [Math.round((rw * size.n) / 100), Math.round((rh * size.n) / 100)];
      break;
    case 'exact':
      if (!size.upscale && (size.w > rw || size.h > rh)) throw tooLarge();
      result = [size.w, size.h];
      break;
    case 'confined': {
      if (size.w === 0 || size.h === 0) throw bad('The size is below one pixel.');
      const fit = Math.min(size.w / rw, size.h / rh, limitScale(rw, rh));
      const [w, h] = scaled(region, size.upscale ? fit : Math.min(1, fit));
      // Rounding must not step over the box asked for.
      result = [Math.min(w, size.w), Math.min(h, size.h)];
      break;
    }
  }
  const [w, h] = result;
  if (w < 1 || h < 1) throw bad('The size is below one pixel.');
  if (!withinLimits(w, h))
    throw bad(
      `The size exceeds the limits (${LIMITS.maxWidth}×${LIMITS.maxHeight}, ${LIMITS.maxArea} pixels).`,
    );
  return result;
}

/** The request resolved against an image of width × height (its info.json size). */
export function resolveRendering(params: ImageParams, width: number, height: number): Rendering {
  const region = resolveRegion(params.region, width, height);
  const [w, h] = resolveSize(params.size, region);
  // An arbitrary angle renders onto the rotated bounding box, held whole in memory: it too must
  // stay within the limits.
  if (params.rotation % 90 !== 0) {
    const angle = (params.rotation * Math.PI) / 180;
    const bw = Math.ceil(Math.abs(w * Math.cos(angle)) + Math.abs(h * Math.sin(angle)));
    const bh = Math.ceil(Math.abs(w * Math.sin(angle)) + Math.abs(h * Math.cos(angle)));
    if (!withinLimits(bw, bh))
      throw bad(
        `A rotated image must stay within ${LIMITS.maxArea} pixels; ask for a smaller size.`,
      );
  }
  return {
    region,
    width: w,
    height: h,
    mirror: params.mirror,
    rotation: params.rotation,
    quality: params.quality === 'color' ? 'default' : params.quality,
    format: params.format,
  };
}

/** Whole degrees as integers, others as decimals without exponent or trailing zeros. */
function degrees(rotation: number): string {
  return Number.isInteger(rotation) ? String(rotation) : rotation.toFixed(6).replace(/0+$/, '');
}

/**
 * The canonical form of a rendering (spec §4.8): `{region}/{size}/{rotation}/{quality}.{format}`,
 * also the name of its cached file. Two requests for the same image have the same form.
 */
export function canonicalParams(rendering: Rendering, width: number, height: number): string {
  const { region: r } = rendering;
  const full = r.x === 0 && r.y === 0 && r.w === width && r.h === height;
  const region = full ? 'full' : `${r.x},${r.y},${r.w},${r.h}`;
  const natural = rendering.width === r.w && rendering.height === r.h;
  const upscaled = rendering.width > r.w || rendering.height > r.h;
  const size =
    natural && withinLimits(r.w, r.h)
      ? 'max'
      : `${upscaled ? '^' : ''}${rendering.width},${rendering.height}`;
  const rotation = `${rendering.mirror ? '!' : ''}${degrees(rendering.rotation)}`;
  return `${region}/${size}/${rotation}/${rendering.quality}.${rendering.format}`;
}
