// Rules of the module system (issue 13, decision 0090): the store as a firm sees it, install with
// dependencies, plan and purchase checks and a pro-forma for paid modules, the safe uninstall
// (dry run, refusal while dependents are installed, data kept for RETENTION_DAYS) and settings.
// Every write runs in one withTenant transaction together with its audit entries.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Catalog, CatalogModule } from '@shared/modules/catalog';
import { storeModulesFor, visibleToFirm } from '@shared/modules/catalog';
import { moduleNavigation, type FirmModules } from '@shared/modules/navigation';
import { hasDependentsMessage, notReleasedMessage, planRequiredMessage } from '@shared/modules/errors';
import type { InstalledModule, InstallResponse, StoreModule, UninstallPreview } from '@shared/modules/modules.schemas';
import { dependentsOf, planIncludes, type PlanKey, planKeys, withDependencies } from '@shared/modules/registry';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { currentPayee, issueProforma } from '../../billing/proformas';
import type { TenantModuleRow } from '../../db/schema';
import { type HandWrittenStatement, selectAllInTenant, type TenantTx, withTenant } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { appCatalog } from '../../module-system/catalog';
import { cachedCatalog } from '../../module-system/catalog-cache';
import { INSTALLED_MODULES_TOPIC, installedModulesChanged } from '../../module-system/installed';
import { moduleRecords } from '../../module-system/record-counters';
import { contextOf, tenantOf } from '../../plugins/request-context';
import { tenantModulesRepo } from './modules.repo';

/** Days an uninstalled module's data is kept for a reinstall (decision 0090). */
export const RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;
const ACTIVE_USER_DAYS = 30;
const MAX_SETTINGS_CHARS = 10_000;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the store and the module base both show of a catalogue module. */
export function catalogEntryFields(mod: CatalogModule) {
  return {
    key: mod.key,
    source: mod.source,
    name: mod.name,
    description: mod.description,
    dataKept: mod.dataKept,
    category: mod.category,
    icon: mod.icon,
    dependsOn: [...mod.dependsOn],
    minPlan: mod.minPlan,
    monthlyPriceHuf: mod.monthlyPriceHuf,
    status: mod.status,
    featured: mod.featured,
    released: mod.released,
    pages: [...mod.pages],
    usePermission: mod.usePermission,
  };
}

interface FirmState {
  plan: PlanKey;
  rows: Map<string, TenantModuleRow>;
  installed: Set<string>;
  hidden: Set<string>;
}

async function firmState(tx: TenantTx, tenantId: string, forChange = false): Promise<FirmState> {
  const repo = tenantModulesRepo(tx, tenantId);
  if (forChange) await repo.lock();
  const plan = await repo.planKey();
  const rows = new Map((await repo.rows()).map((r) => [r.moduleKey, r]));
  const hidden = await repo.hiddenKeys();
  const installed = new Set([...rows.values()].filter((r) => r.status === 'installed').map((r) => r.moduleKey));
  return { plan, rows, installed, hidden };
}

/** What the store shows of a firm's module row. */
interface StoreRow {
  moduleKey: string;
  status: TenantModuleRow['status'];
  /** ISO text, milliseconds as `Date#toISOString` gives them. */
  installedAt: string;
}

const knownPlans = new Set<string>(planKeys);

/**
 * The firm's plan, module rows and hidden modules for the store in one call (the one-call path of
 * issue 40.2): hand-written statements through `selectAllInTenant`, one read transaction.
 */
async function storeState(app: FastifyInstance, tenantId: string, userId: string): Promise<{ plan: PlanKey; rows: Map<string, StoreRow>; installed: Set<string>; hidden: Set<string> }> {
  const values = [tenantId];
  const statements: HandWrittenStatement[] = [
    {
      text: "select plans.code from subscriptions inner join plans on plans.id = subscriptions.plan_id where subscriptions.tenant_id = $1 and subscriptions.status = 'active' limit 1",
      values,
    },
    {
      text: 'select module_key as "moduleKey", status, to_char(installed_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as "installedAt" from tenant_modules where tenant_id = $1',
      values,
    },
    { text: 'select module_key as key from module_tenant_visibility where tenant_id = $1 and hidden', values },
  ];
  const [planRows, moduleRows, hiddenRows] = await selectAllInTenant<[{ code: string }[], StoreRow[], { key: string }[]]>(app.db, tenantId, statements, { userId });
  const code = planRows[0]?.code;
  const rows = new Map(moduleRows.map((r) => [r.moduleKey, r]));
  return {
    plan: code && knownPlans.has(code) ? (code as PlanKey) : 'alap',
    rows,
    installed: new Set(moduleRows.filter((r) => r.status === 'installed').map((r) => r.moduleKey)),
    hidden: new Set(hiddenRows.map((r) => r.key)),
  };
}

