import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

export const settingRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'settings/website',
      lazy: lazyScreen(() => import('./WebsiteSettingsPage').then((m) => m.WebsiteSettingsPage)),
    },
  ],
};
