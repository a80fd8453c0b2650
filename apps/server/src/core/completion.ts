import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { batchLoader } from './batch-loader';
import type { GraphQLContext } from './context';

/** Loads whole records of one type by id, as their feature shapes them for its own queries. */
export type RecordLoader = (
  ctx: GraphQLContext,
  ids: string[],
) => Promise<Map<string, Record<string, unknown>>>;

const loadersByContext = new WeakMap<
  GraphQLContext,
  Map<string, (id: string) => Promise<Record<string, unknown> | undefined>>
>();

/**
 * One record of `type` by id; every request for the same type while one level of one operation
 * resolves is answered by a single call of its loader (so completing N nested records costs one
 * load), and a record is loaded once per operation.
 */
function loadRecord(ctx: GraphQLContext, type: string, loader: RecordLoader, id: string) {
  let perType = loadersByContext.get(ctx);
  if (!perType) loadersByContext.set(ctx, (perType = new Map()));
  let load = perType.get(type);
  if (!load) perType.set(type, (load = batchLoader((ids: string[]) => loader(ctx, ids))));
  return load(id);
}

/** A value of a shaped object: plain, or a function computing it lazily (called like graphql-js does). */
function valueOf(
  source: Record<string, unknown>,
  field: string,
  args: unknown,
  ctx: unknown,
  info: unknown,
): unknown {
  const value = source[field];
  return typeof value === 'function' ? value.call(source, args, ctx, info) : value;
}

/**
 * Features answer their queries with plain, fully shaped objects; a record nested in another
 * feature's answer (the score of a person's attribution, the person of a score's attribution, …)
 * may carry only what that feature needed. For the types given here, any field an object lacks
 * is completed from the record's own feature, by id and batched per type — so a client may ask
 * for any field of any record wherever it appears in the graph.
 */
export function completeRecords(
  schema: GraphQLSchema,
  loaders: Record<string, RecordLoader>,
): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const loader = loaders[typeName];
      if (!loader || field.resolve || fieldName === 'id') return field;
      const resolve: GraphQLFieldResolver<Record<string, unknown>, GraphQLContext> = async (
        source,
        args,
        ctx,
        info,
      ) => {
        if (source[fieldName] !== undefined) return valueOf(source, fieldName, args, ctx, info);
        if (source.id === undefined || source.id === null) return null;
        const record = await loadRecord(ctx, typeName, loader, String(source.id));
        return record ? (valueOf(record, fieldName, args, ctx, info) ?? null) : null;
      };
      return { ...field, resolve };
    },
  });
}
