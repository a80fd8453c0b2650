// IIIF Presentation API 3.0 documents of a digital copy: its Manifest (one Canvas per file, the
// catalogue's regions as links) and the Collection of a record's copies. Pure: the caller reads
// the records and files; these functions only shape them.
import type { Locale, LocalizedText } from '@partitura/domain';
import { PRESENTATION_3_CONTEXT, isHttpUri } from './presentation-values';

export type ManifestRegion = {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** What the region shows, e.g. "Entry 12: Haydn, Missa in C" */
  label: string;
  /** Absolute URL of the record's page in the web app, e.g. `${baseUrl}/catalogs/3?tab=page&pageId=9` */
  url: string;
  // Which record the region shows; the manifest links to it by `url` alone.
  iiifable_type: string;
  iiifable_id: string;
};

export type ManifestCanvas = {
  /** digital copy file id */
  id: string;
  label: string;
  width: number;
  height: number;
  /** media type of the original, e.g. image/jpeg (unused: the service's JPEG is painted) */
  format: string;
  /** The image service's base URI for this image (…/iiif/3/{identifier}), no trailing slash */
  service: string;
  regions: ManifestRegion[];
};

export type ManifestRecord = {
  kind: 'score' | 'catalog';
  id: string;
  /** web page of the record */
  url: string;
  title: string;
  shelfmark?: string | null;
  composer?: string | null;
  collection?: string | null;
};

export type ManifestInput = {
  baseUrl: string;
  /** Labels in that language (metadata labels translated, e.g. Shelfmark/Signatur) */
  locale: Locale;
  digitalCopy: { id: string; name: string | null };
  record: ManifestRecord;
  canvases: ManifestCanvas[];
  /** Attribution/required statement text, optional */
  requiredStatement?: { label: string; value: string } | null;
};

export type CollectionCopy = {
  id: string;
  name: string | null;
  thumbnail?: { service: string; width: number; height: number } | null;
};

export type CollectionInput = {
  baseUrl: string;
  locale: Locale;
  record: ManifestRecord;
  copies: CollectionCopy[];
};

type LanguageMap = Record<string, string[]>;

const METADATA_LABELS = {
  shelfmark: { en: 'Shelfmark', de: 'Signatur' },
  composer: { en: 'Composer', de: 'Komponist' },
  title: { en: 'Title', de: 'Titel' },
  collection: { en: 'Collection', de: 'Sammlung' },
} satisfies Record<string, LocalizedText>;

/** The longer side of a thumbnail, in pixels (the image service scales it, `!200,200`). */
const THUMBNAIL_SIZE = 200;

/** The URI of a digital copy's Manifest. */
export function manifestId(baseUrl: string, digitalCopyId: string): string {
  return `${copyBase(baseUrl, digitalCopyId)}/manifest`;
}

/** A record's copies as a Collection of their Manifests (none yet: an empty Collection). */
export function buildRecordCollection(input: CollectionInput): object {
  const { baseUrl, locale, record } = input;
  assertUnique('Digital copy', input.copies);
  const items = input.copies.map((copy) => {
    const thumbnail = copy.thumbnail
      ? [thumbnailImage(copy.thumbnail.service, copy.thumbnail.width, copy.thumbnail.height)]
      : undefined;
    return {
      id: manifestId(baseUrl, copy.id),
      type: 'Manifest',
      label: none(copyLabel(copy.name, record)),
      ...(thumbnail && { thumbnail }),
    };
  });
  return {
    '@context': PRESENTATION_3_CONTEXT,
    id: `${origin(baseUrl)}/iiif/presentation/${record.kind}s/${segment(record.id)}/collection`,
    type: 'Collection',
    label: none(record.title),
    ...recordDescription(record, locale),
    items,
  };
}

/**
 * A digital copy's Manifest. A Manifest needs at least one Canvas, so a copy without files has
 * none: callers answer "not found" instead, and an empty list here is a mistake that throws.
 */
export function buildManifest(input: ManifestInput): object {
  const { baseUrl, locale, digitalCopy, record, canvases } = input;
  if (canvases.length === 0)
    throw new Error(`Digital copy ${digitalCopy.id} has no files, and a Manifest needs a Canvas`);
  const base = copyBase(baseUrl, digitalCopy.id);
  assertUnique('File', canvases);
  const statement = input.requiredStatement;
  const items = canvases.map((canvas) =>
    buildCanvas(`${base}/canvas/${segment(canvas.id)}`, canvas, locale),
  );
  return {
    '@context': PRESENTATION_3_CONTEXT,
    id: `${base}/manifest`,
    type: 'Manifest',
    label: none(copyLabel(digitalCopy.name, record)),
    ...recordDescription(record, locale),
    ...(statement && {
      requiredStatement: {
        label: text(locale, statement.label),
        value: text(locale, statement.value),
      },
    }),
    thumbnail: items[0].thumbnail,
    viewingDirection: 'left-to-right',
    items,
  };
}

