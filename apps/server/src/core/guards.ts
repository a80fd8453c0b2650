import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { GraphQLError, defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { assertRole, type Role } from '../auth/authorize';
import type { GraphQLContext } from './context';
import { clientError } from './errors';

/**
 * Enforces the schema's own access rules and turns unexpected failures into a generic, translated
 * answer. Every mutation must declare `@public` or `@requires(role: …)` — a schema that forgets
 * one does not start, so no mutation can be left unguarded by accident.
 */
export function applyGuards(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const requires = getDirective(schema, field, 'requires')?.[0] as { role: Role } | undefined;
      const isPublic = Boolean(getDirective(schema, field, 'public')?.[0]);
      if (typeName === 'Mutation' && !requires && !isPublic) {
        throw new Error(`Mutation.${fieldName} must declare @public or @requires(role: …)`);
      }
      const isRoot = typeName === 'Query' || typeName === 'Mutation';
      if (!isRoot && !requires) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, ctx: GraphQLContext, info) => {
          if (requires) assertRole(ctx, requires.role);
          try {
            return await resolve(source, args, ctx, info);
          } catch (error) {
            if (error instanceof GraphQLError) throw error;
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

/** Names of the mutations and their declared access, for tests and documentation. */
export function mutationAccess(schema: GraphQLSchema): { name: string; access: Role | 'public' }[] {
  const fields = schema.getMutationType()?.getFields() ?? {};
  return Object.values(fields).map((field) => {
    const requires = getDirective(schema, field, 'requires')?.[0] as { role: Role } | undefined;
    return { name: field.name, access: requires ? requires.role : 'public' };
  });
}
