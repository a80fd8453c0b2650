import type { FieldError, MessageKey } from '@partitura/domain';
import type { GraphQLContext } from '../graphql/context';

export type SaveAnswer = {
  success: boolean;
  message: string | null;
  /** The message's key, so a client can act on the outcome without reading the text. */
  key: MessageKey | null;
  id: string | null;
  errors: FieldError[];
};
export type ActionAnswer = { success: boolean; message: string | null; key: MessageKey | null };

/** A successful save: the id to reload by. */
export function saved(
  ctx: GraphQLContext,
  id: number | string,
  message: MessageKey = 'Record.saved',
): SaveAnswer {
  return { success: true, message: ctx.t(message), key: message, id: String(id), errors: [] };
}

/** A refused save: the record's failure message and the field errors (spec §5 keys). */
export function refused(
  ctx: GraphQLContext,
  message: MessageKey,
  errors: FieldError[] = [],
): SaveAnswer {
  return { success: false, message: ctx.t(message), key: message, id: null, errors };
}

/** Someone else saved first: nothing was changed (DESIGN.md, optimistic concurrency). */
export function conflict(ctx: GraphQLContext): SaveAnswer {
  return refused(ctx, 'Record.error_conflict', [
    { field: 'version', key: 'Record.error_conflict' },
  ]);
}

export function done(
  ctx: GraphQLContext,
  message: MessageKey = 'Record.deleted',
  params?: Record<string, string | number>,
): ActionAnswer {
  return { success: true, message: ctx.t(message, params), key: message };
}

export function failed(
  ctx: GraphQLContext,
  message: MessageKey,
  params?: Record<string, string | number>,
): ActionAnswer {
  return { success: false, message: ctx.t(message, params), key: message };
}
