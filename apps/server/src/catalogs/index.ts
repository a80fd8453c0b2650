// The catalogs feature's public surface: what other features may import (ARCHITECTURE.md).
import type { FeatureParts } from '../core/graphql/graphql';
import { sql } from 'drizzle-orm';
import { countWhere, lockExisting, namesOf } from '../core/records/writes';
import { catalogs, entries } from '../db/schema/catalogs';
import { catalogsResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { catalogLoaders } from './loaders';
export { linkEntriesToScore, type EntryRecord } from './entry-repository';
export type { CatalogRecord } from './catalog-repository';
export { linkPagePhotos, pagesOfCatalog, pagesOfPhotos, type PageRecord } from './page-repository';

export const catalogsFeature: FeatureParts = {
  typeDefs,
  resolvers: catalogsResolvers,
  records: {
    owns: {
      Catalog: (tx, ids) => lockExisting(tx, catalogs, ids),
      Entry: (tx, ids) => lockExisting(tx, entries, ids),
    },
    refersTo: { Collection: (tx, id) => countWhere(tx, catalogs.collectionId, id) },
    names: { Catalog: (tx, ids) => namesOf(tx, catalogs, sql`${catalogs.name}`, ids) },
  },
};
// What a record's history (history/) reads and restores with.
export { catalogHistory, saveCatalog } from './catalog-service';
export { pageHistory, savePage } from './page-service';
