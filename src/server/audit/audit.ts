// recordAudit: one row in audit_log per sensitive action. Any feature may call it, with the
// owner connection (platform events) or inside withTenant (tenant events; RLS then requires the
// row's tenant to be the transaction's tenant).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor, ActorKind } from '../actor/actor';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import type { StatementParams, TenantTx } from '../db/tenant-scope';

export interface AuditEntry {
  action: string;
  tenantId?: string | null;
  actorUserId?: string | null;
  actorKind?: ActorKind | null;
  actorId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** Never credentials or tokens. */
  metadata?: Record<string, unknown> | null;
}

function auditValues(entry: AuditEntry) {
  return {
    action: entry.action,
    tenantId: entry.tenantId ?? null,
    actorUserId: entry.actorUserId ?? null,
    actorKind: entry.actorKind ?? null,
    actorId: entry.actorId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    email: entry.email?.trim().toLowerCase() ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    metadata: entry.metadata ?? null,
  };
}

/** Writes the row; returns its id. */
export async function recordAudit(db: Database | TenantTx, entry: AuditEntry): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(auditLog).values({ id, ...auditValues(entry) });
  return id;
}

/**
 * Rewrites a row written before the outcome was known (an attempt counted as a failure while a
 * password is checked, see auth/throttle.ts) into the outcome. Without an id it records anew.
 */
export async function settleAudit(db: Database, id: string | null, entry: AuditEntry): Promise<void> {
  if (!id) {
    await recordAudit(db, entry);
    return;
  }
  await db.update(auditLog).set(auditValues(entry)).where(eq(auditLog.id, id));
}

/** Who and where from: what a route hands its service for the audit entries it writes. */
export type RequestOrigin = Pick<AuditEntry, 'ip' | 'userAgent' | 'actorUserId' | 'tenantId'>;

/** Who and where from, for an audit entry made while serving `request`. */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    actorUserId: request.ctx?.user.id ?? null,
    tenantId: request.ctx?.tenantId ?? null,
  };
}

/** Who and where from, as the audit trail records an actor (decision 0290). */
export function actorOrigin(actor: Pick<Actor, 'kind' | 'id' | 'userId' | 'origin'> & { tenantId: string | null }): RequestOrigin & Pick<AuditEntry, 'actorKind' | 'actorId'> {
  return {
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    actorKind: actor.kind,
    actorId: actor.id,
    ip: actor.origin?.ip ?? null,
    userAgent: actor.origin?.userAgent ?? null,
  };
}

/** What a change is about: the audit entry's target, the domain event's subject. */
export interface Subject {
  type: string;
  id: string;
}

/**
 * The audit entry of a change a service makes for `actor`, in the transaction of the change
 * (`tx`): `await audit(tx, actor, 'matters.create', { type: 'matter', id }, { number })`.
 */
export function audit(tx: Database | TenantTx, actor: Parameters<typeof actorOrigin>[0], action: string, target: Subject | null, metadata: Record<string, unknown> = {}): Promise<string> {
  return recordAudit(tx, { ...actorOrigin(actor), action, targetType: target?.type ?? null, targetId: target?.id ?? null, metadata });
}

/**
 * `audit`'s row as the head of a hand-written insert (`insert into audit_log (…) select …`), for a
 * change written in one message (decision 0441): the caller appends its `where` and collects the
 * parameters in `p`. The same columns as `recordAudit` writes.
 */
export function auditInsert(p: StatementParams, actor: Parameters<typeof actorOrigin>[0], action: string, target: Subject | null, metadata: Record<string, unknown> = {}): string {
  const v = auditValues({ ...actorOrigin(actor), action, targetType: target?.type ?? null, targetId: target?.id ?? null, metadata });
  return (
    'insert into audit_log (id, tenant_id, actor_user_id, actor_kind, actor_id, action, target_type, target_id, email, ip, user_agent, metadata) select ' +
    [crypto.randomUUID(), v.tenantId, v.actorUserId, v.actorKind, v.actorId, v.action, v.targetType, v.targetId, v.email, v.ip, v.userAgent].map((x) => `${p.add(x)}::text`).join(', ') +
    `, ${p.add(v.metadata === null ? null : JSON.stringify(v.metadata))}::jsonb`
  );
}
