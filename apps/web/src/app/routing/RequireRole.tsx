import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { useSession } from '../session/session-context';
import { loginPath } from './login-path';

/**
 * Comfort guard for contributor-only and admin-only screens: a visitor is sent to the login with a
 * way back, a signed-in person without the role is told so. The server refuses the same operations.
 */
export function RequireRole({ role }: { role: 'contributor' | 'admin' }) {
  const session = useSession();
  const location = useLocation();
  if (session.loadingUser) return <PageLoading />;
  const allowed = role === 'admin' ? session.isAdmin : session.isContributor;
  if (allowed) return <Outlet />;
  if (!session.signedIn) {
    return <Navigate replace to={loginPath(location.pathname + location.search)} />;
  }
  return <NotAllowedPage />;
}
