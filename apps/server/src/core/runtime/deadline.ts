import { AsyncLocalStorage } from 'node:async_hooks';
import { hasErrorCode } from './errors';

/**
 * The time a request may keep the database busy. PostgreSQL ends any statement that runs longer
 * (`statement_timeout`, core/database/db.ts); PGlite cannot interrupt a running statement, so there every
 * input is bounded (core/graphql/input-limits.ts) and a request past its deadline starts no further
 * statement. On both, such a request is answered TIMEOUT (core/graphql/graphql.ts).
 */
const deadlines = new AsyncLocalStorage<number>();

/** Runs `work` (one HTTP request) with a deadline `ms` from now. */
export function withDeadline<T>(ms: number, work: () => T): T {
  return deadlines.run(Date.now() + ms, work);
}

/** The error a statement started past its request's deadline fails with (PostgreSQL's code). */
export class DeadlineExceeded extends Error {
  readonly code = '57014';
  constructor() {
    super('canceling statement: the request is past its deadline');
  }
}

/** Throws DeadlineExceeded when the running request is past its deadline (outside one: never). */
export function assertBeforeDeadline(): void {
  const deadline = deadlines.getStore();
  if (deadline !== undefined && Date.now() > deadline) throw new DeadlineExceeded();
}

/** True for PostgreSQL's "canceling statement due to statement timeout" (also when wrapped). */
export function isStatementTimeout(error: unknown): boolean {
  return hasErrorCode(error, ['57014']);
}

/**
 * Runs work that outlives its request's answer (a mail sent after answering) without the
 * request's deadline, so that it is not cut off once the deadline passes.
 */
export function withoutDeadline<T>(work: () => T): T {
  return deadlines.exit(work);
}
