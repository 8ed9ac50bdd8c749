// How much data a module holds for a firm, per kind of record: shown by the uninstall dry run and
// on my modules. One entry per module key; an issue that builds a module adds its counter here.
// A module without an entry (not built yet) holds nothing. Every counter names the firm
// explicitly, so it is correct both inside withTenant (RLS) and on the owner connection (admin).
import { count, eq } from 'drizzle-orm';
import type { LocalizedText } from '@shared/modules/registry';
import type { Database } from '../db/client';
import { contacts } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

export interface RecordCount {
  label: LocalizedText;
  count: number;
}

export type RecordCounter = (db: Database | TenantTx, tenantId: string) => Promise<RecordCount[]>;

export const moduleRecordCounters = new Map<string, RecordCounter>([
  [
    'contacts',
    async (db, tenantId) => {
      const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.tenantId, tenantId));
      return [{ label: { hu: 'Névjegyek', en: 'Contacts' }, count: row?.n ?? 0 }];
    },
  ],
]);

/** Counters for modules whose keys are not known in advance (factory modules): null = not mine. */
export const dynamicRecordCounters: ((db: Database | TenantTx, tenantId: string, key: string) => Promise<RecordCount[] | null>)[] = [];

export async function moduleRecords(db: Database | TenantTx, tenantId: string, key: string): Promise<RecordCount[]> {
  const counter = moduleRecordCounters.get(key);
  if (counter) return counter(db, tenantId);
  for (const dynamic of dynamicRecordCounters) {
    const counts = await dynamic(db, tenantId, key);
    if (counts) return counts;
  }
  return [];
}
