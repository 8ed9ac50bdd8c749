// A firm is never left without an active firm administrator (the `tenant` role, decisions 0501,
// 0506). Whoever takes the role away, removes a member or deactivates a user's account – the
// firm's own administrator, a platform admin acting in the firm or in the user list – goes through
// this one rule, in the caller's transaction.
import { and, eq, inArray, or, isNull } from 'drizzle-orm';
import { members, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';
import { holdsAnyRole } from '../../db/member-roles';

/** Members holding `tenant` (the role column is a comma-separated list). */
const holdsTenantRole = holdsAnyRole(members.role, ['tenant']);

/** Accounts not deactivated (banned) by the platform admin: only these administer a firm. */
const notBanned = or(isNull(users.banned), eq(users.banned, false));

/**
 * Refuses (MEMBER_LAST_ADMIN, or `code`) when no member of the firm but `exceptMemberId` would
 * still hold `tenant` with an active (not deactivated) account. Locks the firm's administrator
 * rows first (`for update`, ordered by id so two callers queue instead of deadlocking): two
 * administrators demoting or removing each other at once on PostgreSQL wait for one another, and
 * the second, once the first committed, re-reads the rows and no longer counts the one the first
 * took away. Whether their accounts are active is read by a second statement, after the locks are
 * held: under READ COMMITTED it sees a deactivation committed while this call waited (that
 * deactivation held the same locks, decision 0506), which a join in the locking statement – whose
 * snapshot predates the wait, and which re-reads only the updated member rows – would not.
 */
export async function assertFirmKeepsAnAdministrator(tx: TenantTx, tenantId: string, exceptMemberId: string, code: 'MEMBER_LAST_ADMIN' | 'USER_LAST_FIRM_ADMIN' = 'MEMBER_LAST_ADMIN'): Promise<void> {
  const administrators = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, tenantId), holdsTenantRole))
    .orderBy(members.id)
    .for('update');
  const others = administrators.filter((m) => m.id !== exceptMemberId).map((m) => m.id);
  const active =
    others.length === 0
      ? []
      : await tx
          .select({ id: members.id })
          .from(members)
          .innerJoin(users, eq(users.id, members.userId))
          .where(and(inArray(members.id, others), notBanned));
  if (active.length === 0) throw new DomainError(code);
}

/**
 * Refuses (USER_LAST_FIRM_ADMIN) deactivating a user who is the only active administrator of any
 * of her firms (decision 0506): the rule above for each firm in which she holds `tenant`, in the
 * order of the firms' ids, so that two deactivations of administrators of the same firms lock
 * them in one order and never deadlock. Runs in the deactivation's transaction, outside any
 * firm's tenant scope (platform admin).
 */
export async function assertUserLeavesFirmsAnAdministrator(tx: TenantTx, userId: string): Promise<void> {
  const memberships = await tx
    .select({ id: members.id, tenantId: members.organizationId })
    .from(members)
    .where(and(eq(members.userId, userId), holdsTenantRole))
    .orderBy(members.organizationId);
  for (const m of memberships) await assertFirmKeepsAnAdministrator(tx, m.tenantId, m.id, 'USER_LAST_FIRM_ADMIN');
}
