import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

const search = lazyScreen(() => import('./SearchPage').then((m) => m.SearchPage));

/** The home screen is the search (spec §2). */
export const searchRoutes: FeatureRoutes = {
  public: [
    { index: true, lazy: search },
    { path: 'search', lazy: search },
    { path: 'search/:type', lazy: search },
  ],
};
