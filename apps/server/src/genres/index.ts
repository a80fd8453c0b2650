// The genres feature's public surface: what other features may import (ARCHITECTURE.md).
import { sql } from 'drizzle-orm';
import type { FeatureParts } from '../core/graphql/graphql';
import { lockExisting, namesOf } from '../core/records/writes';
import { genres } from '../db/schema/genres';
import { genresResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { genreLoaders } from './loaders';
export { findOrCreateGenres, genreJoin, type GenreRecord } from './repository';

export const genresFeature: FeatureParts = {
  typeDefs,
  resolvers: genresResolvers,
  records: {
    owns: { Genre: (tx, ids) => lockExisting(tx, genres, ids) },
    names: { Genre: (tx, ids) => namesOf(tx, genres, sql`${genres.name}`, ids) },
  },
};
// What a record's history (history/) reads and restores with.
export { genreHistory, saveGenre } from './service';
