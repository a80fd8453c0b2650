import type { Resolvers } from '../generated/graphql';

// Filled in by the genres feature (issue 4).
export const genresResolvers: Resolvers = {};
