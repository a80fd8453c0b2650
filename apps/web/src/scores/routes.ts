import type { FeatureRoutes } from '../app/routing/feature-routes';
import { lazyScreen } from '../app/routing/lazy-screen';

const view = lazyScreen(
  () => import('./ScoreViewPage'),
  (m) => m.ScoreViewPage,
);
const edit = lazyScreen(
  () => import('./edit/ScoreEditPage'),
  (m) => m.ScoreEditPage,
);

export const scoreRoutes: FeatureRoutes = {
  public: [{ path: 'scores/:id', lazy: view }],
  contributor: [
    { path: 'scores/create', lazy: edit },
    { path: 'scores/:id/edit', lazy: edit },
  ],
};
