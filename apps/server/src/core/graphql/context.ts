import type { MessageKey } from '@partitura/domain';
import type { Config } from '../runtime/config';
import type { Db } from '../database/db';
import type { Logger } from '../runtime/logger';
import type { RecordDirectory } from '../records/records';
import type { Services } from '../runtime/services';
import type { Uploads } from '../http/uploads';

// Apart, so that what the services name of a request (core/runtime/services.ts) needs not this.
import type { CurrentUser, Locale } from './current-user';
export type { CurrentUser, Locale } from './current-user';

/** Finds the user a bearer token belongs to (the auth feature answers it; null for none). */
export type SessionResolver = (db: Db, token: string) => Promise<CurrentUser | null>;

/** What every resolver receives. Built once per operation by core/graphql/context-factory.ts. */
export type GraphQLContext = {
  db: Db;
  config: Config;
  log: Logger;
  services: Services;
  /** Existence checks and reference counts across features (core/records/records.ts). */
  records: RecordDirectory;
  requestId: string;
  /** The client's address (behind TRUST_PROXY proxies: core/http/client-address.ts). */
  clientIp: string;
  locale: Locale;
  user: CurrentUser | null;
  /** The X-XSRF-TOKEN header equals the XSRF-TOKEN cookie (required for every mutation). */
  xsrfValid: boolean;
  /** The files sent with the request (multipart), by the key its operations name them with. */
  uploads: Uploads;
  /** A restore of an older version is saving (history/): its version is recorded as a restore. */
  restoring?: boolean;
  /** Translates a message key into the request's language. */
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
};
