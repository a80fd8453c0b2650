import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { HttpRoute } from '../core/http/http';
import { readBody } from '../core/http/request-body';
import { answeredData, answeredOpenRequest, answeredUnavailable } from '../core/http/public-read';
import type { Tx } from '../core/database/db';
import type { Logger } from '../core/runtime/logger';
import { settings } from '../db/schema/settings';
import type { PublicQuery } from '../digital-copies/index';
import { recordXml } from '../marc/marcxml';
import { queryScores } from '../marc/route';
import { exportedRecords } from '../marc/records';
import type { MarcRecord, ScoreMarcAnswer } from '../marc/score-marc';
import { escapeXml, scoreDublinCore } from './dublin-core';
import {
  METADATA_FORMATS,
  OaiError,
  datestamp,
  identifiedScore,
  oaiIdentifier,
  readOaiRequest,
  repositoryIdentifier,
  resumptionToken,
  setSpec,
  tokenExpiry,
  type ListRequest,
  type MetadataPrefix,
  type OaiRequest,
} from './protocol';
import {
  collectionsAfter,
  earliestChange,
  harvestItem,
  harvestPage,
  type HarvestItem,
} from './repository';

/*
 * The OAI-PMH 2.0 provider at /oai (issue 25): every score, in simple Dublin Core and MARCXML,
 * in sets by collection, harvested by the time it last changed, deleted ones reported. The
 * records themselves are read through the public API as a visitor, as the MARC export's are.
 */

/** Headers a page of ListIdentifiers answers. */
export const IDENTIFIERS_PAGE = 200;
/** Records a page of ListRecords answers: two operations of the public API (20 aliases each). */
export const RECORDS_PAGE = 40;
/** Sets a page of ListSets answers. */
export const SETS_PAGE = 100;

const OAI_NAMESPACE = 'http://www.openarchives.org/OAI/2.0/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
/** The longest form a harvester may POST: its arguments, not a document. */
const MAX_FORM_BYTES = 8 * 1024;

/** A domain name, as the oai-identifier scheme's repositoryIdentifier must be. */
const DOMAIN_NAME = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;

type Deps = {
  db: Tx;
  query: PublicQuery;
  log: Logger;
  appUrl: string;
  adminEmail: string;
  now?: () => Date;
};

type Answer = { body: string; echo: boolean };

/** A score the public API answered, and its MARC record when the format is MARCXML. */
type Found = { score: ScoreMarcAnswer; marc: MarcRecord | null };

/** The arguments of a GET's query string or of a POSTed form; null when the form is too large. */
async function requestArguments(req: IncomingMessage): Promise<Array<[string, string]> | null> {
  if (req.method !== 'POST') return [...new URL(req.url ?? '/', 'http://x').searchParams];
  const body = await readBody(req, MAX_FORM_BYTES);
  return body === null ? null : [...new URLSearchParams(body.toString('utf8'))];
}

