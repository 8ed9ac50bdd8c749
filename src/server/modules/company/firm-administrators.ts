// A firm is never left without an active firm administrator (the `tenant` role, decisions 0501,
// 0506). Whoever takes the role away, removes a member or deactivates a user's account – the
// firm's own administrator, a platform admin acting in the firm or in the user list – goes through
// this one rule, in the caller's transaction.
import { type AnyColumn, type SQL, and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { members, users } from '../../db/schema';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';
import { holdsAnyRole } from '../../db/member-roles';

/** Members holding `tenant` (the role column is a comma-separated list). */
const holdsTenantRole = holdsAnyRole(members.role, ['tenant']);

// Aliases of their own, so that the count below can sit inside a query over `members` or `users`
// (a correlated subquery) without its columns meaning the outer query's rows.
const administrator = alias(members, 'administrator');
const administratorUser = alias(users, 'administrator_user');

/**
 * How many active administrators the firm has: members holding `tenant` whose account is not
 * deactivated (banned) by the platform admin – the one definition of an active firm
 * administrator (decisions 0506, 0510). `tenantId` is the firm's id, or a column such as
 * `tenants.id` to count per row of an outer query (one correlated subquery, as the platform
 * admin's companies list does); `exceptMemberId` leaves one membership out (the rule below).
 */
export function activeAdministratorCount(tenantId: AnyColumn | string, exceptMemberId?: string): SQL<number> {
  // An alias renders as its name only, so the tables are named before their aliases.
  return sql<number>`(select count(*)::int from ${members} ${administrator} join ${users} ${administratorUser} on ${eq(administratorUser.id, administrator.userId)} where ${and(
    eq(administrator.organizationId, tenantId),
    holdsAnyRole(administrator.role, ['tenant']),
    or(isNull(administratorUser.banned), eq(administratorUser.banned, false)),
    exceptMemberId === undefined ? undefined : ne(administrator.id, exceptMemberId),
  )})`;
}

/**
 * Refuses (MEMBER_LAST_ADMIN, or `code`) when no member of the firm but `exceptMemberId` would
 * still hold `tenant` with an active (not deactivated) account. Locks the firm's administrator
 * rows first (`for update`, ordered by id so two callers queue instead of deadlocking): two
 * administrators demoting or removing each other at once on PostgreSQL wait for one another, and
 * the second, once the first committed, re-reads the rows and no longer counts the one the first
 * took away. The active administrators are then counted by a second statement
 * (`activeAdministratorCount`), after the locks are held: under READ COMMITTED it sees a
 * deactivation committed while this call waited (that deactivation held the same locks, decision
 * 0506), which a join in the locking statement – whose snapshot predates the wait, and which
 * re-reads only the updated member rows – would not. That count reads the firm afresh, so an
 * administrator promoted meanwhile counts too (committed, and only ever one more).
 */
export async function assertFirmKeepsAnAdministrator(tx: TenantTx, tenantId: string, exceptMemberId: string, code: 'MEMBER_LAST_ADMIN' | 'USER_LAST_FIRM_ADMIN' = 'MEMBER_LAST_ADMIN'): Promise<void> {
  await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, tenantId), holdsTenantRole))
    .orderBy(members.id)
    .for('update');
  const [row] = resultRows<{ n: number }>(await tx.execute(sql`select ${activeAdministratorCount(tenantId, exceptMemberId)} as n`));
  if (Number(row?.n ?? 0) === 0) throw new DomainError(code);
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
