import { recordRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

export const collectionRoutes = recordRoutes(
  'collections',
  lazyScreen(() => import('./CollectionViewPage').then((m) => m.CollectionViewPage)),
  lazyScreen(() => import('./CollectionEditPage').then((m) => m.CollectionEditPage)),
);
