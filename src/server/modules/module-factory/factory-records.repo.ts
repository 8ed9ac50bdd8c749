// A firm's records of one factory module. Always inside withTenant: RLS and the explicit tenant
// condition agree, so another firm's record is simply not found.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/tenant-scope';
import { contacts, factoryRecords, matters } from '../../db/schema';

/** A stored record, as the routes shape it (they do not import the schema, decision 0270). */
export type { FactoryRecordRow } from '../../db/schema';

export function factoryRecordsRepo(tx: TenantTx, tenantId: string, moduleKey: string) {
  const own = and(eq(factoryRecords.tenantId, tenantId), eq(factoryRecords.moduleKey, moduleKey));
  return {
    async list(limit: number, offset: number) {
      const rows = await tx
        .select({ record: factoryRecords, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(factoryRecords)
        .where(own)
        .orderBy(desc(factoryRecords.createdAt), factoryRecords.id)
        .limit(limit)
        .offset(offset);
      if (rows.length > 0) return { items: rows.map((r) => r.record), total: rows[0]!.total };
      if (offset === 0) return { items: [], total: 0 };
      const [totals] = await tx.select({ total: count() }).from(factoryRecords).where(own);
      return { items: [], total: totals?.total ?? 0 };
    },
    async get(id: string) {
      const [row] = await tx
        .select()
        .from(factoryRecords)
        .where(and(own, eq(factoryRecords.id, id)));
      return row ?? null;
    },
    async insert(values: { data: Record<string, unknown>; definitionVersion: number; createdBy: string }) {
      const [row] = await tx
        .insert(factoryRecords)
        .values({ tenantId, moduleKey, ...values })
        .returning();
      return row!;
    },
    async update(id: string, values: { data: Record<string, unknown>; definitionVersion: number }) {
      const [row] = await tx
        .update(factoryRecords)
        .set({ ...values, updatedAt: new Date() })
        .where(and(own, eq(factoryRecords.id, id)))
        .returning();
      return row ?? null;
    },
    async remove(id: string) {
      const rows = await tx
        .delete(factoryRecords)
        .where(and(own, eq(factoryRecords.id, id)))
        .returning({ id: factoryRecords.id });
      return rows.length > 0;
    },
    /** Names of the firm's contacts among `ids` (others' contacts are invisible under RLS). */
    async contactNames(ids: readonly string[]): Promise<Record<string, string>> {
      if (ids.length === 0) return {};
      const rows = await tx
        .select({ id: contacts.id, name: contacts.name })
        .from(contacts)
        .where(and(eq(contacts.tenantId, tenantId), inArray(contacts.id, [...new Set(ids)])));
      return Object.fromEntries(rows.map((r) => [r.id, r.name]));
    },
    /**
     * Number and title of the matters among `ids` the request's user sees: RLS (vi_matter_visible)
     * leaves out another firm's matters and a confidential matter outside the user's team.
     */
    async matterNames(ids: readonly string[]): Promise<Record<string, string>> {
      if (ids.length === 0) return {};
      const rows = await tx
        .select({ id: matters.id, number: matters.number, title: matters.title })
        .from(matters)
        .where(and(eq(matters.tenantId, tenantId), inArray(matters.id, [...new Set(ids)])));
      return Object.fromEntries(rows.map((r) => [r.id, `${r.number} – ${r.title}`]));
    },
  };
}
