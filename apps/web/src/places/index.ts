// The places feature's public surface: all that the root and the features after it in
// eslint/web-boundaries.js may import of it (ARCHITECTURE.md, "Web"). Re-exports only.
export { PLACE_KIND, placePath } from './place-model';
export { PlaceSlotsContext, type PlaceSlots } from './place-slots';
export { PlaceViewPage } from './PlaceViewPage';
export { placeRoutes } from './routes';
