import type { Resolvers } from '../generated/graphql';
import { findSetting, listSettings } from './repository';
import { upsertSetting } from './service';

export const settingsResolvers: Resolvers = {
  Query: {
    getSetting: (_parent, { key }, ctx) => findSetting(ctx.db, key),
    settings: (_parent, { search }, ctx) => listSettings(ctx.db, search),
  },
  Mutation: {
    upsertSetting: (_parent, { key, value }, ctx) => upsertSetting(ctx, key, value),
  },
};
