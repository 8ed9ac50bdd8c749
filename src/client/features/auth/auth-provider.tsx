// Session state for the whole app, from better-auth's session store (cookie-based, same origin).
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { authClient } from '@client/lib/auth-client';

export interface SessionUser {
  id: string;
  name: string;
  /** For greetings (Hungarian order: the name's first word is the family name). */
  givenName?: string | null;
  email: string;
  image?: string | null;
}

export interface AuthContextValue {
  user: SessionUser | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** True after the user signed out on purpose (until the next sign-in). */
  signedOutByUser: boolean;
  /** The session check failed (rate limit, outage, network) and is being retried; never means "signed out". */
  sessionUnavailable: boolean;
  /** Checks the session again now instead of waiting for the next scheduled retry. */
  retrySession: () => void;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, unavailable, refetch } = authClient.useSession();
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  // Only the first session check counts as "loading": later refetches (after sign-in, the TOTP
  // step, sign-out) must not unmount the screens that are waiting for them.
  const [settled, setSettled] = useState(false);
  if (!isPending && !settled) setSettled(true);
  const user: SessionUser | null = data?.user ?? null;
  // A new session ends the "signed out on purpose" period (state adjusted during render).
  if (user && signedOutByUser) setSignedOutByUser(false);

  const signOut = useCallback(async () => {
    setSignedOutByUser(true);
    try {
      // The server clears the cookie; a failed call (e.g. session already gone) still ends here.
      await authClient.signOut();
    } finally {
      queryClient.clear();
    }
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: !settled,
      isAuthenticated: user !== null,
      signedOutByUser: signedOutByUser && user === null,
      sessionUnavailable: unavailable,
      retrySession: () => void refetch(),
      signOut,
    }),
    [user, settled, signedOutByUser, unavailable, refetch, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
