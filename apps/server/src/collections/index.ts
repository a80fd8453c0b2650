// The collections feature's public surface: what other features may import (ARCHITECTURE.md).
import { sql } from 'drizzle-orm';
import type { FeatureParts } from '../core/graphql/graphql';
import { lockExisting, namesOf } from '../core/records/writes';
import { collections } from '../db/schema/collections';
import { collectionsResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { collectionLoaders } from './loaders';
export { collectionJoin, type CollectionRecord } from './repository';

export const collectionsFeature: FeatureParts = {
  typeDefs,
  resolvers: collectionsResolvers,
  records: {
    owns: { Collection: (tx, ids) => lockExisting(tx, collections, ids) },
    names: { Collection: (tx, ids) => namesOf(tx, collections, sql`${collections.name}`, ids) },
  },
};
// The save a MARC import (marc/import.ts) makes of a collection named by its siglum.
export { saveCollection } from './service';
// What a record's history (history/) reads and restores with.
export { collectionHistory } from './service';
