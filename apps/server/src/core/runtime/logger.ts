import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** Keys whose values never reach the log, wherever they stand (pino's redaction). */
const SECRET_PATHS = [
  'password',
  'current_password',
  'token',
  'authorization',
  'cookie',
  'params',
  'variables',
  '*.password',
  '*.current_password',
  '*.token',
  '*.authorization',
  '*.cookie',
  '*.params',
  '*.variables',
];

/** Properties of an error (and of a database error) that describe it without quoting data. */
const ERROR_FACTS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'query'];

/** A message without values: Drizzle's appended parameters, PostgreSQL's quoted input. */
function withoutValues(text: string | undefined): string | undefined {
  return text
    ?.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]')
    .replace(/: "(?:[^"\\]|\\.)*"/g, ': "[redacted]"');
}

/**
 * An error as the log shows it: a failed statement keeps its SQL text and PostgreSQL's error code
 * but never its parameters or the values PostgreSQL quotes back (passwords' hashes, tokens,
 * whatever a visitor typed): not in the message, the stack, the detail or the cause.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const record = error as Error & Record<string, unknown>;
  const safe: Record<string, unknown> = {
    type: error.constructor.name,
    message: withoutValues(error.message),
    stack: withoutValues(error.stack),
  };
  for (const key of ERROR_FACTS) if (record[key] !== undefined) safe[key] = record[key];
  if (error.cause !== undefined) safe.cause = loggableError(error.cause);
  return safe;
}

/** JSON logs on stdout (one line per event), level from LOG_LEVEL; secrets never written. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: loggableError, error: loggableError },
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
