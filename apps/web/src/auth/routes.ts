import type { FeatureRoutes } from '../app/routing/feature-routes';
import { lazyScreen } from '../app/routing/lazy-screen';

/** The account screens of spec §2 (login, logout, registration, verification, reset). */
export const authRoutes: FeatureRoutes = {
  public: [
    {
      path: 'auth/login',
      lazy: lazyScreen(
        () => import('./LoginPage'),
        (m) => m.LoginPage,
      ),
    },
    {
      path: 'auth/logout',
      lazy: lazyScreen(
        () => import('./LogoutPage'),
        (m) => m.LogoutPage,
      ),
    },
    {
      path: 'auth/register',
      lazy: lazyScreen(
        () => import('./RegisterPage'),
        (m) => m.RegisterPage,
      ),
    },
    {
      path: 'auth/verify/:id/:hash',
      lazy: lazyScreen(
        () => import('./VerifyEmailPage'),
        (m) => m.VerifyEmailPage,
      ),
    },
    {
      path: 'auth/reset',
      lazy: lazyScreen(
        () => import('./ResetRequestPage'),
        (m) => m.ResetRequestPage,
      ),
    },
    {
      path: 'auth/reset/:resetToken',
      lazy: lazyScreen(
        () => import('./ResetPasswordPage'),
        (m) => m.ResetPasswordPage,
      ),
    },
  ],
};
