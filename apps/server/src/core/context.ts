import type { MessageKey } from '@partitura/domain';
import type { Config } from './config';
import type { Db } from './db';
import type { Logger } from './logger';
import type { RecordDirectory } from './records';
import type { Services } from './services';
import type { Uploads } from './uploads';

export type Locale = 'en' | 'de';

/** The signed-in user of a request, resolved from its bearer token. */
export type CurrentUser = {
  id: number;
  name: string;
  email: string;
  locale: string | null;
  permissionIds: number[];
  /** The login token row that authenticated this request (logout revokes it). */
  tokenId: number;
};

/** Finds the user a bearer token belongs to (the auth feature answers it; null for none). */
export type SessionResolver = (db: Db, token: string) => Promise<CurrentUser | null>;

/** What every resolver receives. Built once per operation by core/context-factory.ts. */
export type GraphQLContext = {
  db: Db;
  config: Config;
  log: Logger;
  services: Services;
  /** Existence checks and reference counts across features (core/records.ts). */
  records: RecordDirectory;
  requestId: string;
  /** The client's address (behind TRUST_PROXY proxies: core/client-address.ts). */
  clientIp: string;
  locale: Locale;
  user: CurrentUser | null;
  /** The X-XSRF-TOKEN header equals the XSRF-TOKEN cookie (required for every mutation). */
  xsrfValid: boolean;
  /** The files sent with the request (multipart), by the key its operations name them with. */
  uploads: Uploads;
  /** Translates a message key into the request's language. */
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
};
