import type { Resolvers } from '../generated/graphql';

// Filled in by the catalogs feature (issue 4).
export const catalogsResolvers: Resolvers = {};
