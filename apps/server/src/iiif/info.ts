// The image information document (info.json, spec §5) of one image.
import { LIMITS } from './geometry';

/** Tiles are the pyramid's own tiles: a tile request reads one to four of them. */
export const TILE_SIZE = 256;
/** Whole-image sizes listed in `sizes` are the pyramid levels up to this long side. */
const SIZES_MAX_SIDE = 2048;

export const CONTEXT = 'http://iiif.io/api/image/3/context.json';
export const PROFILE_URI = 'http://iiif.io/api/image/3/level2.json';

/** What this server supports beyond level 2's own features (spec §5.7), in the spec's names. */
export const EXTRA_FEATURES = [
  'baseUriRedirect',
  'canonicalLinkHeader',
  'cors',
  'jsonldMediaType',
  'mirroring',
  'profileLinkHeader',
  'regionByPct',
  'regionByPx',
  'regionSquare',
  'rotationArbitrary',
  'rotationBy90s',
  'sizeByConfinedWh',
  'sizeByH',
  'sizeByPct',
  'sizeByW',
  'sizeByWh',
  'sizeUpscaling',
];

/** 1, 2, 4, … up to the first factor at which the whole image fits one tile. */
export function scaleFactors(width: number, height: number): number[] {
  const factors = [1];
  let factor = 1;
  while (Math.ceil(width / factor) > TILE_SIZE || Math.ceil(height / factor) > TILE_SIZE) {
    factor *= 2;
    factors.push(factor);
  }
  return factors;
}

/** The whole image at each scale factor whose long side is at most SIZES_MAX_SIDE, smallest first. */
export function preferredSizes(width: number, height: number) {
  return scaleFactors(width, height)
    .map((factor) => ({ width: Math.ceil(width / factor), height: Math.ceil(height / factor) }))
    .filter((size) => Math.max(size.width, size.height) <= SIZES_MAX_SIDE)
    .reverse();
}

export function infoDocument(id: string, width: number, height: number) {
  return {
    '@context': CONTEXT,
    id,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level2',
    width,
    height,
    ...LIMITS,
    sizes: preferredSizes(width, height),
    tiles: [{ width: TILE_SIZE, scaleFactors: scaleFactors(width, height) }],
    extraQualities: ['color', 'gray', 'bitonal'],
    extraFormats: ['png', 'webp'],
    extraFeatures: EXTRA_FEATURES,
  };
}
