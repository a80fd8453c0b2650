import type { ServerResponse } from 'node:http';
import { RETRY_AFTER_SECONDS } from './http';

/*
 * What the routes that read through the public API (IIIF documents, linked data, MARC export)
 * make of a read that did not answer: the database out of reach or the server too busy to admit
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
