import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { translate } from '@partitura/domain';
import { clientAddress } from '../http/client-address';
import type { Config } from '../runtime/config';
import type { CurrentUser, GraphQLContext, Locale, SessionResolver } from './context';
import type { Db } from '../database/db';
import type { Logger } from '../runtime/logger';
import type { RecordDirectory } from '../records/records';
import type { Services } from '../runtime/services';
import type { Uploads } from '../http/uploads';
import { bearerToken } from '../security/request-session';
import { xsrfValid } from '../security/xsrf';

type Deps = {
  db: Db;
  config: Config;
  log: Logger;
  services: Services;
  records: RecordDirectory;
  resolveSession: SessionResolver;
};

/** What a request's contexts are built from: its headers, the client's address, its files. */
export type RequestFacts = {
  headers: IncomingHttpHeaders;
  remoteAddress?: string | undefined;
  uploads?: Uploads | undefined;
};

/** The contexts of one HTTP request: what every operation of it shares, and one per operation. */
export type RequestContexts = {
  locale: Locale;
  xsrfValid: boolean;
  /** Translates a message key into the request's language. */
  t: GraphQLContext['t'];
  /** A new operation's context (its own request id); the session is looked up at the first. */
  forOperation(): GraphQLContext | Promise<GraphQLContext>;
};

/** The `locale` header (spec §7) picks the language of messages; anything else means English. */
export function parseLocale(value: string | null | undefined): Locale {
  return value?.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** A header's value as one string (Node gives a list for some repeated headers). */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const NO_UPLOADS: Uploads = new Map();

/**
 * Builds the contexts of each request. A batch runs its operations with one request, so the
 * session is resolved once per request, not once per operation — and only when the request
 * carries a token and an operation runs: a visitor's context is built at once, without waiting
 * for anything.
 */
export function contextFactory({ db, config, log, services, records, resolveSession }: Deps) {
  return (request: RequestFacts): RequestContexts => {
    const { headers } = request;
    const locale = parseLocale(headerValue(headers.locale));
    const t: GraphQLContext['t'] = (key, params) => translate(key, locale, params);
    const clientIp = clientAddress(
      headerValue(headers['x-forwarded-for']),
      request.remoteAddress,
      config.trustProxy,
    );
    const valid = xsrfValid(headers);
    const uploads = request.uploads ?? NO_UPLOADS;
    // Written out rather than spread from a shared object: built for every operation, and a
    // literal of fixed shape is several times cheaper to make (bench/http.mjs).
    const context = (user: CurrentUser | null): GraphQLContext => ({
      db,
      config,
      log,
      services,
      records,
      requestId: randomUUID(),
      clientIp,
      locale,
      user,
      xsrfValid: valid,
      uploads,
      t,
    });
    const token = bearerToken(headerValue(headers.authorization) ?? null);
    let session: Promise<CurrentUser | null> | null = null;
    return {
      locale,
      xsrfValid: valid,
      t,
      forOperation: () => {
        if (!token) return context(null);
        session ??= resolveSession(db, token);
        return session.then(context);
      },
    };
  };
}

/**
 * The context of work the server does for a user outside any request (a MARC import, run on the
 * server while its screen follows it, or from the command line with no user): the features'
 * services take it as they take a request's.
 */
export function workContext(
  deps: Omit<Deps, 'resolveSession'>,
  user: CurrentUser | null,
  locale: Locale,
): GraphQLContext {
  return {
    db: deps.db,
    config: deps.config,
    log: deps.log,
    services: deps.services,
    records: deps.records,
    requestId: randomUUID(),
    clientIp: 'internal',
    locale,
    user,
    xsrfValid: true,
    uploads: NO_UPLOADS,
    t: (key, params) => translate(key, locale, params),
  };
}
