import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  kindOfType,
  readSearchState,
  searchVariables,
  type Locale,
  type SearchKind,
} from '@partitura/domain';
import type { HttpRoute } from '../core/http/http';
import {
  answeredData,
  answeredOpenRequest,
  answeredUnavailable,
  requestLocale,
} from '../core/http/public-read';
import { write } from '../core/http/streamed';
import type { Tx } from '../core/database/db';
import type { Logger } from '../core/runtime/logger';
import type { PublicQuery } from '../digital-copies/index';
import { COLLECTION_END, COLLECTION_START, MARCXML_TYPE, recordXml } from '../marc/marcxml';
import { queryScores } from '../marc/route';
import { exportedRecords } from '../marc/records';
import type { ScoreMarcAnswer } from '../marc/score-marc';
import type { SearchRequest } from './answer';
import { CSV_FIELDS, csvHeader, csvRows } from './export-csv';
import { exportedHits } from './export';
import type { Hit } from './repository';

/*
 * A search result's export (issue 25): `/search/export.csv` (the columns the result shows, in
 * the interface's language, UTF-8 with a byte order mark so that spreadsheets read it so) and
 * `/search/export.marcxml` (its scores as MARC 21), each with the search page's own query string
 * (`kind` the tab: `scores`, `people`, …), streamed however large the result. The search is
 * first asked of the public API as the page asks it — so that what it refuses (a query too long,
 * a melody it cannot read) is refused here with its message — then walked (export.ts), its
 * records read through the public API as a visitor's, 20 an operation.
 */

const ADDRESS = /^\/search\/export\.(csv|marcxml)$/;

/** What the public API is asked first: whether the search is one it answers. */
const CHECK = `query ($query: String, $kind: SearchKind, $filters: [SearchFilter!],
  $fields: SearchFields, $melody: MelodyQuery, $sort: SearchSort) {
  search(query: $query, kind: $kind, filters: $filters, fields: $fields, melody: $melody,
         sort: $sort, first: 1) { total_exact }
}`;

/** Records one operation of the public API reads (its alias limit). */
const PER_OPERATION = 20;

type Deps = { db: Tx; query: PublicQuery; log: Logger; appUrl: string };

function refuse(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(message);
}

/** The search a query string asks, as the search page reads its own address. */
function requestOf(params: URLSearchParams): SearchRequest | null {
  const kind = kindOfType(params.get('kind') ?? undefined);
  if (kind === undefined) return null;
  const { facetMore: _more, ...variables } = searchVariables(readSearchState(kind, params));
  return variables;
}

/** The public API's records of these hits, by kind, in the hits' order (null: gone meanwhile). */
async function recordsOf(deps: Deps, hits: readonly Hit[], locale: Locale, req: IncomingMessage) {
  const records: Array<{ kind: SearchKind; record: unknown }> = [];
  for (let start = 0; start < hits.length; start += PER_OPERATION) {
    const chunk = hits.slice(start, start + PER_OPERATION);
    const fields = chunk
      .map((hit, i) => {
        const { query, fields: asked } = CSV_FIELDS[hit.kind];
        return `h${i}: ${query}(id: "${hit.recordId}") { ${asked} }`;
      })
      .join('\n');
    const data = answeredData(await deps.query(`query {\n${fields}\n}`, {}, locale, req));
    chunk.forEach((hit, i) => {
      const record = data?.[`h${i}`];
      if (record) records.push({ kind: hit.kind, record });
    });
  }
  return records;
}

async function marcOf(deps: Deps, hits: readonly Hit[], req: IncomingMessage): Promise<string> {
  let text = '';
  for (let start = 0; start < hits.length; start += PER_OPERATION) {
    const ids = hits.slice(start, start + PER_OPERATION).map((hit) => hit.recordId);
    const data = answeredData(await queryScores(deps.query, ids, req));
    const found = ids
      .map((_id, i) => data?.[`s${i}`] as ScoreMarcAnswer | null)
      .filter((score): score is ScoreMarcAnswer => score !== null);
    text += (await exportedRecords(deps.db, found)).map(recordXml).join('');
  }
  return text;
}

export function searchExportRoute(deps: Deps): HttpRoute {
  return async (req, res, path) => {
    const match = ADDRESS.exec(path);
    if (!match) return false;
    if (answeredOpenRequest(req, res)) return true;
    const format = match[1] as 'csv' | 'marcxml';
    const locale = requestLocale(req);
    const asked = requestOf(new URL(req.url ?? '/', 'http://x').searchParams);
    if (!asked) {
      refuse(res, 400, 'No such kind of record to search.');
      return true;
    }
    // MARC records are scores': the "All" tab's export is that of its scores.
    const request: SearchRequest = format === 'marcxml' ? { ...asked, kind: 'score' } : asked;
    if (format === 'marcxml' && asked.kind && asked.kind !== 'score') {
      refuse(res, 400, 'Only scores are exported as MARC 21.');
      return true;
    }
    try {
      const checked = await deps.query(CHECK, { ...request }, locale, req);
      const [error] = (checked.errors ?? []) as Array<{ message?: string; extensions?: any }>;
      if (error && error.extensions?.code !== 'SERVICE_UNAVAILABLE') {
        refuse(res, 400, error.message ?? 'The search cannot be exported.');
        return true;
      }
      answeredData(checked);
    } catch (error) {
      if (answeredUnavailable(res, error)) return true;
      throw error;
    }
    const day = new Date().toISOString().slice(0, 10);
    res.writeHead(200, {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : MARCXML_TYPE,
      'Content-Disposition': `attachment; filename="partitura-search-${day}.${format === 'csv' ? 'csv' : 'xml'}"`,
      'Cache-Control': 'no-store',
    });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    try {
      const start =
        format === 'csv' ? `\uFEFF${csvHeader(request.kind ?? null, locale)}` : COLLECTION_START;
      if (!(await write(res, start))) return true;
      for await (const hits of exportedHits(deps, request)) {
        const text =
          format === 'csv'
            ? csvRows(
                deps.appUrl,
                request.kind ?? null,
                await recordsOf(deps, hits, locale, req),
                locale,
              )
            : await marcOf(deps, hits, req);
        if (!(await write(res, text))) return true;
      }
      res.end(format === 'csv' ? undefined : COLLECTION_END);
    } catch (error) {
      // Begun, it cannot say so in a status: the download ends unfinished, and the connection
      // with it (a browser reports the download failed).
      if (!req.destroyed && !res.destroyed)
        deps.log.error({ err: error, path }, 'search export failed');
      res.destroy();
    }
    return true;
  };
}
