import type { HttpRoute } from '../core/http/http';
import {
  answeredData,
  answeredOpenRequest,
  answeredUnavailable,
  prefersToPage,
  requestLocale,
} from '../core/http/public-read';
import { sendJsonDocument } from '../core/http/json-document';
import type { PublicQuery } from '../digital-copies/index';
import {
  catalogLd,
  collectionLd,
  personLd,
  placeLd,
  publicationLd,
  scoreLd,
  type LinkedKind,
} from './linked-data';

/*
 * Each record's linked data at its own address (issue 25): `/scores/12` answers JSON-LD to a
 * client that prefers `application/ld+json` (content negotiation; a browser, preferring HTML,
 * gets the application), and `/scores/12.jsonld` answers it to anyone — the link on screen.
 * Read through the public API as a visitor, open to every origin, as the IIIF documents are.
 */

const RECORD =
  /^\/(scores|people|places|publications|catalogs|collections)\/(\d{1,15})(\.jsonld)?$/;

export const LINKED_DATA_TYPE = 'application/ld+json; charset=utf-8';

const QUERIES: Record<LinkedKind, string> = {
  scores: `query ($id: ID!) { record: getScore(id: $id) {
    id shelfmark short_title short_title_prefix title key
    collection { id name } genres { name }
    attributions { function person { id name } }
    publications { number publication { id title short_title } }
  } }`,
  people: `query ($id: ID!) { record: getPerson(id: $id) {
    id name names { name primary } dates profession authority_ids
  } }`,
  places: `query ($id: ID!) { record: getPlace(id: $id) { id name authority_ids } }`,
  publications: `query ($id: ID!) { record: getPublication(id: $id) {
    id title short_title extent publisher publication_date publication_place authority_ids
  } }`,
  catalogs: `query ($id: ID!) { record: getCatalog(id: $id) { id name collection { id name } } }`,
  collections: `query ($id: ID!) { record: getCollection(id: $id) { id name prefix } }`,
};

/** Whether the client prefers JSON-LD to the application's page (HTML). */
export function prefersLinkedData(accept: string | undefined): boolean {
  return prefersToPage(accept, 'application/ld+json');
}

export function linkedDataRoute(deps: { appUrl: string; query: PublicQuery }): HttpRoute {
  return async (req, res, path) => {
    const match = RECORD.exec(path);
    if (!match) return false;
    const [, kind, id, suffix] = match as unknown as [string, LinkedKind, string, string?];
    // The application's page (which says it varies with Accept: core/http/app-page.ts).
    if (!suffix && !prefersLinkedData(req.headers.accept)) return false;
    if (answeredOpenRequest(req, res)) return true;
    const locale = requestLocale(req);
    let data;
    try {
      data = answeredData(await deps.query(QUERIES[kind], { id }, locale, req));
    } catch (error) {
      if (answeredUnavailable(res, error)) return true;
      throw error;
    }
    const record = data?.record;
    if (!record) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept',
      });
      res.end('Not found');
      return true;
    }
    const { appUrl } = deps;
    const document =
      kind === 'scores'
        ? scoreLd(appUrl, record, locale)
        : kind === 'people'
          ? personLd(appUrl, record)
          : kind === 'places'
            ? placeLd(appUrl, record)
            : kind === 'publications'
              ? publicationLd(appUrl, record)
              : kind === 'catalogs'
                ? catalogLd(appUrl, record)
                : collectionLd(appUrl, record);
    sendJsonDocument(req, res, document, LINKED_DATA_TYPE);
    return true;
  };
}
