import { recordRoutes, type FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

const catalogs = recordRoutes(
  'catalogs',
  lazyScreen(() => import('./CatalogViewPage').then((m) => m.CatalogViewPage)),
  lazyScreen(() => import('./CatalogEditPage').then((m) => m.CatalogEditPage)),
);
const pageEdit = lazyScreen(() => import('./PageEditPage').then((m) => m.PageEditPage));

/** Catalogs and their pages (a page has no view of its own: /catalogs/{id}?tab=page&pageId=…). */
export const catalogRoutes: FeatureRoutes = {
  public: catalogs.public,
  contributor: [
    ...(catalogs.contributor ?? []),
    { path: 'pages/create', lazy: pageEdit },
    { path: 'pages/:id/edit', lazy: pageEdit },
  ],
};
