import type { FeatureRoutes } from '../core/routing/feature-routes';
import { lazyScreen } from '../core/routing/lazy-screen';

/** The account screens of spec §2 (login, logout, registration, verification, reset). */
export const authRoutes: FeatureRoutes = {
  public: [
    {
      path: 'auth/login',
      lazy: lazyScreen(() => import('./LoginPage').then((m) => m.LoginPage)),
    },
    {
      path: 'auth/logout',
      lazy: lazyScreen(() => import('./LogoutPage').then((m) => m.LogoutPage)),
    },
    {
      path: 'auth/register',
      lazy: lazyScreen(() => import('./RegisterPage').then((m) => m.RegisterPage)),
    },
    {
      path: 'auth/verify/:id/:hash',
      lazy: lazyScreen(() => import('./VerifyEmailPage').then((m) => m.VerifyEmailPage)),
    },
    {
      path: 'auth/reset',
      lazy: lazyScreen(() => import('./ResetRequestPage').then((m) => m.ResetRequestPage)),
    },
    {
      path: 'auth/reset/:resetToken',
      lazy: lazyScreen(() => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage)),
    },
  ],
};
