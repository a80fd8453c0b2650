import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

/** The signed-in person's own account, whatever their permissions. */
export const accountRoutes: FeatureRoutes = {
  authenticated: [
    {
      path: 'account',
      lazy: lazyScreen(() => import('./AccountPage').then((m) => m.AccountPage)),
    },
  ],
};
