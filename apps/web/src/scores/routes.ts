import { recordRoutes } from '../app/routing/feature-routes';
import { lazyScreen } from '../app/routing/lazy-screen';

export const scoreRoutes = recordRoutes(
  'scores',
  lazyScreen(() => import('./ScoreViewPage').then((m) => m.ScoreViewPage)),
  lazyScreen(() => import('./edit/ScoreEditPage').then((m) => m.ScoreEditPage)),
);
