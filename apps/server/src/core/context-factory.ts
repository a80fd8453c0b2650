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

function bearerToken(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/**
 * Builds the context of each operation. A batch runs its operations with one request, so the
 * session is resolved once per request, not once per operation.
 */
export function contextFactory({ resolveSession, ...deps }: Deps) {
  const sessions = new WeakMap<Request, Promise<CurrentUser | null>>();
  return async ({ request, req }: ServerContext): Promise<GraphQLContext> => {
    let session = sessions.get(request);
    if (!session) {
      const token = bearerToken(request.headers.get('authorization'));
      session = token ? resolveSession(deps.db, token) : Promise.resolve(null);
      sessions.set(request, session);
    }
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
      user: await session,
      xsrfValid: xsrfValid(request.headers),
      t: (key, params) => translate(key, locale, params),
    };
  };
}
