import { inArray } from 'drizzle-orm';
import { catalogReader } from './catalogs/catalog-reader';
import type { RecordLoader } from './core/completion';
import type { GraphQLContext } from './core/context';
import { parseId } from './core/ids';
import { collections, genres, people, places, publications } from './db/schema/index';
import { loadPeople } from './people/person-loader';
import { publicationColumns } from './publications/repository';

/** Ids as numbers (anything that is not one finds nothing). */
function numericIds(ids: string[]): number[] {
  return ids.map((id) => parseId(id)).filter((id): id is number => id !== null);
}

function byId<T extends { id: number }>(records: T[]): Map<string, Record<string, unknown>> {
  return new Map(records.map((record) => [String(record.id), record as Record<string, unknown>]));
}

/** Loads records one by one through a feature's own (internally batched) reader. */
function each<T extends { id: number }>(
  read: (ctx: GraphQLContext) => (id: number) => Promise<T | null>,
): RecordLoader {
  return async (ctx, ids) => {
    const reader = read(ctx);
    const records: (T | null)[] = await Promise.all(numericIds(ids).map((id) => reader(id)));
    return byId(records.filter((record): record is T => record !== null));
  };
}

/**
 * How each record type is loaded whole, by id, for core/completion.ts: a record nested in another
 * feature's answer is completed from its own feature. Scores complete themselves (their field
 * resolvers load what a nested score lacks).
 */
export const recordLoaders: Record<string, RecordLoader> = {
  Collection: async (ctx, ids) =>
    byId(
      await ctx.db
        .select()
        .from(collections)
        .where(inArray(collections.id, numericIds(ids))),
    ),
  Genre: async (ctx, ids) =>
    byId(
      await ctx.db
        .select()
        .from(genres)
        .where(inArray(genres.id, numericIds(ids))),
    ),
  Place: async (ctx, ids) =>
    byId(
      await ctx.db
        .select()
        .from(places)
        .where(inArray(places.id, numericIds(ids))),
    ),
  Publication: async (ctx, ids) =>
    byId(
      await ctx.db
        .select(publicationColumns)
        .from(publications)
        .where(inArray(publications.id, numericIds(ids))),
    ),
  Person: async (ctx, ids) => {
    const rows = await ctx.db
      .select()
      .from(people)
      .where(inArray(people.id, numericIds(ids)));
    return byId(await loadPeople(ctx.db, rows));
  },
  Catalog: each((ctx) => catalogReader(ctx).catalog),
  Page: each((ctx) => catalogReader(ctx).page),
  Entry: each((ctx) => catalogReader(ctx).entry),
};
