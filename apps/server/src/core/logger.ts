import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** JSON logs on stdout (one line per event), level from LOG_LEVEL. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
