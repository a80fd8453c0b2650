// The history feature's public surface (ARCHITECTURE.md): a record's versions and their restore.
import type { FeatureParts } from '../core/graphql/graphql';
import { historyResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export const historyFeature: FeatureParts = { typeDefs, resolvers: historyResolvers };
