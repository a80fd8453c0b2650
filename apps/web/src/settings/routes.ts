import type { FeatureRoutes } from '../app/routing/feature-routes';
import { lazyScreen } from '../app/routing/lazy-screen';

export const settingRoutes: FeatureRoutes = {
  admin: [
    {
      path: 'settings/website',
      lazy: lazyScreen(() => import('./WebsiteSettingsPage').then((m) => m.WebsiteSettingsPage)),
    },
  ],
};
