import { byIdLoader, operationLoaders } from '../core/records/loaders';
import { findPublications } from './repository';

/** The publication loaders of one GraphQL operation (core/records/loaders.ts). */
export const publicationLoaders = operationLoaders((ctx) => ({
  byId: byIdLoader((ids) => findPublications(ctx.db, ids)),
}));
