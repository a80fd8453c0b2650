import type { FeatureRoutes } from '../app/routing/feature-routes';
import { lazyScreen } from '../app/routing/lazy-screen';

const view = lazyScreen(
  () => import('./PersonViewPage'),
  (m) => m.PersonViewPage,
);
const edit = lazyScreen(
  () => import('./PersonEditPage'),
  (m) => m.PersonEditPage,
);

export const personRoutes: FeatureRoutes = {
  public: [{ path: 'people/:id', lazy: view }],
  contributor: [
    { path: 'people/create', lazy: edit },
    { path: 'people/:id/edit', lazy: edit },
  ],
};
