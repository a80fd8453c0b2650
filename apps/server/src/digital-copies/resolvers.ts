import type { Resolvers } from '../generated/graphql';
import { digitalCopyLoaders } from './loaders';

export const digitalCopiesResolvers = {
  Score: {
    has_digital_copy: async (score, _args, ctx) =>
      (await digitalCopyLoaders(ctx).scoreDigitized.load(score.id)) ?? false,
  },
} satisfies Resolvers;
