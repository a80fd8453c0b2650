import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { useSession } from '../session/session-context';
import { loginPath } from './login-path';

/**
 * Comfort guard for screens of signed-in users, contributors or administrators: a visitor is sent
 * to the login with a way back, a signed-in person without the role is told so. The server
 * refuses the same operations.
 */
export function RequireRole({ role }: { role: 'user' | 'contributor' | 'admin' }) {
  const session = useSession();
  const location = useLocation();
  // Only the first load waits; a reload of a signed-in user keeps the screen (and its input).
  if (session.loadingUser && !session.signedIn) return <PageLoading />;
  const allowed =
    role === 'admin'
      ? session.isAdmin
      : role === 'contributor'
        ? session.isContributor
        : session.signedIn;
  if (allowed) return <Outlet />;
  if (!session.signedIn) {
    return <Navigate replace to={loginPath(location.pathname + location.search)} />;
  }
  return <NotAllowedPage />;
}
