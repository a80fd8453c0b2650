import type { ComponentType } from 'react';
import { recordRoutes, type FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

/**
 * The place screens. The view comes from the root, which renders PlaceViewPage with its slots
 * filled (place-slots.ts): `view` loads that screen.
 */
export function placeRoutes(view: () => Promise<ComponentType>): FeatureRoutes {
  return recordRoutes(
    'places',
    lazyScreen(view),
    lazyScreen(() => import('./PlaceEditPage').then((m) => m.PlaceEditPage)),
  );
}
