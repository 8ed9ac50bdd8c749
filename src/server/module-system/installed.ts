// Which modules a firm has installed: read by the module guard on every module route, so it is
// one indexed query (the primary key starts with tenant_id), cached per process by the guard
// (app.installedModules, ≤ 1 s) and invalidated across instances by a database trigger on
// tenant_modules (migration 0021, decision 0200); `installedModulesChanged` is where install and
// uninstall report a change in process.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenantModules } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

/** The bus topic on which the database announces a firm whose installed modules changed (migration 0021). */
export const INSTALLED_MODULES_TOPIC = 'installed-modules';

export async function installedModuleKeys(db: Database | TenantTx, tenantId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: tenantModules.moduleKey })
    .from(tenantModules)
    .where(and(eq(tenantModules.tenantId, tenantId), eq(tenantModules.status, 'installed')));
  return new Set(rows.map((r) => r.key));
}

type ChangeListener = (tenantId: string) => void;
const listeners: ChangeListener[] = [];

/** Subscribes to install/uninstall changes (a cache would drop the firm's entry). */
export function onInstalledModulesChanged(listener: ChangeListener): () => void {
  listeners.push(listener);
  return () => listeners.splice(listeners.indexOf(listener), 1);
}

/** Called after a transaction that installed or uninstalled a firm's modules committed. */
export function installedModulesChanged(tenantId: string): void {
  for (const listener of listeners) listener(tenantId);
}
