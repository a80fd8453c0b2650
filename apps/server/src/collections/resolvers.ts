import { parseId } from '../core/ids';
import type { Resolvers } from '../generated/graphql';
import { findCollection, listCollections } from './repository';
import { removeCollection, saveCollection } from './service';

export const collectionsResolvers: Resolvers = {
  Query: {
    getCollection: (_parent, { id }, ctx) => {
      const collectionId = parseId(id);
      return collectionId === null ? null : findCollection(ctx.db, collectionId);
    },
    collections: (_parent, { search }, ctx) => listCollections(ctx.db, search),
  },
  Mutation: {
    upsertCollection: (_parent, { input }, ctx) => saveCollection(ctx, input),
    deleteCollection: (_parent, { id }, ctx) => removeCollection(ctx, id),
  },
};
