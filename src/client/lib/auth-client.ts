// better-auth client for our own server (same origin, session in an httpOnly cookie).
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // basePath stays at the default, /api/auth
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];
