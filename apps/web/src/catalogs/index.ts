// The catalogs feature's public surface: all that the root and the features after it in
// eslint/web-boundaries.js may import of it (ARCHITECTURE.md, "Web"). Re-exports only.
export { GetCatalogPagesQuery } from './catalog-documents';
export { CATALOG_KIND, catalogPath } from './catalog-model';
export { CatalogSlotsContext, type CatalogSlots, type PagePhotoProps } from './catalog-slots';
export { CatalogPicker, type PickedCatalog } from './CatalogPicker';
export { CatalogViewPage } from './CatalogViewPage';
export { CollectionCatalogsSection } from './CollectionCatalogsSection';
export type { EntryHighlight } from './PageEntriesTable';
export { catalogRoutes } from './routes';
