import { later, type FeatureRoutes } from '../app/routing/feature-routes';

/** Catalogs and their pages (a page has no view of its own: /catalogs/{id}?tab=page&pageId=…). */
export const catalogRoutes: FeatureRoutes = {
  public: later('catalogs/:id'),
  contributor: later('catalogs/create', 'catalogs/:id/edit', 'pages/create', 'pages/:id/edit'),
};
