// The modules every new firm starts with (decision 0090): contacts, the base of a practice that
// every client-facing module builds on. Installed in the same transaction that creates the firm
// (registration of a lawyer, the platform admin's "new company"), so no firm exists without them.
import type { Database } from '../db/client';
import { tenantModules } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

export const DEFAULT_MODULE_KEYS: readonly string[] = ['contacts'];

export async function installDefaultModules(tx: Database | TenantTx, tenantId: string, installedBy: string | null, keys: readonly string[] = DEFAULT_MODULE_KEYS): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(tenantModules)
    .values(keys.map((moduleKey) => ({ tenantId, moduleKey, installedBy })))
    .onConflictDoNothing();
}
