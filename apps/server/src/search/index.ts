// The search feature's public surface (ARCHITECTURE.md). It comes last: it reads the search
// documents the database keeps for every other feature's records (migration 0006) and shows
// its hits through their loaders.
import type { FeatureParts } from '../core/graphql/graphql';
import { followSearchQueue } from './follower';
import { searchResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export type { Hit } from './repository';
export type { FacetAnswer, FacetValueRecord, SearchAnswer } from './answer';

export { drainSearchQueue } from './follower';

export const searchFeature: FeatureParts = {
  typeDefs,
  resolvers: searchResolvers,
  background: followSearchQueue,
};
export { searchExportRoute } from './export-route';
