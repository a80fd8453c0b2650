import { recordRoutes } from '../app/routing/feature-routes';
import { lazyScreen } from '../app/routing/lazy-screen';

export const personRoutes = recordRoutes(
  'people',
  lazyScreen(() => import('./PersonViewPage').then((m) => m.PersonViewPage)),
  lazyScreen(() => import('./PersonEditPage').then((m) => m.PersonEditPage)),
);
