import type { Access } from '@partitura/domain';
import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../core/routing/lazy-screen';
import type { FeatureRoutes } from '../core/routing/feature-routes';
import { PageLoading } from '../core/components/PageLoading';
import { RouteErrorPage } from '../core/pages/RouteErrorPage';
import { RootLayout } from './shell/RootLayout';
import { RequireRole } from './RequireRole';
import { searchRoutes } from '../search/index';
import { authRoutes } from '../auth/index';
import { accountRoutes } from '../account/index';
import { collectionRoutes } from '../collections/index';
import { scoreRoutes } from '../scores/index';
import { personRoutes } from '../people/index';
import { placeRoutes } from '../places/index';
import { publicationRoutes } from '../publications/index';
import { catalogRoutes } from '../catalogs/index';
import { settingRoutes } from '../settings/index';
import { userRoutes } from '../users/index';
import { fileRoutes } from '../files/index';
import { importRoutes } from '../imports/index';
import { historyRoutes } from '../history/index';
import { digitalCopyRoutes, digitalCopyViewRoutes } from '../digital-copies/index';

const notFound = lazyScreen(() => import('../core/pages/NotFoundPage').then((m) => m.NotFoundPage));

/** Routes of no one feature: the administrators' /settings area. */
const shellRoutes: FeatureRoutes = {
  admin: [
    { path: 'settings', element: <Navigate replace to="/settings/website" /> },
    // Everything under /settings is for administrators, even an address that is wrong.
    { path: 'settings/*', lazy: notFound },
  ],
};

/**
 * Every feature's routes, from its index.ts; a new feature adds its routes here. A screen with
 * slots comes from screens/: the feature's screen with the widgets of features above it plugged
 * in, loaded on demand like every screen.
 */
const features: FeatureRoutes[] = [
  searchRoutes,
  authRoutes,
  accountRoutes,
  collectionRoutes(() => import('./screens/CollectionView').then((m) => m.CollectionView)),
  scoreRoutes(() => import('./screens/ScoreView').then((m) => m.ScoreView)),
  personRoutes,
  placeRoutes(() => import('./screens/PlaceView').then((m) => m.PlaceView)),
  publicationRoutes(() => import('./screens/PublicationView').then((m) => m.PublicationView)),
  catalogRoutes(() => import('./screens/CatalogView').then((m) => m.CatalogView)),
  settingRoutes,
  userRoutes,
  fileRoutes(() => import('./screens/FileView').then((m) => m.FileView)),
  digitalCopyRoutes,
  digitalCopyViewRoutes,
  importRoutes,
  historyRoutes,
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
