/*
 * How files are shown: sizes and times as the interface language writes them, the kind of
 * content (for icons and the preview), and the addresses of an image's thumbnail and preview at
 * the IIIF image service (Image API 3.0: {service}/{region}/{size}/{rotation}/{quality}.{format}).
 */

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes for people: "512 bytes", "1.2 MB" / "1,2 MB" (decimal units, as Intl names them). */
export function formatFileSize(bytes: number, language: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1000) {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'byte',
      unitDisplay: 'long',
    }).format(bytes);
  }
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** A moment as people of this language write it, with the time: "3 Mar 2025, 14:05". */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** What a file holds, as far as the screens care: its icon, its type's name, its preview. */
export type FileKind = 'folder' | 'image' | 'pdf' | 'text' | 'audio' | 'video' | 'other';

export function fileKindOf(file: { is_folder: boolean; mime: string }): FileKind {
  if (file.is_folder) return 'folder';
  const mime = file.mime.toLowerCase();
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  if (mime === 'text/plain') return 'text';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  return 'other';
}

/** The format part of a media type for people: image/svg+xml → "SVG", audio/mpeg → "MPEG". */
export function formatName(mime: string): string {
  const subtype = mime.split('/')[1] ?? mime;
  return subtype.split(/[+;.-]/)[0].toUpperCase();
}

/** The IIIF image service's rendering of a whole image, scaled to fit a box of `size` pixels. */
export function iiifImage(service: string, size: number): string {
  return `${service.replace(/\/+$/, '')}/full/!${size},${size}/0/default.jpg`;
}

/** The small picture of an image in the list (64 pixels at most each way). */
export function thumbnailUrl(file: { iiif_service?: string | null }): string | null {
  return file.iiif_service ? iiifImage(file.iiif_service, 64) : null;
}

/** How a file's detail screen shows its content. */
export type Preview =
  | { kind: 'image'; src: string; fallback: string | null }
  | { kind: 'frame'; src: string }
  | { kind: 'none' };

/**
 * The preview of a file: an image through the IIIF service (up to `size` pixels; the file itself
 * when it has no service or the service fails), PDF and plain text framed from their view
 * address, anything else none (it can be downloaded).
 */
export function previewOf(
  file: {
    is_folder: boolean;
    mime: string;
    view_url?: string | null;
    iiif_service?: string | null;
  },
  size = 800,
): Preview {
  const kind = fileKindOf(file);
  const view = file.view_url ?? null;
  if (kind === 'image') {
    if (file.iiif_service) return { kind, src: iiifImage(file.iiif_service, size), fallback: view };
    if (view) return { kind, src: view, fallback: null };
  }
  if ((kind === 'pdf' || kind === 'text') && view) return { kind: 'frame', src: view };
  return { kind: 'none' };
}
