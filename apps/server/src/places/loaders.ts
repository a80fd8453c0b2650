import { byIdLoader, operationLoaders } from '../core/records/loaders';
import { findPlaces } from './repository';

/** The place loaders of one GraphQL operation (core/records/loaders.ts). */
export const placeLoaders = operationLoaders((ctx) => ({
  byId: byIdLoader((ids) => findPlaces(ctx.db, ids)),
}));
