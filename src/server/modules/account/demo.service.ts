// The seeded demo accounts (DEMO_MODE only; decision 0270: the route calls these): the list the
// demo sign-in shows, without passwords, and the sign-in itself, audited here.
import { inArray } from 'drizzle-orm';
import { accountMessages } from '@shared/auth/account.schemas';
import { recordAudit } from '../../audit/audit';
import { AUDIT } from '../../auth/throttle';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../../db/seed';
import { DomainError } from '../../lib/domain-error';
import type { Auth } from '../../auth/auth';

export async function presentDemoAccounts(db: Database) {
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    );
  const emails = new Set(present.map((p) => p.email));
  return demoAccounts.filter((a) => emails.has(a.email)).map((a) => ({ email: a.email, name: a.name, roles: [...(a.platformRole ? [a.platformRole] : []), ...a.tenantRoles] }));
}

/**
 * Signs in as a seeded demo account through better-auth (the demo password never leaves the
 * server) and audits it (`AUDIT.demoSignIn`); answers the session cookies to set.
 */
export async function signInDemoAccount(db: Database, auth: Auth, email: string, headers: Headers, ip: string): Promise<string[]> {
  const normalized = email.toLowerCase();
  if (!demoAccounts.some((a) => a.email === normalized)) throw new DomainError('NOT_FOUND', accountMessages.demoDisabled);
  headers.set('content-type', 'application/json');
  const response = await auth.api.signInEmail({ body: { email: normalized, password: DEMO_PASSWORD }, headers, asResponse: true });
  if (!response.ok) throw new DomainError('DEMO_SIGN_IN_FAILED', accountMessages.demoDisabled);
  await recordAudit(db, { action: AUDIT.demoSignIn, email: normalized, ip });
  return response.headers.getSetCookie();
}
