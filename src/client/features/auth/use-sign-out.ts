// The one sign-out for every layout: ends the session on the server (better-auth deletes it),
// drops every cached query, and goes to /login.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './auth-provider';

export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut(); // revokes the server session and clears the query cache
    await navigate('/login', { replace: true });
  }, [signOut, navigate]);
}
