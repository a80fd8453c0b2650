import { byIdLoader, operationLoaders } from '../core/records/loaders';
import { findCollections } from './repository';

/** The collection loaders of one GraphQL operation (core/records/loaders.ts). */
export const collectionLoaders = operationLoaders((ctx) => ({
  byId: byIdLoader((ids) => findCollections(ctx.db, ids)),
}));
