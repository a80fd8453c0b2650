import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { RootLayout } from '../shell/RootLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { catalogRoutes } from '../../catalogs/routes';
import { personRoutes } from '../../people/routes';
import { scoreRoutes } from '../../scores/routes';
import { later, type FeatureRoutes } from './feature-routes';
import { lazyScreen } from './lazy-screen';
import { RequireRole } from './RequireRole';

const searchScreen = lazyScreen(
  () => import('../../search/SearchPage'),
  (m) => m.SearchPage,
);
const notFound = lazyScreen(
  () => import('../pages/NotFoundPage'),
  (m) => m.NotFoundPage,
);
const collectionView = lazyScreen(
  () => import('../../collections/CollectionViewPage'),
  (m) => m.CollectionViewPage,
);
const screen = {
  login: lazyScreen(
    () => import('../../auth/LoginPage'),
    (m) => m.LoginPage,
  ),
  logout: lazyScreen(
    () => import('../../auth/LogoutPage'),
    (m) => m.LogoutPage,
  ),
  register: lazyScreen(
    () => import('../../auth/RegisterPage'),
    (m) => m.RegisterPage,
  ),
  verify: lazyScreen(
    () => import('../../auth/VerifyEmailPage'),
    (m) => m.VerifyEmailPage,
  ),
  resetRequest: lazyScreen(
    () => import('../../auth/ResetRequestPage'),
    (m) => m.ResetRequestPage,
  ),
  resetPassword: lazyScreen(
    () => import('../../auth/ResetPasswordPage'),
    (m) => m.ResetPasswordPage,
  ),
  account: lazyScreen(
    () => import('../../account/AccountPage'),
    (m) => m.AccountPage,
  ),
  website: lazyScreen(
    () => import('../../settings/WebsiteSettingsPage'),
    (m) => m.WebsiteSettingsPage,
  ),
  users: lazyScreen(
    () => import('../../users/UsersPage'),
    (m) => m.UsersPage,
  ),
};
const collectionEdit = lazyScreen(
  () => import('../../collections/CollectionEditPage'),
  (m) => m.CollectionEditPage,
);

/** Features with their own route modules (views public, create/edit for contributors). */
const features: FeatureRoutes[] = [scoreRoutes, personRoutes, catalogRoutes];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, lazy: searchScreen },
      { path: 'search', lazy: searchScreen },
      { path: 'search/:type', lazy: searchScreen },

      { path: 'auth/login', lazy: screen.login },
      { path: 'auth/logout', lazy: screen.logout },
      { path: 'auth/register', lazy: screen.register },
      { path: 'auth/verify/:id/:hash', lazy: screen.verify },
      { path: 'auth/reset', lazy: screen.resetRequest },
      { path: 'auth/reset/:resetToken', lazy: screen.resetPassword },

      // The signed-in person's own account.
      {
        element: <RequireRole role="user" />,
        children: [{ path: 'account', lazy: screen.account }],
      },

      { path: 'collections/:id', lazy: collectionView },
      ...features.flatMap((feature) => feature.public),
      ...later('digital-copies/:id', 'places/:id', 'publications/:id'),

      // Create and edit screens and the files are for contributors (spec §6).
      {
        element: <RequireRole role="contributor" />,
        children: [
          { path: 'collections/create', lazy: collectionEdit },
          { path: 'collections/:id/edit', lazy: collectionEdit },
          ...features.flatMap((feature) => feature.contributor),
          ...later('digital-copies/create', 'digital-copies/:id/edit'),
          ...later('files', 'files/:id', 'files/:id/edit'),
        ],
      },
      {
        element: <RequireRole role="admin" />,
        children: [
          { path: 'settings', element: <Navigate replace to="/settings/website" /> },
          { path: 'settings/website', lazy: screen.website },
          { path: 'settings/users', lazy: screen.users },
          // Everything under /settings is for administrators, even an address that is wrong.
          { path: 'settings/*', lazy: notFound },
        ],
      },

      { path: '*', lazy: notFound },
    ],
  },
];