export function oaiRoute(deps: Deps): HttpRoute {
  const baseUrl = `${deps.appUrl}/oai`;
  const repository = repositoryIdentifier(deps.appUrl);
  const now = deps.now ?? (() => new Date());

  const header = (item: HarvestItem) =>
    `<header${item.deleted ? ' status="deleted"' : ''}>` +
    `<identifier>${escapeXml(oaiIdentifier(repository, item.id))}</identifier>` +
    `<datestamp>${item.at.slice(0, 19)}Z</datestamp>` +
    (item.collectionId !== null ? `<setSpec>${setSpec(item.collectionId)}</setSpec>` : '') +
    '</header>';

  const metadata = (prefix: MetadataPrefix, { score, marc }: Found) => {
    if (prefix === 'oai_dc' || !marc) return scoreDublinCore(deps.appUrl, score);
    const { namespace, schema } = METADATA_FORMATS.marcxml;
    return recordXml(marc)
      .trimEnd()
      .replace(
        /^<record>/,
        `<record xmlns="${namespace}" xmlns:xsi="${XSI}" xsi:schemaLocation="${namespace} ${schema}">`,
      );
  };

  /** These scores as the public API answers them (absent: deleted meanwhile), with their MARC. */
  const scoresOf = async (ids: readonly number[], prefix: MetadataPrefix, req: IncomingMessage) => {
    const found = new Map<number, Found>();
    for (let start = 0; start < ids.length; start += 20) {
      const chunk = ids.slice(start, start + 20);
      const data = answeredData(await queryScores(deps.query, chunk, req));
      chunk.forEach((id, i) => {
        const score = data?.[`s${i}`] as ScoreMarcAnswer | null;
        if (score) found.set(id, { score, marc: null });
      });
    }
    if (prefix === 'marcxml') {
      const all = [...found.values()];
      const records = await exportedRecords(
        deps.db,
        all.map((one) => one.score),
      );
      all.forEach((one, i) => (one.marc = records[i]));
    }
    return found;
  };

  const record = (prefix: MetadataPrefix, item: HarvestItem, score: Found | undefined) =>
    score && !item.deleted
      ? `<record>${header(item)}<metadata>${metadata(prefix, score)}</metadata></record>`
      : `<record>${header({ ...item, deleted: true })}</record>`;

  const tokenElement = (list: ListRequest, answered: number, more: HarvestItem | null) => {
    if (more) {
      const next = { ...list, cursor: { at: more.at, id: more.id }, answered };
      return (
        `<resumptionToken expirationDate="${datestamp(tokenExpiry(list.began))}" ` +
        `cursor="${list.answered}">${resumptionToken(next)}</resumptionToken>`
      );
    }
    // The last page of a list that was resumed says so with an empty token.
    return list.answered > 0 ? `<resumptionToken cursor="${list.answered}"/>` : '';
  };

  async function answer(request: OaiRequest, req: IncomingMessage): Promise<string> {
    switch (request.verb) {
      case 'Identify': {
        const [title] = await deps.db
          .select({ value: settings.value })
          .from(settings)
          .where(eq(settings.key, 'site_title'));
        const earliest = (await earliestChange(deps.db)) ?? now();
        const description = DOMAIN_NAME.test(repository)
          ? '<description><oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier" ' +
            `xmlns:xsi="${XSI}" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier ` +
            'http://www.openarchives.org/OAI/2.0/oai-identifier.xsd">' +
            `<scheme>oai</scheme><repositoryIdentifier>${repository}</repositoryIdentifier>` +
            `<delimiter>:</delimiter><sampleIdentifier>${oaiIdentifier(repository, 1)}</sampleIdentifier>` +
            '</oai-identifier></description>'
          : '';
        return (
          '<Identify>' +
          `<repositoryName>${escapeXml(title?.value?.trim() || 'Partitura')}</repositoryName>` +
          `<baseURL>${escapeXml(baseUrl)}</baseURL>` +
          '<protocolVersion>2.0</protocolVersion>' +
          `<adminEmail>${escapeXml(deps.adminEmail)}</adminEmail>` +
          `<earliestDatestamp>${datestamp(earliest)}</earliestDatestamp>` +
          '<deletedRecord>transient</deletedRecord>' +
          '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>' +
          description +
          '</Identify>'
        );
      }
      case 'ListMetadataFormats': {
        if (request.identifier !== null) await identified(request.identifier);
        return (
          '<ListMetadataFormats>' +
          Object.entries(METADATA_FORMATS)
            .map(
              ([prefix, format]) =>
                `<metadataFormat><metadataPrefix>${prefix}</metadataPrefix>` +
                `<schema>${format.schema}</schema>` +
                `<metadataNamespace>${format.namespace}</metadataNamespace></metadataFormat>`,
            )
            .join('') +
          '</ListMetadataFormats>'
        );
      }
      case 'ListSets': {
        const page = await collectionsAfter(deps.db, request.after, SETS_PAGE + 1);
        if (page.length === 0 && request.answered === 0)
          throw new OaiError('noSetHierarchy', 'This archive has no collections yet');
        const shown = page.slice(0, SETS_PAGE);
        const more = page.length > SETS_PAGE;
        const answered = request.answered + shown.length;
        const token = more
          ? `<resumptionToken expirationDate="${datestamp(tokenExpiry(request.began))}" cursor="${request.answered}">` +
            resumptionToken({ ...request, after: shown[shown.length - 1].id, answered }) +
            '</resumptionToken>'
          : request.answered > 0
            ? `<resumptionToken cursor="${request.answered}"/>`
            : '';
        return (
          '<ListSets>' +
          shown
            .map(
              (collection) =>
                `<set><setSpec>${setSpec(collection.id)}</setSpec>` +
                `<setName>${escapeXml(`${collection.name} (${collection.prefix})`)}</setName></set>`,
            )
            .join('') +
          token +
          '</ListSets>'
        );
      }
      case 'GetRecord': {
        const item = await identified(request.identifier);
        const scores = item.deleted ? new Map() : await scoresOf([item.id], request.prefix, req);
        return `<GetRecord>${record(request.prefix, item, scores.get(item.id))}</GetRecord>`;
      }
      case 'ListIdentifiers':
      case 'ListRecords': {
        const limit = request.verb === 'ListRecords' ? RECORDS_PAGE : IDENTIFIERS_PAGE;
        const page = await harvestPage(deps.db, request, limit + 1);
        if (page.length === 0 && request.answered === 0)
          throw new OaiError('noRecordsMatch', 'No score matches these arguments');
        const shown = page.slice(0, limit);
        const more = page.length > limit ? shown[shown.length - 1] : null;
        const token = tokenElement(request, request.answered + shown.length, more);
        if (request.verb === 'ListIdentifiers')
          return `<ListIdentifiers>${shown.map(header).join('')}${token}</ListIdentifiers>`;
        const scores = await scoresOf(
          shown.filter((item) => !item.deleted).map((item) => item.id),
          request.prefix,
          req,
        );
        return (
          '<ListRecords>' +
          shown.map((item) => record(request.prefix, item, scores.get(item.id))).join('') +
          token +
          '</ListRecords>'
        );
      }
    }
  }

  async function identified(identifier: string): Promise<HarvestItem> {
    const id = identifiedScore(repository, identifier);
    const item = id === null ? null : await harvestItem(deps.db, id);
    if (!item)
      throw new OaiError(
        'idDoesNotExist',
        `${identifier.slice(0, 200)} is not an identifier of this repository`,
      );
    return item;
  }

  return async (req, res, path) => {
    if (path !== '/oai') return false;
    if (req.method === 'POST') res.setHeader('Access-Control-Allow-Origin', '*');
    else if (answeredOpenRequest(req, res)) return true;
    const args = await requestArguments(req);
    if (args === null) {
      res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      res.end('The form is too large for OAI-PMH arguments');
      return true;
    }
    const at = now();
    let result: Answer;
    try {
      const request = readOaiRequest(args, at);
      result = { body: await answer(request, req), echo: true };
    } catch (error) {
      if (answeredUnavailable(res, error)) return true;
      if (!(error instanceof OaiError)) throw error;
      result = {
        body: `<error code="${error.code}">${escapeXml(error.message)}</error>`,
        // A request with a bad verb or argument is echoed by its base URL alone (the protocol's
        // rule: its arguments may be anything).
        echo: error.code !== 'badVerb' && error.code !== 'badArgument',
      };
    }
    const echoed = result.echo
      ? args.map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join('')
      : '';
    const document =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<OAI-PMH xmlns="${OAI_NAMESPACE}" xmlns:xsi="${XSI}" ` +
      `xsi:schemaLocation="${OAI_NAMESPACE} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">` +
      `<responseDate>${datestamp(at)}</responseDate>` +
      `<request${echoed}>${escapeXml(baseUrl)}</request>` +
      result.body +
      '</OAI-PMH>\n';
    res.writeHead(200, {
      'Content-Type': 'text/xml; charset=utf-8',
      'Content-Length': Buffer.byteLength(document),
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : document);
    return true;
  };
}
