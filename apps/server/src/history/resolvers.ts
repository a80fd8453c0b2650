import type { Resolvers } from '../generated/graphql';
import { historyPage, recentChanges, restoreVersion } from './service';
import { bringBack, emptyTrash, trashPage } from './trash';

export const historyResolvers = {
  Query: {
    recordHistory: (_parent, args, ctx) => historyPage(ctx, args),
    recentChanges: (_parent, args, ctx) => recentChanges(ctx, args),
    trash: (_parent, args, ctx) => trashPage(ctx, args),
  },
  Mutation: {
    restoreVersion: (_parent, { id }, ctx) => restoreVersion(ctx, id),
    bringBack: (_parent, { id }, ctx) => bringBack(ctx, id),
    emptyTrash: (_parent, _args, ctx) => emptyTrash(ctx),
  },
} satisfies Resolvers;
