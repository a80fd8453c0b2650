import {
  LOGIN_ATTEMPTS_MAX,
  LOGIN_ATTEMPTS_PER_IP_MAX,
  LOGIN_ATTEMPTS_WINDOW_MINUTES,
  MAIL_REQUESTS_MAX,
  MAIL_REQUESTS_PER_IP_MAX,
} from '@partitura/domain';
import { join } from 'node:path';
import { createDiskBlobStore, type BlobStore } from '../storage/blob-store';
import { createMailer, type Mailer } from '../mail/mailer';
import type { Config } from './config';
import type { Logger } from './logger';
import type { CurrentUser, Locale } from '../graphql/current-user';
import { FailureGate, RateLimiter } from '../security/rate-limit';

/** A limit counted separately per e-mail address and per client address. */
export type Limit = { address: RateLimiter; ip: RateLimiter };

/** Failed attempts limited per e-mail address and per client address (FailureGate). */
export type FailureLimit = { address: FailureGate; ip: FailureGate };

/** What the image server does for stored images (the IIIF module, wired by app.ts). */
export type ImageWork = {
  /** Builds an image's tiled pyramid ahead of its first viewer (in the background). */
  prepare(source: { hash: string; path: string }): Promise<void>;
  /** Removes an image's pyramid and tiles once its content is gone. */
  forget(hash: string): Promise<void>;
};

/** The file a MARC import reads: one just uploaded, or the one a dry run kept. */
export type ImportSource =
  { upload: { tempPath: string; filename: string; size: number } } | { dryRun: number };

/** MARC imports run on the server (marc/jobs.ts, wired by app.ts). */
export type MarcImportWork = {
  /** Starts an import (or its dry run) for a user; answers its id, or null when `source` is no file. */
  start(options: {
    source: ImportSource;
    dryRun: boolean;
    user: CurrentUser | null;
    locale: Locale;
  }): Promise<number | null>;
};

/** Long-lived helpers every request shares. */
export type Services = {
  mailer: Mailer;
  /** The uploaded files' bytes (DATA_DIR/files). */
  blobs: BlobStore;
  /** Pyramids and tiles of stored images; null until the image server is wired (app.ts). */
  images: ImageWork | null;
  /** MARC imports; null until the import is wired (app.ts). */
  marcImports: MarcImportWork | null;
  limits: {
    /** Failed sign-ins. */
    login: FailureLimit;
    /** Requests that send mail (registration, resets, resends). */
    mail: Limit;
  };
};

export function createServices(config: Config, log: Logger): Services {
  const window = LOGIN_ATTEMPTS_WINDOW_MINUTES * 60 * 1000;
  return {
    mailer: createMailer(config, log),
    blobs: createDiskBlobStore(join(config.dataDir, 'files')),
    images: null,
    marcImports: null,
    limits: {
      login: {
        address: new FailureGate(new RateLimiter(LOGIN_ATTEMPTS_MAX, window)),
        ip: new FailureGate(new RateLimiter(LOGIN_ATTEMPTS_PER_IP_MAX, window)),
      },
      mail: {
        address: new RateLimiter(MAIL_REQUESTS_MAX, window),
        ip: new RateLimiter(MAIL_REQUESTS_PER_IP_MAX, window),
      },
    },
  };
}
