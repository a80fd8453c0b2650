import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { GraphQLError, defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { Access, Role } from '@partitura/domain';
import { assertAccess } from '../security/access';
import type { GraphQLContext } from './context';
import { InputRefusal, clientError, isDatabaseUnavailable, isStorageFull } from '../runtime/errors';
import { isStatementTimeout } from '../runtime/deadline';
import { checkArguments } from './input-limits';

/**
 * Enforces the schema's own access rules, refuses hostile input (core/graphql/input-limits.ts: every text
 * and list of every argument is bounded) and turns unexpected failures into a generic, translated
 * answer. Every mutation must declare `@public` or `@requires(role: …)` — a schema that forgets
 * one does not start, so no mutation can be left unguarded by accident.
 */
export function applyGuards(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const access = accessOf(schema, field);
      if (typeName === 'Mutation' && access === null) {
        throw new Error(
          `Mutation.${fieldName} must declare @public, @authenticated or @requires(role: …)`,
        );
      }
      const isRoot = typeName === 'Query' || typeName === 'Mutation';
      const fieldArgs = field.args ?? {};
      const hasArgs = Object.keys(fieldArgs).length > 0;
      if (!isRoot && !hasArgs && (access === null || access === 'public')) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, ctx: GraphQLContext, info) => {
          if (access !== null) assertAccess(ctx, access);
          try {
            if (hasArgs) checkArguments(schema, fieldArgs, args as Record<string, unknown>);
            return await resolve(source, args, ctx, info);
          } catch (error) {
            if (error instanceof GraphQLError) throw error;
            if (error instanceof InputRefusal) {
              const field = error.path.split('.').findLast((part) => !/^\d+$/.test(part));
              throw clientError(
                'BAD_USER_INPUT',
                ctx.t(error.key, { field: field ?? error.path, ...error.params }),
                { field: error.path },
              );
            }
            if (isStatementTimeout(error)) {
              // Answered TIMEOUT, translated, by core/graphql/graphql.ts.
              ctx.log.warn(
                { requestId: ctx.requestId, field: `${typeName}.${fieldName}` },
                'statement timed out',
              );
              throw error;
            }
            if (isStorageFull(error)) {
              // An operator must act: said at error level.
              ctx.log.error(
                { err: error, requestId: ctx.requestId, field: `${typeName}.${fieldName}` },
                "the database's disk is full",
              );
              throw clientError('INSUFFICIENT_STORAGE', ctx.t('Server.error_storage_full'));
            }
            if (isDatabaseUnavailable(error)) {
              ctx.log.warn(
                { err: error, requestId: ctx.requestId, field: `${typeName}.${fieldName}` },
                'the database is unavailable',
              );
              throw clientError('SERVICE_UNAVAILABLE', ctx.t('Server.error_unavailable'));
            }
            ctx.log.error(
              { err: error, requestId: ctx.requestId, field: `${typeName}.${fieldName}` },
              'resolver failed',
            );
            throw clientError('INTERNAL_SERVER_ERROR', ctx.t('Server.error_internal'), {
              requestId: ctx.requestId,
            });
          }
        },
      };
    },
  });
}

/** The access a field declares, or null when it declares none. */
function accessOf(schema: GraphQLSchema, field: Parameters<typeof getDirective>[1]): Access | null {
  const requires = getDirective(schema, field, 'requires')?.[0] as { role: Role } | undefined;
  if (requires) return requires.role;
  if (getDirective(schema, field, 'authenticated')?.[0]) return 'authenticated';
  if (getDirective(schema, field, 'public')?.[0]) return 'public';
  return null;
}

/** Names of the mutations and their declared access, for tests and documentation. */
export function mutationAccess(schema: GraphQLSchema): { name: string; access: Access }[] {
  const fields = schema.getMutationType()?.getFields() ?? {};
  return Object.values(fields).map((field) => ({
    name: field.name,
    access: accessOf(schema, field) ?? 'public',
  }));
}
