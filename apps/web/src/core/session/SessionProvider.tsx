import { graphqlClient } from '../graphql';
import { isVerified, rolesFromPermissions } from '@partitura/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MeQuery as MeQueryResult } from '../../gql/graphql';
import { applyUserLocale } from '../i18n/i18n';
import { MeQuery } from './session-documents';
import { onTokenRejected } from './session-events';
import {
  SessionContext,
  type Session,
  type SessionState,
  type SessionUser,
} from './session-context';
import { readToken, storeToken } from './token-cookie';

const signedOut = {
  user: null,
  verified: false,
  isGuest: false,
  isContributor: false,
  isAdmin: false,
};

function stateForUser(
  user: SessionUser | null,
): Omit<SessionState, 'token' | 'loadingUser' | 'sessionEnded'> {
  if (!user) return { ...signedOut, loadedUser: true };
  return {
    user,
    verified: isVerified(user),
    ...rolesFromPermissions(user.permissions),
    loadedUser: true,
  };
}

/** Holds the session of spec §4 and loads the current user whenever a token appears. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => {
    const token = readToken();
    // Without a token there is nobody to load: the user counts as loaded at once.
    return {
      token,
      ...signedOut,
      loadedUser: !token,
      loadingUser: Boolean(token),
      sessionEnded: false,
    };
  });
  // Only the newest load may write its answer; older ones (a logout in between) are dropped.
  const loadCounter = useRef(0);

  const setUser = useCallback((user: SessionUser | null) => {
    setState((previous) => ({ ...previous, ...stateForUser(user), loadingUser: false }));
    if (user) applyUserLocale(user.locale);
  }, []);

  const loadUser = useCallback(async () => {
    const load = ++loadCounter.current;
    setState((previous) => ({ ...previous, loadingUser: true }));
    try {
      const data: MeQueryResult = await graphqlClient.request(MeQuery);
      if (load !== loadCounter.current) return;
      const me = data?.me ?? null;
      if (!me) {
        // The server does not know this token (expired, revoked, account suspended): it is of no
        // further use, and the login can say that the session has ended.
        storeToken('');
        setState((previous) => ({ ...previous, token: '', sessionEnded: true }));
      }
      setUser(me);
    } catch {
      // A failed user load is silently ignored (spec §4); the person simply stays signed out.
      if (load === loadCounter.current)
        setState((previous) => ({ ...previous, loadingUser: false }));
    }
  }, [setUser]);

  const setToken = useCallback(
    async (token: string) => {
      storeToken(token);
      setState((previous) => ({ ...previous, token, sessionEnded: false }));
      if (token) await loadUser();
    },
    [loadUser],
  );

  const logout = useCallback(() => {
    loadCounter.current++;
    storeToken('');
    setState({
      token: '',
      ...signedOut,
      loadedUser: false,
      loadingUser: false,
      sessionEnded: false,
    });
  }, []);

  // The token found in the cookie at start (loadUser is stable, so this runs once); later tokens
  // are loaded by setToken. Read from the state, not the cookie again: in Chromium every read of
  // document.cookie asks the network process and waits (33 ms on opening the score editor, while
  // the page's scripts were still arriving).
  const startToken = useRef(state.token);
  useEffect(() => {
    if (startToken.current) void loadUser();
  }, [loadUser]);

  // The server refused the token (e.g. the account was just suspended): find out who we are now.
  useEffect(() => onTokenRejected(() => void loadUser()), [loadUser]);

  const session = useMemo<Session>(
    () => ({
      ...state,
      signedIn: state.user !== null,
      setToken,
      setUser,
      logout,
      reloadUser: loadUser,
    }),
    [state, setToken, setUser, logout, loadUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
