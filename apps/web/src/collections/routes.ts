import type { ComponentType } from 'react';
import { recordRoutes, type FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

/**
 * The collection screens. The view comes from the root, which renders CollectionViewPage with its
 * slots filled (collection-slots.ts): `view` loads that screen.
 */
export function collectionRoutes(view: () => Promise<ComponentType>): FeatureRoutes {
  return recordRoutes(
    'collections',
    lazyScreen(view),
    lazyScreen(() => import('./CollectionEditPage').then((m) => m.CollectionEditPage)),
  );
}