function storeEntry(mod: CatalogModule, plan: PlanKey, row: StoreRow | undefined): StoreModule {
  const installed = row?.status === 'installed';
  return { ...catalogEntryFields(mod), includedInPlan: planIncludes(plan, mod.minPlan), installed, installedAt: installed ? row.installedAt : null };
}

const lookupIn = (catalog: Catalog) => (key: string) => catalog.byKey(key);

/** The firm's installed modules and the sidebar they make, as the session carries them (decision 0412). */
export async function loadFirmModules(app: FastifyInstance, tenantId: string, userId: string): Promise<FirmModules> {
  const catalog = await appCatalog(app);
  const state = await withTenant(app.db, tenantId, (tx) => firmState(tx, tenantId), { userId });
  const candidates = storeModulesFor(catalog, state.hidden, state.installed).map((mod) => ({ ...mod, installed: state.installed.has(mod.key) }));
  return {
    installed: [...state.installed].sort(),
    navigation: moduleNavigation(candidates, (key) => state.rows.get(key)?.settings),
  };
}

export function modulesService(app: FastifyInstance, request: FastifyRequest) {
  const tenantId = tenantOf(request);
  const ctx = contextOf(request);
  const userId = ctx.user.id;
  const inFirm = <T>(work: (tx: TenantTx) => Promise<T>) => withTenant(app.db, tenantId, work, { userId });
  const audit = (tx: TenantTx, action: string, key: string, metadata: Record<string, unknown> = {}) => recordAudit(tx, { ...requestOrigin(request), tenantId, action, targetType: 'module', targetId: key, metadata });

  /** The module as this firm may see it (hidden ones only when installed), or 404. */
  function visibleModule(catalog: Catalog, state: Pick<FirmState, 'hidden' | 'installed'>, key: string): CatalogModule {
    const mod = catalog.byKey(key);
    if (!mod || !visibleToFirm(mod, state.hidden, state.installed)) throw new HttpError(404, 'MODULE_NOT_FOUND');
    return mod;
  }

  function requireInstalled(state: FirmState, key: string) {
    if (!state.installed.has(key)) throw new HttpError(409, 'MODULE_NOT_INSTALLED');
  }

  return {
    async store() {
      const [catalog, state] = await Promise.all([cachedCatalog(app), storeState(app, tenantId, userId)]);
      return { plan: state.plan, modules: storeModulesFor(catalog, state.hidden, state.installed).map((mod) => storeEntry(mod, state.plan, state.rows.get(mod.key))) };
    },

    async one(key: string): Promise<StoreModule> {
      const [catalog, state] = await Promise.all([cachedCatalog(app), storeState(app, tenantId, userId)]);
      return storeEntry(visibleModule(catalog, state, key), state.plan, state.rows.get(key));
    },

    async install(key: string): Promise<InstallResponse> {
      const catalog = await appCatalog(app);
      const result = await inFirm(async (tx) => {
        const state = await firmState(tx, tenantId, true);
        const target = visibleModule(catalog, state, key);
        if (state.installed.has(key)) throw new HttpError(409, 'MODULE_ALREADY_INSTALLED');
        const missing = withDependencies(key, lookupIn(catalog))
          .filter((k) => !state.installed.has(k))
          .map((k) => catalog.byKey(k)!);
        for (const mod of missing) {
          if (!mod.released) throw new HttpError(409, 'MODULE_NOT_RELEASED', notReleasedMessage(mod.name.hu));
          if (!planIncludes(state.plan, mod.minPlan)) throw new HttpError(403, 'MODULE_PLAN_REQUIRED', planRequiredMessage(mod.name.hu, mod.minPlan));
        }
        if (missing.some((mod) => mod.monthlyPriceHuf > 0) && !ctx.permissions.canPurchaseModules) throw new HttpError(403, 'MODULE_PURCHASE_FORBIDDEN');
        const repo = tenantModulesRepo(tx, tenantId);
        const now = new Date();
        const proformas: string[] = [];
        for (const mod of missing) {
          await repo.install(mod.key, userId, now);
          let proforma: string | null = null;
          if (mod.monthlyPriceHuf > 0) {
            // The first month's rent; later months follow the firm's monthly charges.
            const row = await issueProforma(tx, { tenantId, kind: 'module_rental', description: `Modulbérlet: ${mod.name.hu} (havi díj)`, netHuf: mod.monthlyPriceHuf, payee: await currentPayee(tx, app.env), now });
            proforma = row.number;
            proformas.push(row.number);
          }
          const reinstall = state.rows.get(mod.key)?.status === 'uninstalled';
          await audit(tx, reinstall ? 'modules.reinstall' : 'modules.install', mod.key, {
            ...(mod.key === target.key ? {} : { dependencyOf: target.key }),
            monthlyPriceHuf: mod.monthlyPriceHuf,
            ...(proforma ? { proforma } : {}),
          });
        }
        return { installed: missing.map((mod) => mod.key), proformas };
      });
      installedModulesChanged(tenantId);
      return result;
    },

    async installed(): Promise<{ modules: InstalledModule[] }> {
      return inFirm(async (tx) => {
        const repo = tenantModulesRepo(tx, tenantId);
        const rows = (await repo.rows()).filter((r) => r.status === 'installed').sort((a, b) => a.installedAt.getTime() - b.installedAt.getTime() || a.moduleKey.localeCompare(b.moduleKey));
        const withUsage = ctx.permissions.canViewModuleUsage;
        const since = new Date(Date.now() - ACTIVE_USER_DAYS * DAY_MS).toISOString().slice(0, 10);
        const users = withUsage
          ? await repo.activeUsers(
              rows.map((r) => r.moduleKey),
              since,
            )
          : [];
        const modules: InstalledModule[] = [];
        for (const row of rows) {
          const records = withUsage ? (await moduleRecords(tx, tenantId, row.moduleKey)).reduce((sum, r) => sum + r.count, 0) : 0;
          modules.push(installedDto(row, withUsage ? { records, activeUsers: users.filter((u) => u.key === row.moduleKey).map(({ id, name }) => ({ id, name })) } : null));
        }
        return { modules };
      });
    },

    async uninstallPreview(key: string): Promise<UninstallPreview> {
      const catalog = await appCatalog(app);
      return inFirm(async (tx) => {
        const state = await firmState(tx, tenantId);
        visibleModule(catalog, state, key);
        requireInstalled(state, key);
        return {
          key,
          dependents: dependentsOf(key, [...state.installed], lookupIn(catalog)),
          records: await moduleRecords(tx, tenantId, key),
          retentionDays: RETENTION_DAYS,
        };
      });
    },

    async uninstall(key: string) {
      const catalog = await appCatalog(app);
      const result = await inFirm(async (tx) => {
        const state = await firmState(tx, tenantId, true);
        visibleModule(catalog, state, key);
        requireInstalled(state, key);
        const dependents = dependentsOf(key, [...state.installed], lookupIn(catalog));
        if (dependents.length > 0) throw new HttpError(409, 'MODULE_HAS_DEPENDENTS', hasDependentsMessage(dependents.map((k) => catalog.byKey(k)?.name.hu ?? k)));
        const now = new Date();
        const retainUntil = new Date(now.getTime() + RETENTION_DAYS * DAY_MS);
        // Only the installation is marked: the module's records stay untouched (decision 0090).
        await tenantModulesRepo(tx, tenantId).uninstall(key, userId, now, retainUntil);
        const records = await moduleRecords(tx, tenantId, key);
        await audit(tx, 'modules.uninstall', key, { retainUntil: retainUntil.toISOString(), records: records.map((r) => ({ kind: r.label.en, count: r.count })) });
        return { key, retainedUntil: retainUntil.toISOString() };
      });
      installedModulesChanged(tenantId);
      return result;
    },

    async saveSettings(key: string, settings: Record<string, unknown>): Promise<InstalledModule> {
      if (JSON.stringify(settings).length > MAX_SETTINGS_CHARS) throw new HttpError(400, 'MODULE_SETTINGS_TOO_LARGE');
      const catalog = await appCatalog(app);
      const saved = await inFirm(async (tx) => {
        const state = await firmState(tx, tenantId);
        visibleModule(catalog, state, key);
        requireInstalled(state, key);
        const before = state.rows.get(key)!.settings;
        const row = (await tenantModulesRepo(tx, tenantId).saveSettings(key, settings))!;
        const changed = [...new Set([...Object.keys(before), ...Object.keys(settings)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(settings[k]));
        // Which settings changed, not their values: a setting may hold something personal.
        await audit(tx, 'modules.settings', key, { changed });
        return installedDto(row, null);
      });
      // "Show in navigation" is in the session's sidebar (decision 0412); the trigger announces only installs and uninstalls.
      await app.bus.publish(INSTALLED_MODULES_TOPIC, tenantId);
      return saved;
    },
  };
}

function installedDto(row: TenantModuleRow, usage: { records: number; activeUsers: { id: string; name: string }[] } | null): InstalledModule {
  return {
    key: row.moduleKey,
    installedAt: row.installedAt.toISOString(),
    installedBy: row.installedBy,
    settings: row.settings,
    usage: usage ? { records: usage.records, lastUsedAt: iso(row.lastUsedAt), activeUsers: usage.activeUsers } : null,
  };
}
