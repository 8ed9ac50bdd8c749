// A firm is never left without a firm administrator (the `tenant` role, decision 0501). Whoever
// takes the role away or removes a member – the firm's own administrator, a platform admin acting
// in the firm or in the user list – goes through this one rule, in the caller's transaction.
import { and, eq, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';

/** Members holding `tenant` (the role column is a comma-separated list). */
const holdsTenantRole = sql`(',' || ${members.role} || ',') like '%,tenant,%'`;

/**
 * Refuses (MEMBER_LAST_ADMIN) when no member of the firm but `exceptMemberId` would still hold
 * `tenant`. Locks the firm's administrator rows first (`for update`, ordered by id so two callers
 * queue instead of deadlocking): two administrators demoting or removing each other at once on
 * PostgreSQL wait for one another, and the second, once the first committed, re-reads the rows
 * and no longer counts the one the first took away.
 */
export async function assertFirmKeepsAnAdministrator(tx: TenantTx, tenantId: string, exceptMemberId: string): Promise<void> {
  const administrators = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, tenantId), holdsTenantRole))
    .orderBy(members.id)
    .for('update');
  if (!administrators.some((m) => m.id !== exceptMemberId)) throw new DomainError('MEMBER_LAST_ADMIN');
}
