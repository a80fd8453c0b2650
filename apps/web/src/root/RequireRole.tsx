import { canAccess, type Access } from '@partitura/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../core/components/PageLoading';
import { NotAllowedPage } from '../core/pages/NotAllowedPage';
import { useSession } from '../core/session/session-context';
import { loginPath } from '../core/routing/login-path';

/**
 * Comfort guard for screens of signed-in people or of a role (the domain's Access): a visitor is
 * sent to the login with a way back, a signed-in person without the role is told so. The server
 * refuses the same operations.
 */
export function RequireRole({ access }: { access: Exclude<Access, 'public'> }) {
  const session = useSession();
  const location = useLocation();
  // Only the first load waits; a reload of a signed-in user keeps the screen (and its input).
  if (session.loadingUser && !session.signedIn) return <PageLoading />;
  if (canAccess(session, access)) return <Outlet />;
  if (!session.signedIn) {
    return <Navigate replace to={loginPath(location.pathname + location.search)} />;
  }
  return <NotAllowedPage />;
}
