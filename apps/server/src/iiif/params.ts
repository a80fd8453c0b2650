// The syntax of an IIIF Image API 3.0 request (https://iiif.io/api/image/3.0/#4-image-requests):
// what the URL says, before the image's size is known. geometry.ts resolves it against an image.

/** A request refused with an HTTP status and a short plain-text reason (400, 404, …). */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const bad = (reason: string) => new RequestError(400, reason);

/** The one answer for an identifier that names nothing the request may see. */
export const noSuchImage = () => new RequestError(404, 'No such image.');

export type Region =
  | { kind: 'full' }
  | { kind: 'square' }
  | { kind: 'pixels'; x: number; y: number; w: number; h: number }
  | { kind: 'percent'; x: number; y: number; w: number; h: number };

/** `upscale`: the size was prefixed with `^`. */
export type Size = { upscale: boolean } & (
  | { kind: 'max' }
  | { kind: 'width'; w: number }
  | { kind: 'height'; h: number }
  | { kind: 'percent'; n: number }
  | { kind: 'exact'; w: number; h: number }
  | { kind: 'confined'; w: number; h: number }
);

export const QUALITIES = ['default', 'color', 'gray', 'bitonal'] as const;
export type Quality = (typeof QUALITIES)[number];
export const FORMATS = ['jpg', 'png', 'webp'] as const;
export type Format = (typeof FORMATS)[number];
/** Formats the spec names that this server does not make: refused with 400 as the spec says. */
const KNOWN_FORMATS = new Set(['tif', 'gif', 'jp2', 'pdf']);

export type ImageParams = {
  region: Region;
  size: Size;
  /** `!`: mirrored (left to right) before the rotation. */
  mirror: boolean;
  /** Degrees clockwise, 0 ≤ rotation < 360 (360 is 0). */
  rotation: number;
  quality: Quality;
  format: Format;
};

/** A path longer than this is refused before it is looked at (any real request is far shorter). */
export const MAX_PATH_LENGTH = 1024;
const MAX_IDENTIFIER_LENGTH = 256;
const PREFIX = '/iiif/3/';

export type ParsedPath =
  | { kind: 'base'; identifier: string }
  | { kind: 'info'; identifier: string }
  | { kind: 'image'; identifier: string; params: ImageParams };

function decode(segment: string, what: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw bad(`The ${what} is not validly percent-encoded.`);
  }
}

/**
 * The request a path under /iiif/3/ makes; throws RequestError(400) for a malformed one, 404 for
 * one whose identifier holds an unencoded slash.
 */
export function parsePath(path: string): ParsedPath {
  if (path.length > MAX_PATH_LENGTH) throw bad('The path is too long.');
  if (!path.startsWith(PREFIX)) throw bad('No identifier.');
  const segments = path.slice(PREFIX.length).split('/');
  const identifier = decode(segments[0], 'identifier');
  if (identifier === '') throw bad('No identifier.');
  // Slashes must arrive encoded (%2F) in an identifier, but no identifier here holds one.
  if (identifier.includes('/') || identifier === '.' || identifier === '..')
    throw bad('Invalid identifier.');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (identifier.length > MAX_IDENTIFIER_LENGTH || /[\u0000-\u001f\u007f]/.test(identifier))
    throw bad('Invalid identifier.');
  if (segments.length === 1) return { kind: 'base', identifier };
  if (segments.length === 2 && segments[1] === 'info.json') return { kind: 'info', identifier };
  // A well-formed request after more segments: its identifier holds an unencoded slash, and no
  // identifier here does (the IIIF validator's id_error_escapedslash expects 404).
  if (segments.length > 2 && segments.at(-1) === 'info.json') throw noSuchImage();
  if (segments.length < 5)
    throw bad('Expected {identifier}/info.json or {identifier}/{region}/{size}/{rotation}/…');
  const [region, size, rotation, last] = segments
    .slice(-4)
    .map((segment) => decode(segment, 'request'));
  const params = parseImageParams(region, size, rotation, last);
  if (segments.length > 5) throw noSuchImage();
  return { kind: 'image', identifier, params };
}

const INTEGER = /^\d{1,15}$/;
// Decimal digits and '.', as the spec's floating point values (no sign, no exponent).
const DECIMAL = /^(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})$/;

function integer(text: string, what: string): number {
  if (!INTEGER.test(text)) throw bad(`The ${what} must be whole numbers.`);
  return Number(text);
}

function decimal(text: string, what: string): number {
  if (!DECIMAL.test(text)) throw bad(`The ${what} must be non-negative decimal numbers.`);
  return Number(text);
}

function four(text: string, what: string, read: (value: string, what: string) => number) {
  const parts = text.split(',');
  if (parts.length !== 4) throw bad(`The ${what} needs four numbers: x,y,w,h.`);
  const [x, y, w, h] = parts.map((part) => read(part, what));
  return { x, y, w, h };
}

export function parseRegion(text: string): Region {
  if (text === 'full') return { kind: 'full' };
  if (text === 'square') return { kind: 'square' };
  if (text.startsWith('pct:'))
    return { kind: 'percent', ...four(text.slice(4), 'region percentages', decimal) };
  return { kind: 'pixels', ...four(text, 'region', integer) };
}

export function parseSize(text: string): Size {
  const upscale = text.startsWith('^');
  const rest = upscale ? text.slice(1) : text;
  if (rest === 'max') return { kind: 'max', upscale };
  if (rest.startsWith('pct:'))
    return { kind: 'percent', n: decimal(rest.slice(4), 'size percentage'), upscale };
  const confined = rest.startsWith('!');
  const parts = (confined ? rest.slice(1) : rest).split(',');
  if (parts.length !== 2) throw bad('Invalid size.');
  const [w, h] = parts;
  if (!confined && h === '') return { kind: 'width', w: integer(w, 'size'), upscale };
  if (!confined && w === '') return { kind: 'height', h: integer(h, 'size'), upscale };
  const sizes = { w: integer(w, 'size'), h: integer(h, 'size') };
  return { kind: confined ? 'confined' : 'exact', ...sizes, upscale };
}

export function parseRotation(text: string): { mirror: boolean; rotation: number } {
  const mirror = text.startsWith('!');
  const degrees = decimal(mirror ? text.slice(1) : text, 'rotation');
  if (degrees > 360) throw bad('The rotation must be between 0 and 360.');
  // Millionths of a degree are as fine as anyone asks; the rounding keeps cache keys short.
  const rotation = Math.round((degrees % 360) * 1e6) / 1e6;
  return { mirror, rotation: rotation === 360 ? 0 : rotation };
}

export function parseQualityFormat(text: string): { quality: Quality; format: Format } {
  const dot = text.lastIndexOf('.');
  if (dot < 0) throw bad('The format is missing (e.g. default.jpg).');
  const quality = text.slice(0, dot);
  const format = text.slice(dot + 1);
  if (!(QUALITIES as readonly string[]).includes(quality))
    throw bad('The quality must be default, color, gray or bitonal.');
  if (!(FORMATS as readonly string[]).includes(format))
    throw bad(
      KNOWN_FORMATS.has(format)
        ? `The format ${format} is not supported (jpg, png, webp).`
        : 'The format must be jpg, png or webp.',
    );
  return { quality: quality as Quality, format: format as Format };
}

export function parseImageParams(
  region: string,
  size: string,
  rotation: string,
  qualityFormat: string,
): ImageParams {
  return {
    region: parseRegion(region),
    size: parseSize(size),
    ...parseRotation(rotation),
    ...parseQualityFormat(qualityFormat),
  };
}
