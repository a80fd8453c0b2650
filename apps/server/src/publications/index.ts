// The publications feature's public surface: what other features may import (ARCHITECTURE.md).
import type { FeatureParts } from '../core/graphql/graphql';
import { lockExisting } from '../core/records/writes';
import { publications } from '../db/schema/publications';
import { publicationsResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { publicationLoaders } from './loaders';
export { publicationJoin, type PublicationRecord } from './repository';

export const publicationsFeature: FeatureParts = {
  typeDefs,
  resolvers: publicationsResolvers,
  records: { owns: { Publication: (tx, ids) => lockExisting(tx, publications, ids) } },
};
// The save a MARC import (marc/import.ts) makes of a publication its record cites.
export { savePublication } from './service';
