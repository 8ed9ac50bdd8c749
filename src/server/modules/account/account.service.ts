// E-mail verification, forgot/reset password, password change and own sessions (spec 2.7, 7.2).
// Answers never depend on whether an account exists; throttles count audit rows.
import { and, desc, eq, gt, inArray, max, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountMessages, formatMessage, type AccountSession } from '@shared/auth/account.schemas';
import { recordAudit, settleAudit, type AuditEntry } from '../../audit/audit';
import { consumeToken, issueToken, peekToken } from '../../auth/one-time-tokens';
import { hashPassword, verifyPassword } from '../../auth/password-hashing';
import { AUDIT, recentCount, reserveAttempt, THROTTLE_WINDOW_MS } from '../../auth/throttle';
import { accounts, auditLog, sessions, users } from '../../db/schema';
import { passwordChangedMail, passwordResetMail } from '../../mail/templates';
import { HttpError } from '../../lib/http-error';
import { sendVerification } from './registration.service';
import { tellFirmsOnVerification } from './join-requests.service';

type Origin = Pick<AuditEntry, 'ip' | 'userAgent'>;

export const RESEND_COOLDOWN_MS = 60_000;
export const FORGOT_COOLDOWN_MS = 60_000;
const IP_WINDOW_MS = 15 * 60_000;
/** Requests per IP per 15 minutes for the e-mail-sending flows. */
export const MAX_MAIL_REQUESTS_PER_IP = 10;

async function guardIp(app: FastifyInstance, actions: string[], ip: string | null | undefined, max = MAX_MAIL_REQUESTS_PER_IP, windowMs = IP_WINDOW_MS) {
  if (!ip) return;
  if ((await recentCount(app.db, actions, { ip }, windowMs)) >= max) {
    throw new HttpError(429, 'RATE_LIMITED', formatMessage(accountMessages.requestsThrottledIp, { minutes: Math.round(windowMs / 60_000) }));
  }
}

export const REGISTRATION_WINDOW_MS = 60 * 60_000;

/**
 * Registrations per client address and hour (REGISTRATION_MAX_PER_IP), checked before the
 * password is hashed or anything is written: each one costs an argon2 hash, a user, maybe a
 * tenant, and a mail to whatever address was typed (issue 11, finding 5).
 */
export function guardRegistration(app: FastifyInstance, ip: string | null | undefined) {
  return guardIp(app, [AUDIT.registered, AUDIT.registerExisting], ip, app.env.REGISTRATION_MAX_PER_IP, REGISTRATION_WINDOW_MS);
}

export async function verifyEmail(app: FastifyInstance, token: string, origin: Origin) {
  const result = await app.db.transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'email_verification');
    if (!used) return null;
    const [user] = await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, used.userId)).returning({ id: users.id, email: users.email, name: users.name });
    return user ?? null;
  });
  if (!result) {
    await recordAudit(app.db, { action: AUDIT.verificationFailed, ...origin });
    throw new HttpError(400, 'VERIFICATION_TOKEN_INVALID', accountMessages.verificationTokenInvalid);
  }
  await recordAudit(app.db, { action: AUDIT.verified, email: result.email, actorUserId: result.id, targetType: 'user', targetId: result.id, ...origin });
  await tellFirmsOnVerification(app, result);
  return { success: true, message: accountMessages.verified, email: result.email };
}

export async function resendVerification(app: FastifyInstance, email: string, origin: Origin) {
  const normalized = email.toLowerCase();
  const [last] = await app.db
    .select({ at: max(auditLog.createdAt) })
    .from(auditLog)
    .where(and(inArray(auditLog.action, [AUDIT.verificationRequested, AUDIT.registered]), eq(auditLog.email, normalized), gt(auditLog.createdAt, new Date(Date.now() - RESEND_COOLDOWN_MS))));
  if (last?.at) {
    return { success: false, message: accountMessages.resendTooSoon, canResendAt: new Date(last.at.getTime() + RESEND_COOLDOWN_MS).toISOString() };
  }
  await guardIp(app, [AUDIT.verificationRequested], origin.ip);
  await recordAudit(app.db, { action: AUDIT.verificationRequested, email: normalized, ...origin });
  const [user] = await app.db.select({ id: users.id, name: users.name, email: users.email, verified: users.emailVerified }).from(users).where(eq(users.email, normalized));
  if (user && !user.verified) sendVerification(app, user, origin);
  return { success: true, message: accountMessages.resendSent, canResendAt: new Date(Date.now() + RESEND_COOLDOWN_MS).toISOString() };
}

export async function forgotPassword(app: FastifyInstance, email: string, origin: Origin) {
  const normalized = email.toLowerCase();
  await guardIp(app, [AUDIT.resetRequested], origin.ip);
  const recentForEmail = await recentCount(app.db, [AUDIT.resetRequested], { email: normalized }, FORGOT_COOLDOWN_MS);
  const [user] = await app.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, normalized));
  await recordAudit(app.db, { action: AUDIT.resetRequested, email: normalized, actorUserId: user?.id ?? null, ...origin, metadata: { sent: Boolean(user) && recentForEmail === 0 } });
  // A second request within a minute sends nothing new; the answer stays the same.
  // Token and mail are made off the request path, so known and unknown addresses take as long.
  if (user && recentForEmail === 0) {
    app.mailer.sendLater(async () => {
      const token = await issueToken(app.db, user.id, 'password_reset');
      return { to: normalized, ...passwordResetMail(user.name || normalized, `${app.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`) };
    });
  }
  return { success: true, message: accountMessages.forgotSent };
}

