import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { RootLayout } from '../shell/RootLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { lazyScreen } from './lazy-screen';
import { RequireRole } from './RequireRole';

const searchScreen = lazyScreen(
  () => import('../../search/SearchPage'),
  (m) => m.SearchPage,
);
const notAvailable = lazyScreen(
  () => import('../pages/NotAvailablePage'),
  (m) => m.NotAvailablePage,
);
const notFound = lazyScreen(
  () => import('../pages/NotFoundPage'),
  (m) => m.NotFoundPage,
);
const collectionView = lazyScreen(
  () => import('../../collections/CollectionViewPage'),
  (m) => m.CollectionViewPage,
);
const collectionEdit = lazyScreen(
  () => import('../../collections/CollectionEditPage'),
  (m) => m.CollectionEditPage,
);

/** Routes of spec §2 whose screens arrive with later work: they answer honestly, never crash. */
function later(...paths: string[]): RouteObject[] {
  return paths.map((path) => ({ path, lazy: notAvailable }));
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, lazy: searchScreen },
      { path: 'search', lazy: searchScreen },
      { path: 'search/:type', lazy: searchScreen },

      {
        path: 'auth/login',
        lazy: lazyScreen(
          () => import('../../auth/LoginPage'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'auth/logout',
        lazy: lazyScreen(
          () => import('../../auth/LogoutPage'),
          (m) => m.LogoutPage,
        ),
      },
      ...later('auth/register', 'auth/verify/:id/:hash', 'auth/reset', 'auth/reset/:resetToken'),

      { path: 'collections/:id', lazy: collectionView },
      ...later('catalogs/:id', 'people/:id', 'scores/:id', 'digital-copies/:id'),
      ...later('places/:id', 'publications/:id'),

      // Create and edit screens and the files are for contributors (spec §6).
      {
        element: <RequireRole role="contributor" />,
        children: [
          { path: 'collections/create', lazy: collectionEdit },
          { path: 'collections/:id/edit', lazy: collectionEdit },
          ...later('catalogs/create', 'catalogs/:id/edit', 'people/create', 'people/:id/edit'),
          ...later('scores/create', 'scores/:id/edit', 'pages/create', 'pages/:id/edit'),
          ...later('digital-copies/create', 'digital-copies/:id/edit'),
          ...later('files', 'files/:id', 'files/:id/edit'),
        ],
      },
      {
        element: <RequireRole role="admin" />,
        children: later('settings/website', 'settings/users'),
      },

      { path: '*', lazy: notFound },
    ],
  },
];
