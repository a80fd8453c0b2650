import type { FeatureRoutes } from '../app/routing/feature-routes';
import { lazyScreen } from '../app/routing/lazy-screen';

export const userRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'settings/users',
      lazy: lazyScreen(() => import('./UsersPage').then((m) => m.UsersPage)),
    },
  ],
};
