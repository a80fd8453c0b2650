import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

const edit = lazyScreen(() => import('./DigitalCopyEditPage').then((m) => m.DigitalCopyEditPage));

/**
 * The digital copy editor (spec §2): create and edit, for contributors (spec §6). The view,
 * /digital-copies/{id}, is the viewer's.
 */
export const digitalCopyRoutes: FeatureRoutes = {
  contributor: [
    { path: 'digital-copies/create', lazy: edit },
    { path: 'digital-copies/:id/edit', lazy: edit },
  ],
};
