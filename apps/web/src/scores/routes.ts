import { recordRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';
import { prepareNotation } from '../incipits/verovio-client';

export const scoreRoutes = recordRoutes(
  'scores',
  // A score view shows its incipits as notation: Verovio starts while the screen loads.
  lazyScreen(() => {
    prepareNotation();
    return import('./ScoreViewPage').then((m) => m.ScoreViewPage);
  }),
  lazyScreen(() => import('./edit/ScoreEditPage').then((m) => m.ScoreEditPage)),
);
