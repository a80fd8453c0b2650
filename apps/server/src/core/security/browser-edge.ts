import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../runtime/config';
import { applyCors } from './cors';
import { servedOverHttps, setSecurityHeaders } from './security-headers';
import { issueXsrfCookie } from './xsrf';

/** Vite puts a content hash into every name under /assets/: those may be cached for ever. */
export const isImmutableAsset = (path: string): boolean => path.startsWith('/assets/');

/**
 * The image-framework (IIIF) endpoints are read by viewers on any site: they answer CORS for
 * every origin themselves (never with credentials) and set no cookie.
 */
export const isOpenToEveryOrigin = (path: string): boolean => path.startsWith('/iiif/');

/**
 * What every response tells the browser: the security headers, CORS and (except on immutable
 * assets, which shared caches keep for a year, and on the open IIIF endpoints) the XSRF cookie.
 * The returned function answers true when it has answered the request itself (a CORS preflight).
 */
export function browserEdge(config: Pick<Config, 'appUrl' | 'corsOrigins'>) {
  const https = servedOverHttps(config.appUrl);
  const origins: ReadonlySet<string> = new Set(config.corsOrigins);
  return (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    setSecurityHeaders(res, { https });
    if (isOpenToEveryOrigin(path)) return false;
    if (applyCors(req, res, origins)) return true;
    if (!isImmutableAsset(path)) issueXsrfCookie(req, res, { secure: https });
    return false;
  };
}
