import type { ComponentType } from 'react';
import { recordRoutes, type FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

/**
 * The publication screens. The view comes from the root, which renders PublicationViewPage with
 * its slots filled (publication-slots.ts): `view` loads that screen.
 */
export function publicationRoutes(view: () => Promise<ComponentType>): FeatureRoutes {
  return recordRoutes(
    'publications',
    lazyScreen(view),
    lazyScreen(() => import('./PublicationEditPage').then((m) => m.PublicationEditPage)),
  );
}
