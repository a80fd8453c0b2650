import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

// One route for every record kind's history: the screen tells the kind by the address
// (HistoryScreen), so the first load carries no list of kinds.
const history = lazyScreen(() => import('./HistoryScreen').then((m) => m.HistoryScreen));

/**
 * A record's history (issue 26), `{base}/{id}/history`, and the trash, for contributors; the
 * archive's recent changes and the histories of the settings and of an account, for
 * administrators.
 */
export const historyRoutes: FeatureRoutes = {
  contributor: [
    { path: ':base/:id/history', lazy: history },
    { path: 'trash', lazy: lazyScreen(() => import('./TrashPage').then((m) => m.TrashPage)) },
  ],
  admin: [
    {
      path: 'settings/activity',
      lazy: lazyScreen(() => import('./ActivityPage').then((m) => m.ActivityPage)),
    },
    { path: 'settings/website/history', lazy: history },
    { path: 'settings/users/:id/history', lazy: history },
  ],
};
