import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpRoute } from '../core/http/http';
import { write } from '../core/http/streamed';
import {
  answeredData,
  answeredOpenRequest,
  answeredUnavailable,
  prefersToPage,
} from '../core/http/public-read';
import type { Tx } from '../core/database/db';
import type { Logger } from '../core/runtime/logger';
import type { PublicQuery } from '../digital-copies/index';
import {
  COLLECTION_END,
  COLLECTION_START,
  MARCXML_TYPE,
  collectionXml,
  recordXml,
} from './marcxml';
import { collectionExists, scoresAfter, type ExportCursor } from './repository';
import { exportedRecords } from './records';
import type { ScoreMarcAnswer } from './score-marc';

/*
 * MARC 21 export (issue 25): a score's record at `/scores/{id}.marcxml` (and at the score's own
 * address to a client preferring application/marcxml+xml), a collection's scores at
 * `/collections/{id}.marcxml`, streamed a page of scores at a time. Read through the public API
 * as a visitor, as the linked data and the IIIF documents are.
 */

const SCORE_FIELDS = `
  fragment MarcScore on Score {
    id shelfmark former_shelfmarks title short_title opus key provenance notes
    collection { prefix name }
    attributions { function qualifier person { name dates authority_ids } }
    genres { name }
    voices { voice count }
    parts { type extent measurements wear date watermark notes voices { voice count } }
    incipits {
      number movement section tempo clef key_signature time_signature pae text part notes
    }
    publications { number publication { title short_title } }
    sources { citation url }
    digital_copies { manifest_url }
  }`;

const SCORE = `query ($id: ID!) { score: getScore(id: $id) { ...MarcScore } } ${SCORE_FIELDS}`;

/**
 * Scores a page of a collection's export holds: as many as one operation of the public API may
 * name (its alias limit, 20; a score with all its children costs some 330 of its 20,000).
 */
export const EXPORT_PAGE = 20;

/**
 * These scores, each by getScore, in one operation: its document depends only on how many
 * there are (the ids are its variables), so the API parses and checks it once for every page
 * of every export.
 */
export function scoresQuery(ids: readonly number[]): {
  document: string;
  variables: Record<string, string>;
} {
  const names = ids.map((_id, i) => `$id${i}: ID!`).join(', ');
  const fields = ids.map((_id, i) => `s${i}: getScore(id: $id${i}) { ...MarcScore }`).join('\n');
  return {
    document: `query (${names}) {\n${fields}\n} ${SCORE_FIELDS}`,
    variables: Object.fromEntries(ids.map((id, i) => [`id${i}`, String(id)])),
  };
}

/** Asks the public API for these scores (scoresQuery). */
export function queryScores(
  query: PublicQuery,
  ids: readonly number[],
  req?: IncomingMessage,
): ReturnType<PublicQuery> {
  const { document, variables } = scoresQuery(ids);
  return query(document, variables, 'en', req);
}

const ADDRESS = /^\/(scores|collections)\/(\d{1,15})(\.marcxml)?$/;

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

export function marcRoute(deps: { db: Tx; query: PublicQuery; log: Logger }): HttpRoute {
  return async (req, res, path) => {
    const match = ADDRESS.exec(path);
    if (!match) return false;
    const [, kind, id, suffix] = match;
    if (kind === 'collections' && !suffix) return false;
    if (!suffix && !prefersToPage(req.headers.accept, 'application/marcxml+xml')) return false;
    if (answeredOpenRequest(req, res)) return true;
    const headers = {
      'Content-Type': MARCXML_TYPE,
      'Cache-Control': 'no-cache',
      Vary: 'Accept',
      'Content-Disposition': `inline; filename="partitura-${kind === 'scores' ? 'score' : 'collection'}-${id}.xml"`,
    };
    if (kind === 'scores') {
      let score: ScoreMarcAnswer | null | undefined;
      try {
        score = answeredData(await deps.query(SCORE, { id }, 'en', req))?.score;
      } catch (error) {
        if (answeredUnavailable(res, error)) return true;
        throw error;
      }
      if (!score) {
        notFound(res);
        return true;
      }
      const body = collectionXml(await exportedRecords(deps.db, [score]));
      res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    // A collection: its scores a page at a time, in shelfmark order, each page after the last.
    if (!(await collectionExists(deps.db, Number(id)))) {
      notFound(res);
      return true;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    try {
      if (!(await write(res, COLLECTION_START))) return true;
      let cursor: ExportCursor = null;
      for (;;) {
        const page = await scoresAfter(deps.db, Number(id), cursor, EXPORT_PAGE);
        if (page.length === 0) break;
        const data = answeredData(
          await queryScores(
            deps.query,
            page.map((row) => row.id),
            req,
          ),
        );
        // A score deleted since its id was read is left out.
        const found = page
          .map((_row, i) => data?.[`s${i}`] as ScoreMarcAnswer | null)
          .filter((score): score is ScoreMarcAnswer => score !== null);
        const text = (await exportedRecords(deps.db, found)).map(recordXml).join('');
        if (!(await write(res, text))) return true;
        const last = page[page.length - 1];
        cursor = { key: last.key, id: last.id };
        if (page.length < EXPORT_PAGE) break;
      }
      res.end(COLLECTION_END);
    } catch (error) {
      // Begun, it cannot say so in a status: the document ends unfinished, which every reader
      // of XML notices, and the connection with it.
      // A client that left meanwhile is no failure of the export.
      if (!req.destroyed && !res.destroyed)
        deps.log.error({ err: error, path }, 'MARC export failed');
      res.destroy();
    }
    return true;
  };
}
