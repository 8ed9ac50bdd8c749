// Single-use tokens for e-mail verification and password reset. The raw token (32 random
// bytes, base64url) only travels in the e-mail; the database keeps its SHA-256, so a leaked
// table grants nothing. Consuming is one conditional UPDATE, so a token works exactly once
// even under concurrent requests.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens, users } from '../db/schema';
import { INVITATION_DAYS } from '@shared/join-requests/join-requests.schemas';

/** `first_password`: the link of an account someone else created (an invitation, decision 0330). */
export type TokenPurpose = 'email_verification' | 'password_reset' | 'first_password';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  email_verification: 24 * 60 * 60 * 1000,
  password_reset: 15 * 60 * 1000, // spec 9: reset link valid 15 minutes
  first_password: INVITATION_DAYS * 24 * 60 * 60 * 1000,
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Issues a new token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Database, userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
    await tx.insert(authTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]), createdAt: now });
  });
  return token;
}

/** The user a live (unused, unexpired) token belongs to, without using it up. */
export async function peekToken(db: Database, token: string, purpose: TokenPurpose): Promise<{ userId: string; email: string } | null> {
  if (!token) return null;
  const [row] = await db
    .select({ userId: authTokens.userId, email: users.email })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())));
  return row ?? null;
}

/** Uses the token up inside `tx`; returns its user, or null when it is unknown, used or expired. */
export async function consumeToken(tx: Database | Tx, token: string, purpose: TokenPurpose): Promise<{ userId: string } | null> {
  if (!token) return null;
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
    .returning({ userId: authTokens.userId });
  return row ?? null;
}
