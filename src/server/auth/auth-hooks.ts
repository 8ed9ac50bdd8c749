// better-auth hooks of our own: sign-in throttling (before), audit rows for sign-in outcomes and
// two-factor changes (after), and the absolute session lifetime enforced on every session read.
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { accountMessages, formatMessage } from '@shared/auth/account.schemas';
import { SIGN_IN_LOCKOUT_MINUTES } from '@shared/auth/lockout';
import { recordAudit, settleAudit } from '../audit/audit';
import type { Database } from '../db/client';
import { CLIENT_IP_HEADER, SIGN_IN_ATTEMPT_HEADER } from './client-ip';
import { AUDIT, reserveSignInAttempt, signInAttemptsLeft, type ThrottleLimits } from './throttle';

/** From this many attempts left, a wrong password's answer warns of the coming lock-out. */
export const LOCKOUT_WARNING_FROM = 2;

/** Sessions end this long after sign-in however active they are (idle expiry: see auth.ts). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

interface HookCtx {
  path?: string;
  body?: unknown;
  headers?: Headers;
}

function origin(ctx: HookCtx) {
  return { ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? null, userAgent: ctx.headers?.get('user-agent') ?? null };
}

function bodyEmail(ctx: HookCtx): string {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const TWO_FACTOR_VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/**
 * better-auth endpoints replaced by modules/account (hashed tokens, strength rule, audit,
 * throttles) or not wanted at all (/list-sessions hands every session token to the browser).
 * Left open they would be a way around those rules.
 */
export const DISABLED_AUTH_PATHS = new Set([
  '/change-password',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  '/send-verification-email',
  '/verify-email',
  '/verify-password',
  '/list-sessions',
  // Profile changes go through PATCH /api/profile and its rules (length, no empty name, the
  // avatar only through the upload); better-auth's would take any name and any image URL.
  '/update-user',
]);

export function authHooks(db: Database, limits: ThrottleLimits) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path && DISABLED_AUTH_PATHS.has(ctx.path)) throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'A kért erőforrás nem található.' });
      if (ctx.path !== '/sign-in/email') return;
      const { verdict, attemptId } = await reserveSignInAttempt(db, bodyEmail(ctx), origin(ctx), limits);
      // The after hook settles this attempt's row; the header is ours (plugins/auth.ts drops x-vi-* from clients).
      if (attemptId) return { context: { headers: new Headers({ [SIGN_IN_ATTEMPT_HEADER]: attemptId }) } };
      const template = verdict.blocked === 'account' ? accountMessages.signInThrottledAccount : accountMessages.signInThrottledIp;
      throw new APIError('TOO_MANY_REQUESTS', {
        code: 'SIGN_IN_THROTTLED',
        message: formatMessage(template, { minutes: verdict.retryAfterMinutes }),
      });
    }),

    after: createAuthMiddleware(async (ctx) => {
      const returned = ctx.context.returned;
      const from = origin(ctx);
      if (ctx.path === '/sign-in/email') {
        const email = bodyEmail(ctx);
        const attemptId = ctx.headers?.get(SIGN_IN_ATTEMPT_HEADER) ?? null;
        if (isAPIError(returned)) {
          const code = (returned.body as { code?: string } | undefined)?.code ?? returned.status;
          // Only wrong credentials count towards throttling; an unverified e-mail needed the right password.
          const action = code === 'EMAIL_NOT_VERIFIED' ? 'auth.sign_in.unverified' : AUDIT.signInFailure;
          await settleAudit(db, attemptId, { action, email, ...from, metadata: { code: String(code) } });
          if (code !== 'INVALID_EMAIL_OR_PASSWORD') return;
          // Warn before the lock-out, alike for unknown addresses (they are throttled alike too).
          const attemptsLeft = await signInAttemptsLeft(db, email, limits.perAccount);
          if (attemptsLeft > LOCKOUT_WARNING_FROM) return;
          throw new APIError('UNAUTHORIZED', {
            code: 'INVALID_EMAIL_OR_PASSWORD',
            message: formatMessage(attemptsLeft === 0 ? accountMessages.signInNowLocked : attemptsLeft === 1 ? accountMessages.signInNextLocks : accountMessages.signInAttemptsLeft, {
              count: attemptsLeft,
              minutes: SIGN_IN_LOCKOUT_MINUTES,
            }),
            attemptsLeft,
          });
        }
        const session = ctx.context.newSession;
        if (!session) return;
        const action = session.user.twoFactorEnabled ? AUDIT.twoFactorChallenge : AUDIT.signInSuccess;
        await settleAudit(db, attemptId, { action, email, actorUserId: session.user.id, targetType: 'session', targetId: session.session.id, ...from });
        return;
      }
      if (ctx.path && TWO_FACTOR_VERIFY_PATHS.has(ctx.path)) {
        const session = ctx.context.newSession;
        if (isAPIError(returned)) {
          await recordAudit(db, { action: 'auth.two_factor.failure', ...from, metadata: { path: ctx.path } });
        } else if (session && !ctx.context.session) {
          await recordAudit(db, { action: AUDIT.signInSuccess, email: session.user.email, actorUserId: session.user.id, targetType: 'session', targetId: session.session.id, ...from, metadata: { twoFactor: true } });
        } else if (ctx.context.session) {
          await recordAudit(db, { action: AUDIT.twoFactorEnabled, email: ctx.context.session.user.email, actorUserId: ctx.context.session.user.id, ...from });
        }
        return;
      }
      if (ctx.path === '/two-factor/disable' && !isAPIError(returned) && ctx.context.session) {
        await recordAudit(db, { action: AUDIT.twoFactorDisabled, email: ctx.context.session.user.email, actorUserId: ctx.context.session.user.id, ...from });
        return;
      }
      if (ctx.path === '/get-session' && returned && typeof returned === 'object' && 'session' in returned) {
        const { session } = returned as { session: { token: string; createdAt: Date | string } };
        if (Date.now() - new Date(session.createdAt).getTime() <= SESSION_ABSOLUTE_LIFETIME_MS) return;
        await ctx.context.internalAdapter.deleteSession(session.token);
        deleteSessionCookie(ctx);
        return ctx.json(null);
      }
    }),
  };
}
