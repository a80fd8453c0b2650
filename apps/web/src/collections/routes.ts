import { recordRoutes } from '../app/routing/feature-routes';
import { lazyScreen } from '../app/routing/lazy-screen';

export const collectionRoutes = recordRoutes(
  'collections',
  lazyScreen(() => import('./CollectionViewPage').then((m) => m.CollectionViewPage)),
  lazyScreen(() => import('./CollectionEditPage').then((m) => m.CollectionEditPage)),
);
