import type { Resolvers } from '../generated/graphql';
import { historyPage, recentChanges, restoreVersion } from './service';

export const historyResolvers = {
  Query: {
    recordHistory: (_parent, args, ctx) => historyPage(ctx, args),
    recentChanges: (_parent, args, ctx) => recentChanges(ctx, args),
  },
  Mutation: {
    restoreVersion: (_parent, { id }, ctx) => restoreVersion(ctx, id),
  },
} satisfies Resolvers;
