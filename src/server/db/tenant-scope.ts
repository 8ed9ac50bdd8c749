// Every tenant-owned read or write runs inside one of these transactions: the role drops to
// vi_app (no superuser, no BYPASSRLS) and app.tenant_id is set for this transaction only, so
// the row-level security policies of drizzle/ decide what is visible, on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export type TenantTx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function withTenant<T>(db: Database, tenantId: string, work: (tx: TenantTx) => Promise<T>): Promise<T> {
  if (!tenantId) throw new Error('withTenant needs a tenant id');
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE in function form.
    await tx.execute(sql`select set_config('role', 'vi_app', true), set_config('app.tenant_id', ${tenantId}, true)`);
    return work(tx);
  });
}
