import { createContext, useContext } from 'react';
import type { MeQuery } from '../../gql/graphql';

export type SessionUser = NonNullable<MeQuery['me']>;

/**
 * The session state of spec §4, plus `loadingUser` while a user load is under way and
 * `sessionEnded` once the server has ended the session.
 */
export type SessionState = {
  token: string;
  user: SessionUser | null;
  verified: boolean;
  isGuest: boolean;
  isContributor: boolean;
  isAdmin: boolean;
  loadedUser: boolean;
  loadingUser: boolean;
  /** True when the server stopped accepting the token (suspended, signed out elsewhere, expired). */
  sessionEnded: boolean;
};

export type Session = SessionState & {
  /** True once a user has been loaded for the current token. */
  signedIn: boolean;
  /** Stores the token (or removes the cookie when empty) and loads its user; resolves when loaded. */
  setToken: (token: string) => Promise<void>;
  /** Sets the user, recomputes the flags and marks the user loaded. */
  setUser: (user: SessionUser | null) => void;
  /** Removes the cookie, clears user and token, resets the flags and marks the user not loaded. */
  logout: () => void;
  /** Loads the current user again (after the user changed their own account). */
  reloadUser: () => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
