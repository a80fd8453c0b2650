// The digital copies feature's public surface (ARCHITECTURE.md): digital copies of scores and
// catalogs, their IIIF structure and Presentation documents.
import type { FeatureParts } from '../core/graphql/graphql';
import { digitalCopiesResolvers } from './resolvers';
import { countFileUses, fileUsesByCopies } from './repository';
import typeDefs from './schema.graphql?raw';

export { presentationRoutes, type PublicQuery } from './manifest-route';

export const digitalCopiesFeature: FeatureParts = {
  typeDefs,
  resolvers: digitalCopiesResolvers,
  // A deleted score or catalog takes its digital copies along, and a deleted entry or score its
  // regions (migration 0015's triggers); a file stays while a copy shows it.
  records: { refersToAny: { File: countFileUses }, usesOf: { File: fileUsesByCopies } },
};
// What a record's history (history/) reads and restores with.
export { digitalCopyHistory, saveDigitalCopy } from './service';
