import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

/** The MARC import (issue 25), for contributors. */
export const importRoutes: FeatureRoutes = {
  contributor: [
    { path: 'import', lazy: lazyScreen(() => import('./ImportPage').then((m) => m.ImportPage)) },
  ],
};
