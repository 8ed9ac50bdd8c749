// Queries of the module system. `tenantModulesRepo` runs inside withTenant (RLS and the explicit
// firm condition agree); `platformModulesRepo` runs on the owner connection for the platform
// admin and names every firm explicitly (decision 0002).
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PlanKey } from '@shared/modules/registry';
import type { Database } from '../../db/client';
import { moduleCatalog, moduleTenantVisibility, moduleUsageDaily, tenantModules, tenants, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { firmPlanKey } from '../../billing/plan-key';
import { sortHu } from '@shared/hu/collation';

export function tenantModulesRepo(tx: TenantTx, tenantId: string) {
  const own = eq(tenantModules.tenantId, tenantId);
  return {
    /**
     * Serialises the firm's installs and uninstalls until the transaction ends: two parallel
     * installs must not both issue a pro-forma, nor an uninstall miss a dependent being installed.
     */
    async lock() {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`modules:${tenantId}`}, 0))`);
    },
    /** The firm's plan tier from its active subscription; `alap` without one (spec 8). */
    planKey(): Promise<PlanKey> {
      return firmPlanKey(tx, tenantId);
    },
    /** Every module row of the firm, installed or uninstalled (kept for a reinstall). */
    rows() {
      return tx.select().from(tenantModules).where(own);
    },
    async hiddenKeys(): Promise<Set<string>> {
      const rows = await tx
        .select({ key: moduleTenantVisibility.moduleKey })
        .from(moduleTenantVisibility)
        .where(and(eq(moduleTenantVisibility.tenantId, tenantId), eq(moduleTenantVisibility.hidden, true)));
      return new Set(rows.map((r) => r.key));
    },
    /** Installs, or reinstalls an uninstalled row as it was (same row, same settings). */
    async install(moduleKey: string, userId: string, now: Date) {
      await tx
        .insert(tenantModules)
        .values({ tenantId, moduleKey, installedBy: userId, installedAt: now })
        .onConflictDoUpdate({
          target: [tenantModules.tenantId, tenantModules.moduleKey],
          set: { status: 'installed', installedAt: now, installedBy: userId, uninstalledAt: null, uninstalledBy: null, retainUntil: null },
        });
    },
    async uninstall(moduleKey: string, userId: string, now: Date, retainUntil: Date) {
      await tx
        .update(tenantModules)
        .set({ status: 'uninstalled', uninstalledAt: now, uninstalledBy: userId, retainUntil })
        .where(and(own, eq(tenantModules.moduleKey, moduleKey), eq(tenantModules.status, 'installed')));
    },
    async saveSettings(moduleKey: string, settings: Record<string, unknown>) {
      const [row] = await tx
        .update(tenantModules)
        .set({ settings })
        .where(and(own, eq(tenantModules.moduleKey, moduleKey), eq(tenantModules.status, 'installed')))
        .returning();
      return row ?? null;
    },
    /** Firm members who used each module in the last 30 days (who uses it). */
    async activeUsers(keys: readonly string[], since: string) {
      if (keys.length === 0) return [];
      const rows = await tx
        .selectDistinct({ key: moduleUsageDaily.moduleKey, id: users.id, name: users.name })
        .from(moduleUsageDaily)
        .innerJoin(users, eq(users.id, moduleUsageDaily.userId))
        .where(and(eq(moduleUsageDaily.tenantId, tenantId), inArray(moduleUsageDaily.moduleKey, [...keys]), gte(moduleUsageDaily.day, since)))
        .orderBy(users.id, moduleUsageDaily.moduleKey);
      // DISTINCT allows no collated ORDER BY term: a short list, put in Hungarian order here on both engines.
      return sortHu(rows, (r) => r.name);
    },
  };
}

export function platformModulesRepo(db: Database) {
  return {
    async installCounts(): Promise<Map<string, number>> {
      const rows = await db.select({ key: tenantModules.moduleKey, n: count() }).from(tenantModules).where(eq(tenantModules.status, 'installed')).groupBy(tenantModules.moduleKey);
      return new Map(rows.map((r) => [r.key, r.n]));
    },
    async hiddenForTenants(): Promise<Map<string, string[]>> {
      const rows = await db.select({ key: moduleTenantVisibility.moduleKey, tenantId: moduleTenantVisibility.tenantId }).from(moduleTenantVisibility).where(eq(moduleTenantVisibility.hidden, true));
      const byKey = new Map<string, string[]>();
      for (const r of rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r.tenantId]);
      return byKey;
    },
    async override(key: string) {
      const [row] = await db.select().from(moduleCatalog).where(eq(moduleCatalog.key, key));
      return row ?? null;
    },
    async saveOverride(key: string, changes: { status?: (typeof moduleCatalog.$inferInsert)['status']; featured?: boolean; monthlyPriceHuf?: number }, userId: string) {
      const values = { ...changes, updatedAt: new Date(), updatedBy: userId };
      await db
        .insert(moduleCatalog)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: moduleCatalog.key, set: values });
    },
    async tenantExists(tenantId: string) {
      const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
      return Boolean(row);
    },
    async setHidden(key: string, tenantId: string, hidden: boolean) {
      if (hidden) {
        await db
          .insert(moduleTenantVisibility)
          .values({ moduleKey: key, tenantId, hidden: true })
          .onConflictDoUpdate({ target: [moduleTenantVisibility.moduleKey, moduleTenantVisibility.tenantId], set: { hidden: true, updatedAt: new Date() } });
      } else {
        await db.delete(moduleTenantVisibility).where(and(eq(moduleTenantVisibility.moduleKey, key), eq(moduleTenantVisibility.tenantId, tenantId)));
      }
    },
    /** Firms that ever installed the module, newest first. */
    tenantsOf(key: string) {
      return db
        .select({ tenantId: tenants.id, tenantName: tenants.name, status: tenantModules.status, installedAt: tenantModules.installedAt })
        .from(tenantModules)
        .innerJoin(tenants, eq(tenants.id, tenantModules.tenantId))
        .where(eq(tenantModules.moduleKey, key))
        .orderBy(desc(tenantModules.installedAt));
    },
    /** Per month since `since`: installs (current rows by install month) and firms that used it. */
    async monthly(key: string, since: Date) {
      const month = (column: unknown) => sql<string>`to_char(date_trunc('month', ${column}), 'YYYY-MM')`;
      const [installs, active] = [
        await db
          .select({ month: month(tenantModules.installedAt), n: count() })
          .from(tenantModules)
          .where(and(eq(tenantModules.moduleKey, key), gte(tenantModules.installedAt, since)))
          .groupBy(month(tenantModules.installedAt)),
        await db
          .select({ month: month(moduleUsageDaily.day), n: sql<number>`count(distinct ${moduleUsageDaily.tenantId})`.mapWith(Number) })
          .from(moduleUsageDaily)
          .where(and(eq(moduleUsageDaily.moduleKey, key), gte(moduleUsageDaily.day, since.toISOString().slice(0, 10))))
          .groupBy(month(moduleUsageDaily.day)),
      ];
      return { installs: new Map(installs.map((r) => [r.month, r.n])), active: new Map(active.map((r) => [r.month, r.n])) };
    },
  };
}
