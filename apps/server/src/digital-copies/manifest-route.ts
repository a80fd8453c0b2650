import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Locale } from '@partitura/domain';
import type { HttpRoute } from '../core/http/http';
import { sendJsonDocument } from '../core/http/json-document';
import {
  answeredData,
  answeredOpenRequest,
  answeredUnavailable,
  requestLocale,
} from '../core/http/public-read';
import {
  buildManifest,
  buildRecordCollection,
  type ManifestCanvas,
  type ManifestRecord,
} from './manifest';

/** Runs a query of the public API, as a visitor in the given language (app.ts wires it). */
export type PublicQuery = (
  document: string,
  variables: Record<string, unknown>,
  locale: Locale,
  /** The request it answers: admitted and within its deadline as /graphql's are (app.ts). */
  req?: IncomingMessage,
  // The answers are read field by field below; their shape is the documents'.
) => Promise<{ data?: any; errors?: unknown[] }>;

const RECORD_FIELDS = `
  score { id shelfmark short_title title collection { name } author { name } }
  catalog { id name collection { name } }`;

const COPY = `query ($id: ID!) {
  getDigitalCopy(id: $id) {
    id name digitizable_type ${RECORD_FIELDS}
    files {
      id name position page { id number }
      file { filename width height mime iiif_service }
      iiif_canvases { iiif_annotations {
        id x y width height iiifable_type iiifable_id
        entry { id title page { id catalog { id } } }
        score { id short_title shelfmark }
      } }
    }
  }
}`;

const COPIES = {
  scores: `query ($id: ID!) { getScore(id: $id) {
    id shelfmark short_title title collection { name } author { name }
    digital_copies { id name files { file { width height iiif_service } } }
  } }`,
  catalogs: `query ($id: ID!) { getCatalog(id: $id) {
    id name collection { name }
    digital_copies { id name files { file { width height iiif_service } } }
  } }`,
};

const MANIFEST = /^\/iiif\/presentation\/digital-copies\/(\d{1,15})\/manifest$/;
const COLLECTION = /^\/iiif\/presentation\/(scores|catalogs)\/(\d{1,15})\/collection$/;

/**
 * The IIIF Presentation 3 documents: a digital copy's Manifest and a record's Collection of
 * copies, read through the public API (so they show what a visitor sees), open to every origin.
 */
export function presentationRoutes(deps: { appUrl: string; query: PublicQuery }): HttpRoute {
  return async (req, res, path) => {
    const manifest = MANIFEST.exec(path);
    const collection = COLLECTION.exec(path);
    if (!manifest && !collection) return false;
    if (answeredOpenRequest(req, res)) return true;
    const locale = requestLocale(req);
    // Read as the request's own (admitted, within its deadline): a busy server or a database out
    // of reach is told as such (503), never as a missing document.
    const read: PublicQuery = (document, variables, language) =>
      deps.query(document, variables, language, req);
    let document: object | null;
    try {
      document = manifest
        ? await copyManifest({ ...deps, query: read }, manifest[1], locale)
        : await recordCollection(
            { ...deps, query: read },
            collection![1] as 'scores' | 'catalogs',
            collection![2],
            locale,
          );
    } catch (error) {
      if (answeredUnavailable(res, error)) return true;
      throw error;
    }
    if (document === null) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return true;
    }
    send(req, res, document);
    return true;
  };
}

function send(req: IncomingMessage, res: ServerResponse, document: object) {
  const jsonLd = (req.headers.accept ?? '').includes('application/ld+json');
  sendJsonDocument(
    req,
    res,
    document,
    jsonLd
      ? 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"'
      : 'application/json',
  );
}

type RecordAnswer = {
  score?: {
    id: string;
    shelfmark: string;
    short_title: string;
    title: string | null;
    collection: { name: string };
    author: { name: string } | null;
  } | null;
  catalog?: { id: string; name: string; collection: { name: string } } | null;
};

function manifestRecord(appUrl: string, answer: RecordAnswer): ManifestRecord | null {
  if (answer.score) {
    const score = answer.score;
    return {
      kind: 'score',
      id: score.id,
      url: `${appUrl}/scores/${score.id}`,
      title: score.title || score.short_title,
      shelfmark: score.shelfmark,
      composer: score.author?.name ?? null,
      collection: score.collection.name,
    };
  }
  if (answer.catalog) {
    const catalog = answer.catalog;
    return {
      kind: 'catalog',
      id: catalog.id,
      url: `${appUrl}/catalogs/${catalog.id}`,
      title: catalog.name,
      collection: catalog.collection.name,
    };
  }
  return null;
}

