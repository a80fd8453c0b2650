import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Locale } from '@partitura/domain';
import Negotiator from 'negotiator';
import { parseLocale } from '../graphql/context-factory';
import { answerOpenPreflight, OPEN_METHODS } from '../security/cors';
import { RETRY_AFTER_SECONDS } from './http';

/*
 * The routes that answer documents of the public (IIIF documents, linked data, MARC export):
 * open to every origin, in the language asked for, and what they make of a read that did not
 * answer: the database out of reach or the server too busy to admit
 * it (SERVICE_UNAVAILABLE) is told as 503 with when to try again; any other failure is an error.
 */

/** A read of the public API that did not answer. */
export class PublicReadFailed extends Error {
  constructor(readonly unavailable: boolean) {
    super(unavailable ? 'the public API is unavailable now' : 'a read of the public API failed');
  }
}

type Answer = { data?: any; errors?: readonly unknown[] };

/** The answer's data; PublicReadFailed when it has errors. */
export function answeredData(answer: Answer): any {
  const errors = answer.errors ?? [];
  if (errors.length === 0) return answer.data;
  throw new PublicReadFailed(
    errors.some(
      (error) =>
        (error as { extensions?: { code?: string } }).extensions?.code === 'SERVICE_UNAVAILABLE',
    ),
  );
}

/**
 * Answers 503 with Retry-After when `error` is an unavailable read (true); anything else is left
 * to the caller (false).
 */
export function answeredUnavailable(res: ServerResponse, error: unknown): boolean {
  if (!(error instanceof PublicReadFailed) || !error.unavailable || res.headersSent) return false;
  res.writeHead(503, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Retry-After': RETRY_AFTER_SECONDS,
    'Cache-Control': 'no-store',
  });
  res.end('The server cannot answer now; try again.');
  return true;
}

/**
 * A request to a document open to every origin: Access-Control-Allow-Origin set; a preflight
 * answered, and any method but GET and HEAD refused (true: answered here).
 */
export function answeredOpenRequest(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    answerOpenPreflight(req, res);
    return true;
  }
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.writeHead(405, { Allow: OPEN_METHODS });
  res.end();
  return true;
}

/** The language a document is written in: `?locale=`, else the browser's Accept-Language. */
export function requestLocale(req: IncomingMessage): Locale {
  return parseLocale(
    new URL(req.url ?? '/', 'http://x').searchParams.get('locale') ??
      req.headers['accept-language'] ??
      null,
  );
}

/** Whether the client prefers `type` to the application's page (HTML) at a record's address. */
export function prefersToPage(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  const [preferred] = new Negotiator({ headers: { accept } }).mediaTypes(['text/html', type]);
  return preferred === type;
}
