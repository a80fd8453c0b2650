import type { Resolvers } from '../generated/graphql';
import { collectionById, collectionsPage, removeCollection, saveCollection } from './service';

export const collectionsResolvers = {
  Query: {
    getCollection: (_parent, { id }, ctx) => collectionById(ctx, id),
    collections: (_parent, args, ctx) => collectionsPage(ctx, args),
  },
  Mutation: {
    upsertCollection: (_parent, { input }, ctx) => saveCollection(ctx, input),
    deleteCollection: (_parent, { id }, ctx) => removeCollection(ctx, id),
  },
} satisfies Resolvers;
