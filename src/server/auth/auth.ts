// better-auth on our own server: e-mail + password, sessions in the database, tenants as
// better-auth organizations, the platform admin via the admin plugin, optional TOTP.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, organization, twoFactor } from 'better-auth/plugins';
import type { Database } from '../db/client';
import { accounts, invitations, members, sessions, tenants, twoFactors, users, verifications } from '../db/schema';
import type { Env } from '../env';
import { authHooks } from './auth-hooks';
import { CLIENT_IP_HEADER } from './client-ip';
import { hashPassword, verifyPassword } from './password-hashing';

export const SESSION_COOKIE_PREFIX = 'vi';

export function createAuth(db: Database, env: Env) {
  return betterAuth({
    appName: 'Virtuális Iroda',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    // Our own origin as configured, plus the origin the request was actually addressed to
    // (same-origin by construction in plugins/auth.ts), so 127.0.0.1 and localhost both work.
    trustedOrigins: (request) => [env.APP_URL, request ? new URL(request.url).origin : null],
    telemetry: { enabled: false },
    logger: { disabled: env.NODE_ENV === 'test', level: 'warn' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        organization: tenants,
        member: members,
        invitation: invitations,
        twoFactor: twoFactors,
      },
    }),
    // The name's parts ride along in the session user (greetings use the given name).
    user: {
      additionalFields: {
        familyName: { type: 'string', required: false, input: false },
        givenName: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      // Registration, verification and reset are our own routes (modules/account): they need the
      // spec's wizard fields and response shapes, and hashed single-use tokens (decision 0010).
      disableSignUp: true,
      requireEmailVerification: true,
    },
    session: {
      // Idle expiry: a session unused for 24 hours ends; activity slides it at most hourly.
      // The absolute lifetime (14 days) is enforced in auth-hooks.ts.
      expiresIn: 60 * 60 * 24,
      updateAge: 60 * 60,
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: env.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // plugins/auth.ts puts Fastify's resolved client address (TRUST_PROXY-aware) here.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Unexpected errors (a lost database, a bug) leave the handler instead of becoming a bare
    // 500 there, so the app's error handler answers them: 503 for the database, logged 500 else.
    onAPIError: { throw: true },
    rateLimit: {
      enabled: env.NODE_ENV !== 'test',
      window: 60,
      max: 100,
      // Per-IP request rate of the sign-in endpoint (failures are throttled separately, per
      // account and per IP, in throttle.ts); scales with RATE_LIMIT_MAX (default 300 -> 10/min).
      customRules: {
        '/sign-in/email': { window: 60, max: Math.max(10, Math.floor(env.RATE_LIMIT_MAX / 30)) },
        // Every page load reads the session: 100 per minute per address would sign out an office
        // behind one NAT address. The app-wide limit (per session, else per address) covers it.
        '/get-session': false,
      },
    },
    hooks: authHooks(db, { perAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT, perIp: env.LOGIN_MAX_FAILURES_PER_IP }),
    plugins: [organization(), admin(), twoFactor({ issuer: 'Virtuális Iroda' })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
