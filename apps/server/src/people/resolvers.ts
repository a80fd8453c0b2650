import type { Resolvers } from '../generated/graphql';

// Filled in by the people feature (issue 4).
export const peopleResolvers: Resolvers = {};
