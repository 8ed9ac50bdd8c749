// better-auth client for our own server (same origin, session in an httpOnly cookie).
import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // basePath stays at the default, /api/auth. The sign-in form handles the TOTP step itself.
  plugins: [twoFactorClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];
