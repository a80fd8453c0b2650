import { useMemo } from 'react';
import { useTranslation } from '../../core/i18n/useTranslation';
import { useLocation } from 'react-router';
import { useSession } from '../../core/session/session-context';
import { buildMenu, visibleItems, type MenuItem } from './menu-items';

/** The menu for the current person and route, rebuilt whenever the language changes. */
export function useMenu(): MenuItem[] {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { signedIn, loadingUser, isGuest, isContributor, isAdmin } = useSession();
  return useMemo(
    () =>
      visibleItems(buildMenu(t, pathname + search), {
        signedIn,
        // Only the first load of a token's user hides login and logout; a reload keeps the menu.
        signingIn: loadingUser && !signedIn,
        isGuest,
        isContributor,
        isAdmin,
      }),
    // `t` is new whenever the language changes or texts arrive, so the labels follow (spec §1).
    [t, pathname, search, signedIn, loadingUser, isGuest, isContributor, isAdmin],
  );
}
