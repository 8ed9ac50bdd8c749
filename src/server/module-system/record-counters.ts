// How much data a module holds for a firm, per kind of record: shown by the uninstall dry run and
// on my modules. Each module declares its counters in its manifest (modules/<x>/module.ts); a store
// key no manifest counts (not built yet) holds nothing.
import type { Database } from '../db/client';
import type { TenantTx } from '../db/tenant-scope';
import { manifests } from '../modules';
import type { RecordCount, RecordCounter } from './row-counts';

export type { RecordCount, RecordCounter } from './row-counts';

let byKey: Map<string, RecordCounter> | undefined;

// Gathered on first use: the manifests import the services that import this file.
function counters(): Map<string, RecordCounter> {
  byKey ??= new Map(manifests.flatMap((m) => Object.entries(m.recordCounters ?? {})));
  return byKey;
}

export async function moduleRecords(db: Database | TenantTx, tenantId: string, key: string): Promise<RecordCount[]> {
  const counter = counters().get(key);
  if (counter) return counter(db, tenantId);
  for (const m of manifests) {
    const counts = await m.dynamicRecordCounter?.(db, tenantId, key);
    if (counts) return counts;
  }
  return [];
}
