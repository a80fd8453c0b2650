import { recordRoutes } from '../app/routing/feature-routes';
import { lazyScreen } from '../app/routing/lazy-screen';

export const scoreRoutes = recordRoutes(
  'scores',
  lazyScreen(
    () => import('./ScoreViewPage'),
    (m) => m.ScoreViewPage,
  ),
  lazyScreen(
    () => import('./edit/ScoreEditPage'),
    (m) => m.ScoreEditPage,
  ),
);
