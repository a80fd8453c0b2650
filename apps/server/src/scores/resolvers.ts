import type { Resolvers } from '../generated/graphql';

// Filled in by the scores feature (issue 4).
export const scoresResolvers: Resolvers = {};
