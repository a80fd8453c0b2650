import type { Access } from '@partitura/domain';
import { Navigate, type RouteObject } from 'react-router';
import { accountRoutes } from '../account/routes';
import { authRoutes } from '../auth/routes';
import { catalogRoutes } from '../catalogs/routes';
import { collectionRoutes } from '../collections/routes';
import { digitalCopyRoutes } from '../digital-copies/routes';
import { digitalCopyViewRoutes } from '../digital-copies/view/routes';
import { fileRoutes } from '../files/routes';
import { personRoutes } from '../people/routes';
import { scoreRoutes } from '../scores/routes';
import { searchRoutes } from '../search/routes';
import { settingRoutes } from '../settings/routes';
import { userRoutes } from '../users/routes';
import { PageLoading } from '../core/components/PageLoading';
import { RouteErrorPage } from '../core/pages/RouteErrorPage';
import { RootLayout } from './shell/RootLayout';
import { later, type FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';
import { RequireRole } from './RequireRole';

const notFound = lazyScreen(() => import('../core/pages/NotFoundPage').then((m) => m.NotFoundPage));

/** Routes of no one feature: screens still to come, and the administrators' /settings area. */
const shellRoutes: FeatureRoutes = {
  public: later('places/:id', 'publications/:id'),
  admin: [
    { path: 'settings', element: <Navigate replace to="/settings/website" /> },
    // Everything under /settings is for administrators, even an address that is wrong.
    { path: 'settings/*', lazy: notFound },
  ],
};

/** Every feature's routes (its `routes.ts`). A new feature adds its routes here. */
const features: FeatureRoutes[] = [
  searchRoutes,
  authRoutes,
  accountRoutes,
  collectionRoutes(() => import('./screens/CollectionView').then((m) => m.CollectionView)),
  scoreRoutes(() => import('./screens/ScoreView').then((m) => m.ScoreView)),
  personRoutes,
  catalogRoutes(() => import('./screens/CatalogView').then((m) => m.CatalogView)),
  settingRoutes,
  userRoutes,
  fileRoutes(() => import('./screens/FileView').then((m) => m.FileView)),
  digitalCopyRoutes,
  digitalCopyViewRoutes,
  shellRoutes,
];

const routesFor = (access: Access) => features.flatMap((feature) => feature[access] ?? []);

/** Each guarded group sits behind its guard; the groups no feature uses are left out. */
const GUARDED = ['authenticated', 'guest', 'contributor', 'admin'] as const;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...routesFor('public'),
      ...GUARDED.filter((access) => routesFor(access).length > 0).map((access) => ({
        element: <RequireRole access={access} />,
        children: routesFor(access),
      })),
      { path: '*', lazy: notFound },
    ],
  },
];
