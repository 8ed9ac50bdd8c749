// Sign-in throttling per account and per IP, counted from the audit trail itself (so it works
// across instances without extra state): failures in the last 15 minutes, per account only
// since that account's last successful sign-in. Unknown e-mail addresses are throttled exactly
// like existing ones, so the answers reveal nothing about which accounts exist.
// Count and check are atomic: an attempt writes its row as a failure first and counts after, so
// of N parallel attempts at most the limit get their password checked (issue 11, finding 5).
import { and, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { SIGN_IN_LOCKOUT_MINUTES } from '@shared/auth/lockout';
import { recordAudit, settleAudit, type AuditEntry } from '../audit/audit';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

export const THROTTLE_WINDOW_MS = SIGN_IN_LOCKOUT_MINUTES * 60 * 1000;
export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
}
/** Defaults of LOGIN_MAX_FAILURES_PER_ACCOUNT / LOGIN_MAX_FAILURES_PER_IP (env.ts). */
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = { perAccount: 5, perIp: 20 };

export const AUDIT = {
  signInSuccess: 'auth.sign_in.success',
  signInFailure: 'auth.sign_in.failure',
  signInThrottled: 'auth.sign_in.throttled',
  twoFactorChallenge: 'auth.sign_in.two_factor_challenge',
  signOut: 'auth.sign_out',
  registered: 'auth.register',
  registerExisting: 'auth.register.existing_email',
  verificationSent: 'auth.verification.sent',
  verificationRequested: 'auth.verification.resend_requested',
  verified: 'auth.verification.success',
  verificationFailed: 'auth.verification.failure',
  resetRequested: 'auth.password_reset.requested',
  resetCompleted: 'auth.password_reset.completed',
  resetFailed: 'auth.password_reset.failure',
  passwordChanged: 'auth.password.changed',
  passwordChangeFailed: 'auth.password.change_failure',
  passwordChangeThrottled: 'auth.password.change_throttled',
  sessionRevoked: 'auth.session.revoked',
  twoFactorEnabled: 'auth.two_factor.enabled',
  twoFactorDisabled: 'auth.two_factor.disabled',
  demoSignIn: 'auth.demo_sign_in',
} as const;

export interface ThrottleVerdict {
  blocked: 'account' | 'ip' | null;
  /** Whole minutes until the oldest counted failure leaves the window (at least 1). */
  retryAfterMinutes: number;
}

function minutesUntilFree(oldest: Date | null, now: number): number {
  if (!oldest) return 1;
  return Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MS - now) / 60_000));
}

async function failureTimes(db: Database, where: ReturnType<typeof and>, limit: number): Promise<Date[]> {
  const rows = await db.select({ at: auditLog.createdAt }).from(auditLog).where(where).orderBy(desc(auditLog.createdAt)).limit(limit);
  return rows.map((r) => r.at);
}

/** The account's counted failures (newest first, at most `limit`): in the window, since its last success. */
async function accountFailureTimes(db: Database, normalizedEmail: string, limit: number, now: number): Promise<Date[]> {
  const since = new Date(now - THROTTLE_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: max(auditLog.createdAt) })
    .from(auditLog)
    .where(and(eq(auditLog.action, AUDIT.signInSuccess), eq(auditLog.email, normalizedEmail)));
  const accountSince = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  return failureTimes(db, and(eq(auditLog.action, AUDIT.signInFailure), eq(auditLog.email, normalizedEmail), gt(auditLog.createdAt, accountSince)), limit);
}

/** Wrong passwords the account may still send before the lock-out (0: the next one locks). */
export async function signInAttemptsLeft(db: Database, email: string, perAccount = DEFAULT_THROTTLE_LIMITS.perAccount, now = Date.now()): Promise<number> {
  const failures = await accountFailureTimes(db, email.trim().toLowerCase(), perAccount, now);
  return Math.max(0, perAccount - failures.length);
}

