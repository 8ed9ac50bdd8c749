// Who calls the public API with a key (issue 36.2, decision 0390). `Authorization: Bearer vi_live_…`
// is accepted on /api/v1 only. The key is looked up by its SHA-256 on the owner connection (the
// tenant is not known before), and acts for the person who created it with that person's roles in
// the firm *now*, narrowed to the key's scopes: a key never outlives its creator's membership or
// permissions. The firm's plan must include api_access. Each key has its own request budget.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { isWellFormedApiKey, type ApiKeyScope } from '@shared/api-keys/api-keys';
import { parseMemberRoles, type TenantRole } from '@shared/permissions/roles';
import type { Database } from '../../db/client';
import { apiKeys, members, tenants, users } from '../../db/schema';
import { DomainError } from '../../lib/domain-error';
import { HttpError } from '../../lib/http-error';
import { hashApiKey } from './api-keys.service';
import type { KeyRateLimiter } from './key-rate-limit';
import { planIncludesApiAccess } from './plan-access';

export const PUBLIC_API_PREFIX = '/api/v1/';

export interface ApiKeyIdentity {
  keyId: string;
  tenantId: string;
  tenantName: string;
  user: { id: string; name: string; givenName: string | null; email: string; image: string | null };
  roles: TenantRole[];
  scopes: ApiKeyScope[];
}

/** The key of a request's `Authorization: Bearer …` header, or null when it carries none. */
export function bearerApiKey(authorization: string | undefined): string | null {
  if (!authorization || !authorization.startsWith('Bearer ')) return null;
  return authorization.slice('Bearer '.length).trim();
}

// A program calling the public API is told what to change – send a key, grant the key a scope –
// under the stable codes UNAUTHENTICATED and FORBIDDEN (decision 0479), not to sign in.
const KEY_REQUIRED_MESSAGE = 'A nyilvános API-hoz API-kulcs kell: küldd az „Authorization: Bearer vi_live_…” fejlécben. Kulcsot az iroda adminisztrátora hozhat létre az API-kulcsok oldalon.';

/** A public API request without a key (nor a session). */
export const apiKeyRequired = () => new HttpError(401, 'UNAUTHENTICATED', KEY_REQUIRED_MESSAGE);

/** A key's request its scopes do not cover: the missing scope (a permission key, as in /api/v1/whoami) is named. */
export const apiKeyScopeMissing = (scope: string) =>
  new DomainError('FORBIDDEN', `Ennek az API-kulcsnak nincs meg a kéréshez szükséges jogosultsága (${scope}). Az API-kulcsok oldalon hozz létre egy kulcsot ezzel a jogosultsággal.`);

/** Last use is written at most once a minute per key. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The identity behind `secret`: null for an unknown, revoked or expired key or one whose creator
 * left the firm; DomainError for a firm without API access (403) or a key over its budget (429).
 */
export async function authenticateApiKey(db: Database, limiter: KeyRateLimiter, secret: string, ip: string, now = new Date()): Promise<ApiKeyIdentity | null> {
  if (!isWellFormedApiKey(secret)) return null;
  const [row] = await db
    .select({
      key: apiKeys,
      tenantName: tenants.name,
      suspendedAt: tenants.suspendedAt,
      roles: members.role,
      user: { id: users.id, name: users.name, givenName: users.givenName, email: users.email, image: users.image, banned: users.banned },
    })
    .from(apiKeys)
    .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .innerJoin(members, and(eq(members.organizationId, apiKeys.tenantId), eq(members.userId, apiKeys.createdBy)))
    .where(and(eq(apiKeys.secretHash, hashApiKey(secret)), isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))))
    .limit(1);
  if (!row || row.suspendedAt || row.user.banned) return null;
  const roles = parseMemberRoles(row.roles).filter((r) => r !== 'customer');
  if (roles.length === 0) return null;
  if (!(await planIncludesApiAccess(db, row.key.tenantId))) throw new DomainError('API_ACCESS_NOT_INCLUDED');
  if (!(await limiter.take(row.key.id, row.key.ratePerMinute, now.getTime()))) throw new DomainError('RATE_LIMITED');
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now, lastUsedIp: ip })
      .where(and(eq(apiKeys.id, row.key.id), or(isNull(apiKeys.lastUsedAt), sql`${apiKeys.lastUsedAt} <= ${new Date(now.getTime() - LAST_USED_RESOLUTION_MS)}`)));
  }
  const { banned: _banned, ...user } = row.user;
  return { keyId: row.key.id, tenantId: row.key.tenantId, tenantName: row.tenantName, user, roles, scopes: row.key.scopes };
}
