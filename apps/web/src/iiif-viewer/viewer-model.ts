/*
 * What the deep-zoom viewer shows, in plain data: its images (each an IIIF Image API 3 service),
 * the regions linked to records on them, and the rules the viewer follows — the address of an
 * image's information document and thumbnail, the image the address names, the step a key takes,
 * and a drawn rectangle in whole image pixels.
 */

/** A rectangle in image pixels (x, y: its top left corner). */
export type ImageRect = { x: number; y: number; width: number; height: number };

/** A region of an image linked to a record: drawn as an outline that opens the record. */
export type ViewerRegion = ImageRect & {
  id: string;
  /** The record's name, the outline's accessible name. */
  label: string;
  /** The record's path in the app. */
  to: string;
};

/** One image of the viewer. */
export type ViewerImage = {
  /** The digital copy image's id (`?image=` in the address). */
  id: string;
  /** Its label ("fol. 3r", else the file's name). */
  label: string;
  /** Its IIIF image service (…/iiif/3/{fileId}). */
  service: string;
  width: number;
  height: number;
  regions: ViewerRegion[];
};

/** The IIIF information document of an image service: OpenSeadragon's tile source. */
export function infoUrl(service: string): string {
  return `${service.replace(/\/+$/, '')}/info.json`;
}

/** A thumbnail that fits 96 × 96 pixels (Image API 3: `!w,h` keeps the aspect ratio). */
export function thumbnailUrl(service: string): string {
  return `${service.replace(/\/+$/, '')}/full/!96,96/0/default.jpg`;
}

/** The index of the image the address names (`?image=`), or of the first one. */
export function imageIndex(images: readonly { id: string }[], requested: string | null): number {
  const index = requested ? images.findIndex((image) => image.id === requested) : -1;
  return index >= 0 ? index : 0;
}

/** The index one step away, kept within the images (no wrapping round). */
export function stepIndex(index: number, count: number, step: -1 | 1): number {
  return Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));
}

/** What a key does in the viewer and its strip; null: the key is left to the page. */
export type ViewerKeyAction = 'previous' | 'next' | 'zoom_in' | 'zoom_out' | 'home';

export function viewerKeyAction(event: {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}): ViewerKeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
    case 'PageUp':
      return 'previous';
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case '+':
    case '=':
      return 'zoom_in';
    case '-':
    case '_':
      return 'zoom_out';
    case '0':
      return 'home';
    default:
      return null;
  }
}

/**
 * The rectangle between two points of a drag, in whole image pixels and clipped to the image:
 * it covers every pixel the drag touched. Null when nothing of it lies on the image or it is
 * less than a pixel wide or high (a click, not a drag).
 */
export function rectBetween(
  a: { x: number; y: number },
  b: { x: number; y: number },
  image: { width: number; height: number },
): ImageRect | null {
  const clip = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const left = clip(Math.floor(Math.min(a.x, b.x)), image.width);
  const top = clip(Math.floor(Math.min(a.y, b.y)), image.height);
  const right = clip(Math.ceil(Math.max(a.x, b.x)), image.width);
  const bottom = clip(Math.ceil(Math.max(a.y, b.y)), image.height);
  const width = right - left;
  const height = bottom - top;
  if (![left, top, width, height].every(Number.isFinite) || width < 1 || height < 1) return null;
  return { x: left, y: top, width, height };
}

/** A rectangle on the screen, in pixels of the viewer element (the draw layer's). */
export type ScreenRect = { left: number; top: number; width: number; height: number };

/** The smallest rectangle the keys make. */
const MIN_KEYED_SIZE = 8;
/** How far one arrow key moves or resizes the keyboard's rectangle, in screen pixels. */
const KEY_STEP = 10;

export const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The arrow key's step applied to the rectangle (Shift: its size), kept inside the layer. */
export function keyedRect(
  rect: ScreenRect,
  key: string,
  resize: boolean,
  bounds: { x: number; y: number },
): ScreenRect {
  const arrow = ARROWS[key];
  if (!arrow) return rect;
  if (resize) {
    const width = Math.max(MIN_KEYED_SIZE, rect.width + arrow.x * KEY_STEP);
    const height = Math.max(MIN_KEYED_SIZE, rect.height + arrow.y * KEY_STEP);
    return {
      ...rect,
      width: Math.min(width, bounds.x - rect.left),
      height: Math.min(height, bounds.y - rect.top),
    };
  }
  const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));
  return {
    ...rect,
    left: clamp(rect.left + arrow.x * KEY_STEP, bounds.x - rect.width),
    top: clamp(rect.top + arrow.y * KEY_STEP, bounds.y - rect.height),
  };
}
