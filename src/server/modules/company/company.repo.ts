// The own company and its members, always inside withTenant: RLS and the explicit condition agree.
import { and, count, eq } from 'drizzle-orm';
import { parseMemberRoles, type TenantRole } from '@shared/permissions/roles';
import { members, tenants, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { hungarianOrder, inHungarianOrder } from '../../db/collation';

export function companyRepo(tx: TenantTx, tenantId: string) {
  const ownMembers = eq(members.organizationId, tenantId);
  return {
    async get() {
      const [row] = await tx.select({ id: tenants.id, name: tenants.name, slug: tenants.slug }).from(tenants).where(eq(tenants.id, tenantId));
      if (!row) return null;
      const [n] = await tx.select({ n: count() }).from(members).where(ownMembers);
      return { ...row, memberCount: n?.n ?? 0 };
    },
    async rename(name: string) {
      await tx.update(tenants).set({ name }).where(eq(tenants.id, tenantId));
    },
    async members() {
      const rows = await tx
        .select({ id: members.id, userId: members.userId, name: users.name, email: users.email, role: members.role })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(ownMembers)
        .orderBy(hungarianOrder(tx, users.name), users.id);
      return inHungarianOrder(tx, rows, (r) => r.name).map((r) => ({ id: r.id, userId: r.userId, name: r.name, email: r.email, roles: parseMemberRoles(r.role) }));
    },
    async setRoles(memberId: string, roles: TenantRole[]) {
      const updated = await tx
        .update(members)
        .set({ role: [...new Set(roles)].join(',') })
        .where(and(ownMembers, eq(members.id, memberId)))
        .returning({ id: members.id, userId: members.userId });
      return updated[0] ?? null;
    },
  };
}
