import type { Resolvers } from '../generated/graphql';

// Filled in by the places feature (issue 4).
export const placesResolvers: Resolvers = {};
