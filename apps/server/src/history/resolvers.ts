import type { Resolvers } from '../generated/graphql';
import { historyPage, restoreVersion } from './service';

export const historyResolvers = {
  Query: {
    recordHistory: (_parent, args, ctx) => historyPage(ctx, args),
  },
  Mutation: {
    restoreVersion: (_parent, { id }, ctx) => restoreVersion(ctx, id),
  },
} satisfies Resolvers;
