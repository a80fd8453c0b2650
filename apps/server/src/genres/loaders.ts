import { byIdLoader, operationLoaders } from '../core/records/loaders';
import { findGenres } from './repository';

/** The genre loaders of one GraphQL operation (core/records/loaders.ts). */
export const genreLoaders = operationLoaders((ctx) => ({
  byId: byIdLoader((ids) => findGenres(ctx.db, ids)),
}));