/** A reset link, or the first-password link of an account someone created for its owner (decision 0330). */
export async function validateResetToken(app: FastifyInstance, token: string) {
  const reset = await peekToken(app.db, token, 'password_reset');
  if (reset) return { isValid: true, email: reset.email, firstPassword: false };
  const first = await peekToken(app.db, token, 'first_password');
  return first ? { isValid: true, email: first.email, firstPassword: true } : { isValid: false, error: accountMessages.resetTokenInvalid };
}

async function setPassword(tx: Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0], userId: string, passwordHash: string) {
  await tx
    .update(accounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

export async function resetPassword(app: FastifyInstance, token: string, password: string, origin: Origin) {
  const passwordHash = await hashPassword(password);
  let firstPassword = false;
  const user = await app.db.transaction(async (tx) => {
    let used = await consumeToken(tx, token, 'password_reset');
    if (!used) {
      used = await consumeToken(tx, token, 'first_password');
      firstPassword = used !== null;
    }
    if (!used) return null;
    await setPassword(tx, used.userId, passwordHash);
    // Whoever followed the link controls the mailbox: that verifies it too. Every session ends.
    const [row] = await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, used.userId)).returning({ id: users.id, name: users.name, email: users.email });
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    return row ?? null;
  });
  if (!user) {
    await recordAudit(app.db, { action: AUDIT.resetFailed, ...origin });
    throw new HttpError(400, 'RESET_TOKEN_INVALID', accountMessages.resetTokenInvalid);
  }
  await recordAudit(app.db, { action: AUDIT.resetCompleted, email: user.email, actorUserId: user.id, targetType: 'user', targetId: user.id, ...origin, metadata: { firstPassword } });
  // A first password is not a changed one: no "A jelszavad megváltozott" for it (issue 38.2).
  if (firstPassword) return { success: true, message: accountMessages.firstPasswordSet };
  app.mailer.sendLater({ to: user.email, ...passwordChangedMail(user.name || user.email) });
  return { success: true, message: accountMessages.resetDone };
}

/**
 * The current-password check is a password oracle for whoever holds a session: like sign-in it
 * allows LOGIN_MAX_FAILURES_PER_ACCOUNT wrong answers per 15 minutes, counted atomically.
 */
async function reservePasswordCheck(app: FastifyInstance, me: { id: string; email: string }, origin: Origin) {
  const entry = { email: me.email, actorUserId: me.id, ...origin };
  return reserveAttempt(
    app.db,
    [`password-check:${me.id}`],
    { action: AUDIT.passwordChangeFailed, ...entry, metadata: { pending: true } },
    () => ({ action: AUDIT.passwordChangeThrottled, ...entry }),
    async (tx) => ({ blocked: (await recentCount(tx, [AUDIT.passwordChangeFailed], { email: me.email }, THROTTLE_WINDOW_MS)) > app.env.LOGIN_MAX_FAILURES_PER_ACCOUNT }),
  );
}

export async function updatePassword(app: FastifyInstance, me: { id: string; name: string; email: string; sessionId: string }, currentPassword: string, password: string, origin: Origin) {
  const { attemptId } = await reservePasswordCheck(app, me, origin);
  if (!attemptId) throw new HttpError(429, 'RATE_LIMITED', formatMessage(accountMessages.passwordCheckThrottled, { minutes: THROTTLE_WINDOW_MS / 60_000 }));
  const [credential] = await app.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, me.id), eq(accounts.providerId, 'credential')));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password: currentPassword }))) {
    await settleAudit(app.db, attemptId, { action: AUDIT.passwordChangeFailed, email: me.email, actorUserId: me.id, ...origin });
    throw new HttpError(400, 'INVALID_CURRENT_PASSWORD', accountMessages.currentPasswordWrong, { currentPassword: accountMessages.currentPasswordWrong });
  }
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    await setPassword(tx, me.id, passwordHash);
    await tx.delete(sessions).where(and(eq(sessions.userId, me.id), ne(sessions.id, me.sessionId)));
  });
  await settleAudit(app.db, attemptId, { action: AUDIT.passwordChanged, email: me.email, actorUserId: me.id, targetType: 'user', targetId: me.id, ...origin });
  app.mailer.sendLater({ to: me.email, ...passwordChangedMail(me.name || me.email) });
  return { success: true, message: accountMessages.passwordChanged };
}

export async function listSessions(app: FastifyInstance, userId: string, currentSessionId: string): Promise<AccountSession[]> {
  const rows = await app.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  // This device first, then the most recently active.
  rows.sort((a, b) => Number(b.id === currentSessionId) - Number(a.id === currentSessionId));
  return rows.map((s) => ({
    id: s.id,
    current: s.id === currentSessionId,
    createdAt: s.createdAt.toISOString(),
    lastActiveAt: s.updatedAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    ipAddress: s.ipAddress,
    userAgent: s.userAgent,
  }));
}

export async function revokeSession(app: FastifyInstance, me: { id: string; email: string }, sessionId: string, origin: Origin) {
  const deleted = await app.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, me.id)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new HttpError(404, 'NOT_FOUND', accountMessages.sessionNotFound);
  await recordAudit(app.db, { action: AUDIT.sessionRevoked, email: me.email, actorUserId: me.id, targetType: 'session', targetId: sessionId, ...origin });
}
