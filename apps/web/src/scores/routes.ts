import type { ComponentType } from 'react';
import { recordRoutes, type FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';
import { prepareNotation } from '../incipits/index';

/**
 * The score screens. The view comes from the root, which renders ScoreViewPage with its slots
 * filled (score-slots.ts): `view` loads that screen.
 */
export function scoreRoutes(view: () => Promise<ComponentType>): FeatureRoutes {
  return recordRoutes(
    'scores',
    // A score view shows its incipits as notation: Verovio starts while the screen loads.
    lazyScreen(() => {
      prepareNotation();
      return view();
    }),
    lazyScreen(() => import('./edit/ScoreEditPage').then((m) => m.ScoreEditPage)),
  );
}
