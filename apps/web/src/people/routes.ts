import { later, type FeatureRoutes } from '../app/routing/feature-routes';

export const personRoutes: FeatureRoutes = {
  public: later('people/:id'),
  contributor: later('people/create', 'people/:id/edit'),
};
