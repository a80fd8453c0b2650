import { byIdLoader, operationLoaders } from '../core/loaders';
import { findCollections } from './repository';

/** The collection loaders of one GraphQL operation (core/loaders.ts). */
export const collectionLoaders = operationLoaders((ctx) => ({
  byId: byIdLoader((ids) => findCollections(ctx.db, ids)),
}));
