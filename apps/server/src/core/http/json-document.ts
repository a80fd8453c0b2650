import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A JSON document of the public (a IIIF manifest, a record's linked data) as `contentType`:
 * with an ETag of its body (a request that has it is told 304), revalidated on every use, and
 * varying with the media type and language asked for.
 */
export function sendJsonDocument(
  req: IncomingMessage,
  res: ServerResponse,
  document: object,
  contentType: string,
) {
  const body = JSON.stringify(document);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': 'public, no-cache',
    ETag: etag,
    Vary: 'Accept, Accept-Language',
  };
  const asked = (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (asked.includes(etag) || asked.includes('*')) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