export async function checkSignInThrottle(db: Database, email: string, ip: string | null, limits = DEFAULT_THROTTLE_LIMITS, now = Date.now()): Promise<ThrottleVerdict> {
  const since = new Date(now - THROTTLE_WINDOW_MS);
  const normalized = email.trim().toLowerCase();
  const accountFailures = await accountFailureTimes(db, normalized, limits.perAccount, now);
  if (accountFailures.length >= limits.perAccount) {
    return { blocked: 'account', retryAfterMinutes: minutesUntilFree(accountFailures.at(-1) ?? null, now) };
  }
  if (ip) {
    const ipFailures = await failureTimes(db, and(eq(auditLog.action, AUDIT.signInFailure), eq(auditLog.ip, ip), gt(auditLog.createdAt, since)), limits.perIp);
    if (ipFailures.length >= limits.perIp) return { blocked: 'ip', retryAfterMinutes: minutesUntilFree(ipFailures.at(-1) ?? null, now) };
  }
  return { blocked: null, retryAfterMinutes: 0 };
}

/** Verdict of a reserved attempt; `attemptId` is its audit row (a failure until settled), null when blocked. */
export interface Reservation<V> {
  verdict: V;
  attemptId: string | null;
}

/**
 * Writes the attempt's row as `failure` before its secret is checked and counts including it, in
 * one transaction holding advisory locks on `lockKeys` (the account, the address): parallel
 * attempts on the same keys take turns at this short step, so each counts exactly the attempts
 * before it and the first `limit` of any number of parallel attempts get checked, the rest are
 * blocked. (Without the lock, on PostgreSQL ten parallel attempts all wrote their rows before any
 * counted, and all ten were blocked.) A blocked attempt's row becomes `throttled`; an allowed one
 * is settled by the caller (settleAudit) into the real outcome.
 */
export async function reserveAttempt<V>(db: Database, lockKeys: string[], failure: AuditEntry, throttled: (verdict: V) => AuditEntry, check: (tx: Database) => Promise<V & { blocked: unknown }>): Promise<Reservation<V>> {
  return db.transaction(async (tx) => {
    // Sorted, so two attempts locking the same pair never wait on each other crosswise.
    for (const key of [...new Set(lockKeys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const attemptId = await recordAudit(tx, failure);
    const verdict = await check(tx);
    if (!verdict.blocked) return { verdict, attemptId };
    await settleAudit(tx, attemptId, throttled(verdict));
    return { verdict, attemptId: null };
  });
}

/** checkSignInThrottle for an attempt whose own failure row is already written (reserveAttempt). */
export function reserveSignInAttempt(db: Database, email: string, from: Pick<AuditEntry, 'ip' | 'userAgent'>, limits = DEFAULT_THROTTLE_LIMITS): Promise<Reservation<ThrottleVerdict>> {
  const normalized = email.trim().toLowerCase();
  return reserveAttempt(
    db,
    [`sign-in:account:${normalized}`, ...(from.ip ? [`sign-in:ip:${from.ip}`] : [])],
    { action: AUDIT.signInFailure, email: normalized, ...from, metadata: { pending: true } },
    (verdict) => ({ action: AUDIT.signInThrottled, email: normalized, ...from, metadata: { scope: verdict.blocked } }),
    (tx) => checkSignInThrottle(tx, normalized, from.ip ?? null, { perAccount: limits.perAccount + 1, perIp: limits.perIp + 1 }),
  );
}

/** How many of `actions` an IP (or e-mail) caused in the last `windowMs`: for the other flows' limits. */
export async function recentCount(db: Database, actions: string[], by: { ip?: string | null; email?: string }, windowMs: number): Promise<number> {
  const conditions = [inArray(auditLog.action, actions), gt(auditLog.createdAt, new Date(Date.now() - windowMs))];
  if (by.ip) conditions.push(eq(auditLog.ip, by.ip));
  if (by.email) conditions.push(eq(auditLog.email, by.email.trim().toLowerCase()));
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(...conditions));
  return row?.n ?? 0;
}
