// The collections feature's public surface: all that the root and the features after it in
// eslint/web-boundaries.js may import of it (ARCHITECTURE.md, "Web"). Re-exports only.
export { COLLECTION_KIND, collectionPath, collectionScoreSearchPath } from './collection-model';
export { CollectionSlotsContext, type CollectionSlots } from './collection-slots';
export { CollectionViewPage } from './CollectionViewPage';
export { collectionRoutes } from './routes';
