import type { ComponentType } from 'react';
import { recordRoutes, type FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

/**
 * Catalogs and their pages (a page has no view of its own: /catalogs/{id}?tab=page&pageId=…).
 * The view comes from the root, which renders CatalogViewPage with its slots filled
 * (catalog-slots.ts): `view` loads that screen.
 */
export function catalogRoutes(view: () => Promise<ComponentType>): FeatureRoutes {
  const catalogs = recordRoutes(
    'catalogs',
    lazyScreen(view),
    lazyScreen(() => import('./CatalogEditPage').then((m) => m.CatalogEditPage)),
  );
  const pageEdit = lazyScreen(() => import('./PageEditPage').then((m) => m.PageEditPage));
  return {
    public: catalogs.public,
    contributor: [
      ...(catalogs.contributor ?? []),
      { path: 'pages/create', lazy: pageEdit },
      { path: 'pages/:id/edit', lazy: pageEdit },
    ],
  };
}
