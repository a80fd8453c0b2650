import type { ComponentType } from 'react';
import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

/**
 * The files screens (spec §2): for contributors, who manage the files (spec §6). A file's screen
 * comes from the root, which renders FileViewPage with its slots filled (file-slots.ts): `view`
 * loads that screen.
 */
export function fileRoutes(view: () => Promise<ComponentType>): FeatureRoutes {
  return {
    contributor: [
      { path: 'files', lazy: lazyScreen(() => import('./FilesPage').then((m) => m.FilesPage)) },
      { path: 'files/:id', lazy: lazyScreen(view) },
      {
        path: 'files/:id/edit',
        lazy: lazyScreen(() => import('./FileEditPage').then((m) => m.FileEditPage)),
      },
    ],
  };
}
