import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/tenant-scope';
import { contacts } from '../../db/schema';

/** Contacts of one tenant. Always used inside withTenant: RLS and the explicit condition agree. */
export function contactsRepo(tx: TenantTx, tenantId: string) {
  const own = eq(contacts.tenantId, tenantId);
  return {
    async list(limit: number, offset: number) {
      // The total rides along as a window count (one round trip); only a page past the end,
      // which has no row to carry it, needs a separate count.
      const rows = await tx
        .select({ contact: contacts, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(contacts)
        .where(own)
        .orderBy(desc(contacts.createdAt), contacts.id)
        .limit(limit)
        .offset(offset);
      if (rows.length > 0) return { items: rows.map((r) => r.contact), total: rows[0]!.total };
      if (offset === 0) return { items: [], total: 0 };
      const [totals] = await tx.select({ total: count() }).from(contacts).where(own);
      return { items: [], total: totals?.total ?? 0 };
    },
    async get(id: string) {
      const [row] = await tx.select().from(contacts).where(and(own, eq(contacts.id, id)));
      return row ?? null;
    },
  };
}
