import { recordRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

export const personRoutes = recordRoutes(
  'people',
  lazyScreen(() => import('./PersonViewPage').then((m) => m.PersonViewPage)),
  lazyScreen(() => import('./PersonEditPage').then((m) => m.PersonEditPage)),
);
