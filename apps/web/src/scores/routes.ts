import { later, type FeatureRoutes } from '../app/routing/feature-routes';

export const scoreRoutes: FeatureRoutes = {
  public: later('scores/:id'),
  contributor: later('scores/create', 'scores/:id/edit'),
};
