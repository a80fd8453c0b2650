import type { FeatureRoutes } from '../core/routing/feature-routes';
import { SearchPage } from './SearchPage';

/**
 * The home screen is the search (spec §2). It is the one screen the entry holds rather than a
 * lazily loaded chunk: it is the first load of `/`, and the inputs, tabs and lists it is built of
 * are what most screens use (ARCHITECTURE.md, "Delivery").
 */
export const searchRoutes: FeatureRoutes = {
  public: [
    { index: true, Component: SearchPage },
    { path: 'search', Component: SearchPage },
    { path: 'search/:type', Component: SearchPage },
  ],
};