function buildCanvas(id: string, canvas: ManifestCanvas, locale: Locale) {
  const width = whole(canvas.width, 1, `Width of file ${canvas.id}`);
  const height = whole(canvas.height, 1, `Height of file ${canvas.id}`);
  assertUnique('Region', canvas.regions);
  const service = imageService(canvas.service);
  return {
    id,
    type: 'Canvas',
    label: none(canvas.label),
    width,
    height,
    thumbnail: [thumbnailImage(canvas.service, width, height)],
    items: [
      {
        id: `${id}/painting`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${id}/painting/image`,
            type: 'Annotation',
            motivation: 'painting',
            body: {
              id: `${service.id}/full/max/0/default.jpg`,
              type: 'Image',
              format: 'image/jpeg',
              width,
              height,
              service: [service],
            },
            target: id,
          },
        ],
      },
    ],
    ...(canvas.regions.length > 0 && {
      annotations: [
        {
          id: `${id}/links`,
          type: 'AnnotationPage',
          items: canvas.regions.map((region) => regionLink(id, region, locale)),
        },
      ],
    }),
  };
}

/**
 * A region of the Canvas that shows a record, as a link to the record's page. Motivation
 * "linking" alone: Web Annotation defines it as linking the target to a related resource, the
 * body being that resource (so the body is the web page, as in the IIIF cookbook's hotspot
 * recipe 0022); "describing" would make the body a description of the region, which the page
 * is not — the label says what the region shows, on the annotation and on its link.
 */
function regionLink(canvasId: string, region: ManifestRegion, locale: Locale) {
  const x = whole(region.x, 0, `x of region ${region.id}`);
  const y = whole(region.y, 0, `y of region ${region.id}`);
  const width = whole(region.width, 1, `Width of region ${region.id}`);
  const height = whole(region.height, 1, `Height of region ${region.id}`);
  const label = text(locale, region.label);
  return {
    id: `${canvasId}/links/${segment(region.id)}`,
    type: 'Annotation',
    motivation: 'linking',
    label,
    body: { id: absolute(region.url, 'Region URL'), type: 'Text', format: 'text/html', label },
    target: `${canvasId}#xywh=${x},${y},${width},${height}`,
  };
}

/** What a Manifest and a Collection both say of their record: metadata and its page. */
function recordDescription(record: ManifestRecord, locale: Locale) {
  const values = {
    shelfmark: record.shelfmark,
    composer: record.composer,
    title: record.title,
    collection: record.collection,
  };
  const metadata = (Object.keys(values) as (keyof typeof values)[])
    .filter((key) => (values[key] ?? '').trim() !== '')
    .map((key) => ({
      label: text(locale, METADATA_LABELS[key][locale]),
      value: none((values[key] ?? '').trim()),
    }));
  return {
    ...(metadata.length > 0 && { metadata }),
    homepage: [
      {
        id: absolute(record.url, 'Record URL'),
        type: 'Text',
        label: none(record.title),
        format: 'text/html',
      },
    ],
  };
}

/** An image's thumbnail: the service scales it to fit THUMBNAIL_SIZE, never enlarging it. */
function thumbnailImage(serviceId: string, fullWidth: number, fullHeight: number) {
  const service = imageService(serviceId);
  const width = whole(fullWidth, 1, `Width of ${serviceId}`);
  const height = whole(fullHeight, 1, `Height of ${serviceId}`);
  const scale = Math.min(1, THUMBNAIL_SIZE / width, THUMBNAIL_SIZE / height);
  return {
    id: `${service.id}/full/!${THUMBNAIL_SIZE},${THUMBNAIL_SIZE}/0/default.jpg`,
    type: 'Image',
    format: 'image/jpeg',
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    service: [service],
  };
}

function imageService(serviceId: string) {
  const id = absolute(serviceId, 'Image service').replace(/\/+$/, '');
  return { id, type: 'ImageService3', profile: 'level2' };
}

function copyLabel(name: string | null, record: ManifestRecord): string {
  return name?.trim() || record.title;
}

// Titles, names and shelfmarks are not in the interface's language (a Latin title stays Latin),
// so they are "none"; the texts we word ourselves are in the request's locale.
function none(value: string): LanguageMap {
  return { none: [value] };
}

function text(locale: Locale, value: string): LanguageMap {
  return { [locale]: [value] };
}

function copyBase(baseUrl: string, digitalCopyId: string): string {
  return `${origin(baseUrl)}/iiif/presentation/digital-copies/${segment(digitalCopyId)}`;
}

/** The base URL without its trailing slash; IIIF ids must be absolute http(s) URIs. */
function origin(baseUrl: string): string {
  return absolute(baseUrl, 'Base URL').replace(/\/+$/, '');
}

function absolute(url: string, what: string): string {
  if (!isHttpUri(url))
    throw new Error(`${what} must be an absolute http(s) URL: ${JSON.stringify(url)}`);
  return url;
}

function segment(id: string): string {
  if (id === '') throw new Error('An id in a IIIF URI must not be empty');
  return encodeURIComponent(id);
}

/** Ids become URIs of resources, which must be unique: a repeated id is a caller's mistake. */
function assertUnique(what: string, items: { id: string }[]): void {
  const seen = new Set<string>();
  for (const { id } of items) {
    if (seen.has(id)) throw new Error(`${what} ${id} is listed twice`);
    seen.add(id);
  }
}

/** Whole pixels (a width, height or offset), at least `min`. */
function whole(value: number, min: number, what: string): number {
  const rounded = Math.round(value);
  if (!Number.isFinite(rounded) || rounded < min)
    throw new Error(`${what} must be a number of at least ${min}, not ${value}`);
  return rounded;
}
