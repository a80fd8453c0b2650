import type { FeatureRoutes } from '../app/routing/feature-routes';
import { lazyScreen } from '../app/routing/lazy-screen';

const catalogView = lazyScreen(
  () => import('./CatalogViewPage'),
  (m) => m.CatalogViewPage,
);
const catalogEdit = lazyScreen(
  () => import('./CatalogEditPage'),
  (m) => m.CatalogEditPage,
);
const pageEdit = lazyScreen(
  () => import('./PageEditPage'),
  (m) => m.PageEditPage,
);

/** Catalogs and their pages (a page has no view of its own: /catalogs/{id}?tab=page&pageId=…). */
export const catalogRoutes: FeatureRoutes = {
  public: [{ path: 'catalogs/:id', lazy: catalogView }],
  contributor: [
    { path: 'catalogs/create', lazy: catalogEdit },
    { path: 'catalogs/:id/edit', lazy: catalogEdit },
    { path: 'pages/create', lazy: pageEdit },
    { path: 'pages/:id/edit', lazy: pageEdit },
  ],
};
