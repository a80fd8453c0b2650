// The places feature's public surface: what other features may import (ARCHITECTURE.md).
import { sql } from 'drizzle-orm';
import type { FeatureParts } from '../core/graphql/graphql';
import { lockExisting, namesOf } from '../core/records/writes';
import { places } from '../db/schema/places';
import { placesResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { placeLoaders } from './loaders';
export { placeJoin, type PlaceRecord } from './repository';

export const placesFeature: FeatureParts = {
  typeDefs,
  resolvers: placesResolvers,
  records: {
    owns: { Place: (tx, ids) => lockExisting(tx, places, ids) },
    names: { Place: (tx, ids) => namesOf(tx, places, sql`${places.name}`, ids) },
  },
};
// What a record's history (history/) reads and restores with.
export { placeHistory, savePlace } from './service';
