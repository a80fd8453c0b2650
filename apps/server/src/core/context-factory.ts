import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { translate } from '@partitura/domain';
import { clientAddress } from './client-address';
import type { Config } from './config';
import type { CurrentUser, GraphQLContext, Locale, SessionResolver } from './context';
import type { Db } from './db';
import type { Logger } from './logger';
import type { RecordDirectory } from './records';
import type { Services } from './services';
import type { Uploads } from './uploads';
import type { RequestWithUploads } from './http';
import { bearerToken } from './request-session';
import { xsrfValid } from './xsrf';

type Deps = {
  db: Db;
  config: Config;
  log: Logger;
  services: Services;
  records: RecordDirectory;
  resolveSession: SessionResolver;
};

type ServerContext = { request: Request; req?: IncomingMessage };

/** The `locale` header (spec §7) picks the language of messages; anything else means English. */
export function parseLocale(value: string | null): Locale {
  return value?.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}

const NO_UPLOADS: Uploads = new Map();

/**
 * Builds the context of each operation. A batch runs its operations with one request, so the
 * session is resolved once per request, not once per operation — and only when the request
 * carries a token: a visitor's context is built at once, without waiting for anything.
 */
export function contextFactory({ resolveSession, ...deps }: Deps) {
  const sessions = new WeakMap<Request, Promise<CurrentUser | null>>();
  const build = ({ request, req }: ServerContext, user: CurrentUser | null): GraphQLContext => {
    const locale = parseLocale(request.headers.get('locale'));
    return {
      ...deps,
      requestId: randomUUID(),
      clientIp: clientAddress(
        request.headers.get('x-forwarded-for'),
        req?.socket.remoteAddress,
        deps.config.trustProxy,
      ),
      locale,
      user,
      xsrfValid: xsrfValid(request.headers),
      uploads: (req as RequestWithUploads | undefined)?.uploads ?? NO_UPLOADS,
      t: (key, params) => translate(key, locale, params),
    };
  };
  return (server: ServerContext): GraphQLContext | Promise<GraphQLContext> => {
    const token = bearerToken(server.request.headers.get('authorization'));
    if (!token) return build(server, null);
    let session = sessions.get(server.request);
    if (!session) {
      session = resolveSession(deps.db, token);
      sessions.set(server.request, session);
    }
    return session.then((user) => build(server, user));
  };
}
