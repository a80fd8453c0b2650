import type { Resolvers } from '../generated/graphql';
import { settingByKey, settingList, upsertSetting } from './service';

export const settingsResolvers = {
  Query: {
    getSetting: (_parent, { key }, ctx) => settingByKey(ctx, key),
    settings: (_parent, { search }, ctx) => settingList(ctx, search),
  },
  Mutation: {
    upsertSetting: (_parent, { key, value }, ctx) => upsertSetting(ctx, key, value),
  },
} satisfies Resolvers;
