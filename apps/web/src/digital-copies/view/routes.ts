import type { FeatureRoutes } from '../../core/routing/feature-routes';
import { lazyScreen } from '../../core/routing/lazy-screen';

/**
 * The digital copy's view, for everyone (spec §2). Its create and edit screens come with the
 * digital copy editor.
 */
export const digitalCopyViewRoutes: FeatureRoutes = {
  public: [
    {
      path: 'digital-copies/:id',
      lazy: lazyScreen(() => import('./DigitalCopyViewPage').then((m) => m.DigitalCopyViewPage)),
    },
  ],
};
