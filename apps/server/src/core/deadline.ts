import { AsyncLocalStorage } from 'node:async_hooks';
import { translate } from '@partitura/domain';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { parseLocale } from './context-factory';
import { clientError, hasErrorCode } from './errors';

/**
 * The time a request may keep the database busy. PostgreSQL ends any statement that runs longer
 * (`statement_timeout`, core/db.ts); PGlite cannot interrupt a running statement, so there every
 * input is bounded (core/input-limits.ts) and a request past its deadline starts no further
 * statement. On both, such a request is answered TIMEOUT (core/guards.ts).
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
 * Answers a statement ended by its deadline as TIMEOUT, in the request's language, wherever it
 * happened: in a field, or while the session was resolved before the operation ran.
 */
export function useTimeoutAnswers(): Plugin<GraphQLContext> {
  return {
    onResultProcess({ request, result, setResult }) {
      const locale = parseLocale(request.headers.get('locale'));
      const answer = (single: ExecutionResult): ExecutionResult =>
        single.errors?.some(isStatementTimeout)
          ? {
              ...single,
              errors: single.errors.map((error) =>
                isStatementTimeout(error)
                  ? clientError('TIMEOUT', translate('Server.error_timeout', locale))
                  : error,
              ),
            }
          : single;
      if (Array.isArray(result)) setResult(result.map((one) => answer(one as ExecutionResult)));
      else if ('errors' in result) setResult(answer(result as ExecutionResult));
    },
  };
}

/**
 * Runs work that outlives its request's answer (a mail sent after answering) without the
 * request's deadline, so that it is not cut off once the deadline passes.
 */
export function withoutDeadline<T>(work: () => T): T {
  return deadlines.exit(work);
}
