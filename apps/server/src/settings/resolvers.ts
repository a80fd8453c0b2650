import type { Resolvers } from '../generated/graphql';
import { findSetting } from './repository';

export const settingsResolvers: Resolvers = {
  Query: {
    getSetting: (_parent, { key }, ctx) => findSetting(ctx.db, key),
  },
};
