import {
  LOGIN_ATTEMPTS_MAX,
  LOGIN_ATTEMPTS_PER_IP_MAX,
  LOGIN_ATTEMPTS_WINDOW_MINUTES,
  MAIL_REQUESTS_MAX,
  MAIL_REQUESTS_PER_IP_MAX,
} from '@partitura/domain';
import { createMailer, type Mailer } from './mailer';
import type { Config } from './config';
import type { Logger } from './logger';
import { RateLimiter } from './rate-limit';

/** A limit counted separately per e-mail address and per client address. */
export type Limit = { address: RateLimiter; ip: RateLimiter };

/** Long-lived helpers every request shares. */
export type Services = {
  mailer: Mailer;
  limits: {
    /** Failed sign-ins. */
    login: Limit;
    /** Requests that send mail (registration, resets, resends). */
    mail: Limit;
  };
};

export function createServices(config: Config, log: Logger): Services {
  const window = LOGIN_ATTEMPTS_WINDOW_MINUTES * 60 * 1000;
  return {
    mailer: createMailer(config, log),
    limits: {
      login: {
        address: new RateLimiter(LOGIN_ATTEMPTS_MAX, window),
        ip: new RateLimiter(LOGIN_ATTEMPTS_PER_IP_MAX, window),
      },
      mail: {
        address: new RateLimiter(MAIL_REQUESTS_MAX, window),
        ip: new RateLimiter(MAIL_REQUESTS_PER_IP_MAX, window),
      },
    },
  };
}
