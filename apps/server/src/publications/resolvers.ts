import type { Resolvers } from '../generated/graphql';

// Filled in by the publications feature (issue 4).
export const publicationsResolvers: Resolvers = {};
