import { and, count, desc, eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/tenant-scope';
import { contacts } from '../../db/schema';

/** Contacts of one tenant. Always used inside withTenant: RLS and the explicit condition agree. */
export function contactsRepo(tx: TenantTx, tenantId: string) {
  const own = eq(contacts.tenantId, tenantId);
  return {
    async list(limit: number, offset: number) {
      const [items, totals] = await Promise.all([
        tx.select().from(contacts).where(own).orderBy(desc(contacts.createdAt), contacts.id).limit(limit).offset(offset),
        tx.select({ total: count() }).from(contacts).where(own),
      ]);
      return { items, total: totals[0]?.total ?? 0 };
    },
    async get(id: string) {
      const [row] = await tx.select().from(contacts).where(and(own, eq(contacts.id, id)));
      return row ?? null;
    },
  };
}
