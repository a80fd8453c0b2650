import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

/** The files screens (spec §2): for contributors, who manage the files (spec §6). */
export const fileRoutes: FeatureRoutes = {
  contributor: [
    { path: 'files', lazy: lazyScreen(() => import('./FilesPage').then((m) => m.FilesPage)) },
    {
      path: 'files/:id',
      lazy: lazyScreen(() => import('./FileViewPage').then((m) => m.FileViewPage)),
    },
    {
      path: 'files/:id/edit',
      lazy: lazyScreen(() => import('./FileEditPage').then((m) => m.FileEditPage)),
    },
  ],
};
