import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

export const userRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'settings/users',
      lazy: lazyScreen(() => import('./UsersPage').then((m) => m.UsersPage)),
    },
  ],
};
