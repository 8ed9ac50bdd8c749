// Managing a firm's API keys (issue 36.2, decision 0390): list, create (the secret answered once),
// revoke, rotate with an overlap. Every change is audited and written as a domain event by the
// service, for whichever actor calls it.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ApiKey, apiKeyFromRandom, apiKeyStatus, API_KEY_START_LENGTH, type CreateApiKeyBody } from '@shared/api-keys/api-keys';
import { authorize, can, type PersonActor } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { apiKeys, type ApiKeyRow, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { DomainError } from '../../lib/domain-error';
import { planIncludesApiAccess } from './plan-access';

declare module '../../events/domain-events' {
  interface DomainEventPayloads {
    'api_key.created': { name: string; scopes: string[]; expiresAt: string | null; rotatedFrom: string | null };
    'api_key.revoked': { name: string };
    'api_key.rotated': { name: string; replacedBy: string; oldExpiresAt: string };
  }
}

/** Who manages the firm's keys: its administrators (decision 0390). */
export const API_KEYS_PERMISSION = 'canEditSettings' as const;

export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

const firmHasApiAccess = planIncludesApiAccess;

function toApiKey(row: ApiKeyRow, creator: { id: string | null; name: string | null }, now: Date): ApiKey {
  const dates = { revokedAt: row.revokedAt?.toISOString() ?? null, expiresAt: row.expiresAt?.toISOString() ?? null };
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    createdBy: creator.id ? { id: creator.id, name: creator.name ?? '' } : null,
    ...dates,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    replacedBy: row.replacedBy,
    ratePerMinute: row.ratePerMinute,
    status: apiKeyStatus(dates, now),
  };
}

const creators = alias(users, 'creators');

async function keyRows(tx: TenantTx, tenantId: string, id?: string) {
  return tx
    .select({ key: apiKeys, creatorId: creators.id, creatorName: creators.name })
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.createdBy))
    .where(id ? and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, id)) : eq(apiKeys.tenantId, tenantId))
    .orderBy(desc(apiKeys.createdAt));
}

export async function listApiKeys(tx: TenantTx, actor: PersonActor, now = new Date()) {
  authorize(actor, API_KEYS_PERMISSION);
  const rows = await keyRows(tx, actor.tenantId);
  return {
    items: rows.map((r) => toApiKey(r.key, { id: r.creatorId, name: r.creatorName }, now)),
    apiAccess: await firmHasApiAccess(tx, actor.tenantId),
  };
}

async function oneKey(tx: TenantTx, actor: PersonActor, id: string, now: Date): Promise<{ row: ApiKeyRow; key: ApiKey }> {
  const [r] = await keyRows(tx, actor.tenantId, id);
  if (!r) throw new DomainError('API_KEY_NOT_FOUND');
  return { row: r.key, key: toApiKey(r.key, { id: r.creatorId, name: r.creatorName }, now) };
}

/** A fresh secret and what is stored of it: its start (to recognise it) and its hash. */
export function newKeySecret() {
  const secret = apiKeyFromRandom(randomBytes(32));
  return { secret, start: secret.slice(0, API_KEY_START_LENGTH), secretHash: hashApiKey(secret) };
}

async function insertKey(tx: TenantTx, actor: PersonActor, values: { name: string; scopes: ApiKey['scopes']; expiresAt: Date | null; ratePerMinute?: number }) {
  const { secret, start, secretHash } = newKeySecret();
  const [row] = await tx
    .insert(apiKeys)
    .values({
      tenantId: actor.tenantId,
      name: values.name,
      start,
      secretHash,
      scopes: values.scopes,
      createdBy: actor.userId,
      expiresAt: values.expiresAt,
      ...(values.ratePerMinute ? { ratePerMinute: values.ratePerMinute } : {}),
    })
    .returning();
  return { row: row!, secret };
}

