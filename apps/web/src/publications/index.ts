// The publications feature's public surface: all that the root and the features after it in
// eslint/web-boundaries.js may import of it (ARCHITECTURE.md, "Web"). Re-exports only.
export { PUBLICATION_KIND, publicationName, publicationPath } from './publication-model';
export { PublicationSlotsContext, type PublicationSlots } from './publication-slots';
export { PublicationViewPage } from './PublicationViewPage';
export { publicationRoutes } from './routes';
