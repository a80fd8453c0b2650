import { byIdLoader, operationLoaders } from '../core/loaders';
import { findPublications } from './repository';

/** The publication loaders of one GraphQL operation (core/loaders.ts). */
export const publicationLoaders = operationLoaders((ctx) => ({
  byId: byIdLoader((ids) => findPublications(ctx.db, ids)),
}));
