import { byIdLoader, operationLoaders } from '../core/loaders';
import { findGenres } from './repository';

/** The genre loaders of one GraphQL operation (core/loaders.ts). */
export const genreLoaders = operationLoaders((ctx) => ({
  byId: byIdLoader((ids) => findGenres(ctx.db, ids)),
}));
