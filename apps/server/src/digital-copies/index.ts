// The digital copies feature's public surface (ARCHITECTURE.md): digital copies of scores and
// catalogs, their IIIF structure and Presentation documents.
import type { FeatureParts } from '../core/graphql';
import { digitalCopiesResolvers } from './resolvers';
import { countDigitalCopies, countFileUses } from './repository';
import typeDefs from './schema.graphql?raw';

export { presentationRoutes, type PublicQuery } from './manifest-route';

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
