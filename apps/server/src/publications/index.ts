// The publications feature's public surface: what other features may import (ARCHITECTURE.md).
import { sql } from 'drizzle-orm';
import type { FeatureParts } from '../core/graphql/graphql';
import { lockExisting, namesOf } from '../core/records/writes';
import { publications } from '../db/schema/publications';
import { publicationsResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { publicationLoaders } from './loaders';
export { publicationJoin, type PublicationRecord } from './repository';

export const publicationsFeature: FeatureParts = {
  typeDefs,
  resolvers: publicationsResolvers,
  records: {
    owns: { Publication: (tx, ids) => lockExisting(tx, publications, ids) },
    names: {
      Publication: (tx, ids) =>
        namesOf(
          tx,
          publications,
          sql`coalesce(${publications.shortTitle}, ${publications.title})`,
          ids,
        ),
    },
  },
};
// The save a MARC import (marc/import.ts) makes of a publication its record cites.
export { savePublication } from './service';
// What a record's history (history/) reads and restores with.
export { publicationHistory } from './service';
