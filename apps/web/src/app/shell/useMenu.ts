import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../session/session-context';
import { buildMenu, visibleItems, type MenuItem } from './menu-items';

/** The menu for the current person and route, rebuilt whenever the language changes. */
export function useMenu(): MenuItem[] {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const { signedIn, loadingUser, isGuest, isContributor, isAdmin } = useSession();
  const language = i18n.language;
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
    // `language` is listed so the labels are rebuilt when it changes (spec §1), even where `t`
    // keeps its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language, pathname, search, signedIn, loadingUser, isGuest, isContributor, isAdmin],
  );
}
