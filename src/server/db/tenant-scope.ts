// Every tenant-owned read or write runs inside one of these transactions. The owner records the
// request's tenant (and, when known, its user) in vi_private.request_context and drops the role
// to vi_app (no superuser, no BYPASSRLS) in one call; the row-level security policies of
// drizzle/ read that context, which vi_app can neither write nor replace – setting
// app.tenant_id or calling the function again inside the request changes nothing (decision 0077).
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export type TenantTx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface TenantScopeOptions {
  /** The signed-in user acting in the request: its own user rows become writable. */
  userId?: string;
}

export async function withTenant<T>(db: Database, tenantId: string, work: (tx: TenantTx) => Promise<T>, options: TenantScopeOptions = {}): Promise<T> {
  if (!tenantId) throw new Error('withTenant needs a tenant id');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select vi_private.enter_request(${tenantId}, ${options.userId ?? null})`);
    return work(tx);
  });
}
