// The digital copies feature's public surface (ARCHITECTURE.md). It grows with issue 10.
import type { FeatureParts } from '../core/graphql';
import { digitalCopiesResolvers } from './resolvers';
import { countDigitalCopies, countFileUses } from './repository';
import typeDefs from './schema.graphql?raw';

export const digitalCopiesFeature: FeatureParts = {
  typeDefs,
  resolvers: digitalCopiesResolvers,
  records: {
    refersTo: {
      Score: (tx, id) => countDigitalCopies(tx, 'score', id),
      Catalog: (tx, id) => countDigitalCopies(tx, 'catalog', id),
    },
    refersToAny: { File: countFileUses },
  },
};
