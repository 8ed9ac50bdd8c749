// The platform admin's module base (issue 13 point 5): every module with install counts and the
// firms it is hidden from, usage over time, and the editable fields (status, featured, price;
// visibility per firm). Runs on the owner connection across firms; every change is audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogModule } from '@shared/modules/catalog';
import type { AdminModule, ModuleUsageSeries } from '@shared/modules/modules.schemas';
import type { PermissionSet } from '@shared/permissions/permissions';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { HttpError, notFound } from '../../lib/http-error';
import { appCatalog } from '../../module-system/catalog';
import { catalogChanged } from '../../module-system/catalog-cache';
import { moduleRecords } from '../../module-system/record-counters';
import { contextOf } from '../../plugins/request-context';
import { platformModulesRepo } from './modules.repo';
import { catalogEntryFields } from './modules.service';

export interface AdminModulePatch {
  status?: CatalogModule['status'] | undefined;
  featured?: boolean | undefined;
  monthlyPriceHuf?: number | undefined;
}

/** Changing a price needs canEditModulePricing on top of canManageModules (spec 3.2). */
export function assertMayPatch(patch: AdminModulePatch, permissions: PermissionSet): void {
  if (patch.monthlyPriceHuf !== undefined && !permissions.canEditModulePricing) throw new HttpError(403, 'MODULE_PRICING_FORBIDDEN');
}

const USAGE_MONTHS = 12;

/** The last `months` month keys ('2026-11'), oldest first, ending with the month of `now`. */
export function lastMonths(now: Date, months: number): string[] {
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

export function adminModulesService(app: FastifyInstance, request: FastifyRequest) {
  const repo = platformModulesRepo(app.db);
  const ctx = contextOf(request);

  async function adminModule(key: string): Promise<AdminModule> {
    const [catalog, counts, hidden] = [await appCatalog(app), await repo.installCounts(), await repo.hiddenForTenants()];
    const mod = catalog.byKey(key);
    if (!mod) throw new HttpError(404, 'MODULE_NOT_FOUND');
    return adminDto(mod, counts.get(key) ?? 0, hidden.get(key) ?? []);
  }

  const audit = (action: string, key: string, metadata: Record<string, unknown>) =>
    // Platform events carry no tenant of the actor; the firm concerned goes into the metadata.
    recordAudit(app.db, { ...requestOrigin(request), tenantId: null, action, targetType: 'module', targetId: key, metadata });

  return {
    async list(): Promise<{ modules: AdminModule[] }> {
      const [catalog, counts, hidden] = [await appCatalog(app), await repo.installCounts(), await repo.hiddenForTenants()];
      return { modules: catalog.modules.map((mod) => adminDto(mod, counts.get(mod.key) ?? 0, hidden.get(mod.key) ?? [])) };
    },

    async usage(key: string, now = new Date()): Promise<ModuleUsageSeries> {
      const catalog = await appCatalog(app);
      if (!catalog.byKey(key)) throw new HttpError(404, 'MODULE_NOT_FOUND');
      const months = lastMonths(now, USAGE_MONTHS);
      const since = new Date(`${months[0]}-01T00:00:00Z`);
      const { installs, active } = await repo.monthly(key, since);
      const perTenant = [];
      for (const t of await repo.tenantsOf(key)) {
        const records = (await moduleRecords(app.db, t.tenantId, key)).reduce((sum, r) => sum + r.count, 0);
        perTenant.push({ tenantId: t.tenantId, tenantName: t.tenantName, installedAt: t.status === 'installed' ? t.installedAt.toISOString() : null, records });
      }
      return { key, points: months.map((month) => ({ month, installs: installs.get(month) ?? 0, activeTenants: active.get(month) ?? 0 })), perTenant };
    },

    async patch(key: string, patch: AdminModulePatch): Promise<AdminModule> {
      assertMayPatch(patch, ctx.permissions);
      const before = await adminModule(key);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as AdminModulePatch;
      await repo.saveOverride(key, changes, ctx.user.id);
      await catalogChanged(app);
      const after = await adminModule(key);
      const pick = (m: AdminModule) => Object.fromEntries(Object.keys(changes).map((k) => [k, m[k as keyof AdminModulePatch]]));
      await audit('admin.module.update', key, { before: pick(before), after: pick(after) });
      return after;
    },

    async setVisibility(key: string, tenantId: string, visible: boolean): Promise<AdminModule> {
      await adminModule(key);
      if (!(await repo.tenantExists(tenantId))) throw notFound();
      await repo.setHidden(key, tenantId, !visible);
      await audit('admin.module.visibility', key, { tenantId, visible });
      return adminModule(key);
    },
  };
}

function adminDto(mod: CatalogModule, installCount: number, hiddenForTenants: string[]): AdminModule {
  return { ...catalogEntryFields(mod), installCount, hiddenForTenants, apiPrefixes: [...mod.apiPrefixes] };
}