/** A new key for the actor's firm; the secret is returned here only. */
export async function createApiKey(tx: TenantTx, actor: PersonActor, body: CreateApiKeyBody, now = new Date()) {
  authorize(actor, API_KEYS_PERMISSION);
  if (!(await firmHasApiAccess(tx, actor.tenantId))) throw new DomainError('API_ACCESS_NOT_INCLUDED');
  // A key acts for its creator: it may not be granted what the creator does not hold.
  const notHeld = body.scopes.filter((scope) => !can(actor, scope));
  if (notHeld.length) throw new DomainError('API_KEY_SCOPE_NOT_HELD', undefined, { scopes: notHeld.join(', ') });
  const expiresAt = body.expiresInDays === null ? null : new Date(now.getTime() + body.expiresInDays * 86_400_000);
  const { row, secret } = await insertKey(tx, actor, { name: body.name, scopes: body.scopes, expiresAt });
  await audit(tx, actor, 'api_keys.create', { type: 'api_key', id: row.id }, { name: row.name, scopes: row.scopes, expiresAt: expiresAt?.toISOString() ?? null });
  await emit(tx, actor, 'api_key.created', { type: 'api_key', id: row.id }, { name: row.name, scopes: row.scopes, expiresAt: expiresAt?.toISOString() ?? null, rotatedFrom: null });
  return { key: (await oneKey(tx, actor, row.id, now)).key, secret };
}

export async function revokeApiKey(tx: TenantTx, actor: PersonActor, id: string, now = new Date()) {
  authorize(actor, API_KEYS_PERMISSION);
  const { row } = await oneKey(tx, actor, id, now);
  if (row.revokedAt) throw new DomainError('API_KEY_REVOKED');
  await tx
    .update(apiKeys)
    .set({ revokedAt: now, revokedBy: actor.userId })
    .where(and(eq(apiKeys.tenantId, actor.tenantId), eq(apiKeys.id, id)));
  await audit(tx, actor, 'api_keys.revoke', { type: 'api_key', id }, { name: row.name });
  await emit(tx, actor, 'api_key.revoked', { type: 'api_key', id }, { name: row.name });
  return (await oneKey(tx, actor, id, now)).key;
}

/**
 * A new key with the old one's name, scopes and remaining lifetime; the old one keeps working for
 * `overlapHours` (or until its own earlier expiry) so the caller can switch without downtime.
 */
export async function rotateApiKey(tx: TenantTx, actor: PersonActor, id: string, overlapHours: number, now = new Date()) {
  authorize(actor, API_KEYS_PERMISSION);
  if (!(await firmHasApiAccess(tx, actor.tenantId))) throw new DomainError('API_ACCESS_NOT_INCLUDED');
  const { row, key } = await oneKey(tx, actor, id, now);
  if (key.status === 'revoked' || key.status === 'expired' || row.replacedBy) throw new DomainError('API_KEY_REVOKED');
  const notHeld = row.scopes.filter((scope) => !can(actor, scope));
  if (notHeld.length) throw new DomainError('API_KEY_SCOPE_NOT_HELD', undefined, { scopes: notHeld.join(', ') });
  const fresh = await insertKey(tx, actor, { name: row.name, scopes: row.scopes, expiresAt: row.expiresAt, ratePerMinute: row.ratePerMinute });
  const overlapEnds = new Date(now.getTime() + overlapHours * 3_600_000);
  const oldExpiresAt = row.expiresAt && row.expiresAt < overlapEnds ? row.expiresAt : overlapEnds;
  await tx
    .update(apiKeys)
    .set({ expiresAt: oldExpiresAt, replacedBy: fresh.row.id })
    .where(and(eq(apiKeys.tenantId, actor.tenantId), eq(apiKeys.id, id)));
  await audit(tx, actor, 'api_keys.rotate', { type: 'api_key', id }, { name: row.name, replacedBy: fresh.row.id, oldExpiresAt: oldExpiresAt.toISOString() });
  await emit(tx, actor, 'api_key.rotated', { type: 'api_key', id }, { name: row.name, replacedBy: fresh.row.id, oldExpiresAt: oldExpiresAt.toISOString() });
  await emit(tx, actor, 'api_key.created', { type: 'api_key', id: fresh.row.id }, { name: row.name, scopes: row.scopes, expiresAt: row.expiresAt?.toISOString() ?? null, rotatedFrom: id });
  return { key: (await oneKey(tx, actor, fresh.row.id, now)).key, secret: fresh.secret };
}