async function copyManifest(
  deps: { appUrl: string; query: PublicQuery },
  id: string,
  locale: Locale,
): Promise<object | null> {
  const data = answeredData(await deps.query(COPY, { id }, locale));
  const copy = data?.getDigitalCopy;
  const record = copy ? manifestRecord(deps.appUrl, copy) : null;
  if (!copy || !record || copy.files.length === 0) return null;
  const canvases: ManifestCanvas[] = copy.files
    .filter((file: { file: { iiif_service: string | null } }) => file.file.iiif_service)
    .map((file: CopyFileAnswer) => ({
      id: file.id,
      label: file.name || (file.page ? pageLabel(file.page.number, locale) : file.file.filename),
      width: file.file.width,
      height: file.file.height,
      format: file.file.mime,
      service: file.file.iiif_service,
      regions: file.iiif_canvases.flatMap((canvas) =>
        canvas.iiif_annotations.flatMap((annotation) => region(deps.appUrl, annotation)),
      ),
    }));
  if (canvases.length === 0) return null;
  return buildManifest({
    baseUrl: deps.appUrl,
    locale,
    digitalCopy: { id: copy.id, name: copy.name },
    record,
    canvases,
  });
}

type AnnotationAnswer = {
  id: string;
  x: number | null;
  y: number | null;
  width: number | null;
  height: number | null;
  iiifable_type: string | null;
  iiifable_id: string | null;
  entry: { id: string; title: string; page: { id: string; catalog: { id: string } } } | null;
  score: { id: string; short_title: string; shelfmark: string } | null;
};

type CopyFileAnswer = {
  id: string;
  name: string | null;
  page: { number: string } | null;
  file: { filename: string; width: number; height: number; mime: string; iiif_service: string };
  iiif_canvases: { iiif_annotations: AnnotationAnswer[] }[];
};

const pageLabel = (number: string, locale: Locale) =>
  `${locale === 'de' ? 'Seite' : 'Page'} ${number}`;

/** A region linked to an entry or a score, with the record's page in the web app. */
function region(appUrl: string, annotation: AnnotationAnswer) {
  const { x, y, width, height, entry, score } = annotation;
  if (x === null || y === null || !width || !height) return [];
  const place = { id: annotation.id, x, y, width, height };
  const kind = {
    iiifable_type: annotation.iiifable_type ?? '',
    iiifable_id: annotation.iiifable_id ?? '',
  };
  if (entry) {
    const url = `${appUrl}/catalogs/${entry.page.catalog.id}?tab=page&pageId=${entry.page.id}`;
    return [{ ...place, ...kind, label: entry.title, url }];
  }
  if (score) {
    const url = `${appUrl}/scores/${score.id}`;
    return [{ ...place, ...kind, label: `${score.shelfmark} – ${score.short_title}`, url }];
  }
  return [];
}

async function recordCollection(
  deps: { appUrl: string; query: PublicQuery },
  kind: 'scores' | 'catalogs',
  id: string,
  locale: Locale,
): Promise<object | null> {
  const data = answeredData(await deps.query(COPIES[kind], { id }, locale));
  const answer = kind === 'scores' ? data?.getScore : data?.getCatalog;
  if (!answer) return null;
  const record = manifestRecord(
    deps.appUrl,
    kind === 'scores' ? { score: answer } : { catalog: answer },
  );
  if (!record) return null;
  return buildRecordCollection({
    baseUrl: deps.appUrl,
    locale,
    record,
    copies: answer.digital_copies.map(
      (copy: {
        id: string;
        name: string | null;
        files: { file: { width: number; height: number; iiif_service: string | null } }[];
      }) => {
        const first = copy.files.find((file) => file.file.iiif_service)?.file;
        return {
          id: copy.id,
          name: copy.name,
          thumbnail: first
            ? { service: first.iiif_service as string, width: first.width, height: first.height }
            : null,
        };
      },
    ),
  });
}
