import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../core/pages/NotFoundPage';
import { HistoryPage } from './HistoryPage';
import { VIEWED_KINDS } from './history-model';

/**
 * The history screen of the address: a record kind's (`/scores/12/history`), the website
 * settings' or an account's (administrators' routes); an address of no kind is not found.
 */
export function HistoryScreen() {
  const { base = '' } = useParams();
  const { pathname } = useLocation();
  if (pathname.startsWith('/settings/website/'))
    return <HistoryPage kind="Settings" path={() => '/settings/website'} />;
  if (pathname.startsWith('/settings/users/'))
    return <HistoryPage kind="User" path={() => '/settings/users'} />;
  const kind = VIEWED_KINDS.find(([viewed]) => viewed === base)?.[1];
  if (!kind) return <NotFoundPage />;
  return <HistoryPage key={kind} kind={kind} path={(id) => `/${base}/${encodeURIComponent(id)}`} />;
}
