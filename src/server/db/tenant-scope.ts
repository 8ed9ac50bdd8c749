// Every tenant-owned read or write runs inside one of these transactions. The owner records the
// request's tenant (and, when known, its user) in vi_private.request_context and drops the role
// to vi_app (no superuser, no BYPASSRLS) in one call; the row-level security policies of
// drizzle/ read that context, which vi_app can neither write nor replace – setting
// app.tenant_id or calling the function again inside the request changes nothing (decision 0077).
// SQL can still leave vi_app (`set_config('role', 'none', true)`: the session user is the owner),
// so before its result is used the transaction checks that it still runs as vi_app in the same
// tenant, and rolls back otherwise: nothing it read or wrote leaves it.
import { sql } from 'drizzle-orm';
import { resultRows, type Database } from './client';

export type TenantTx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface TenantScopeOptions {
  /** The signed-in user acting in the request: its own user rows become writable. */
  userId?: string;
}

/** The request transaction left vi_app or its tenant: rolled back, answered as a server error. */
export class TenantScopeBrokenError extends Error {
  constructor() {
    super('request transaction left the vi_app role or its tenant; rolled back');
    this.name = 'TenantScopeBrokenError';
  }
}

export async function withTenant<T>(db: Database, tenantId: string, work: (tx: TenantTx) => Promise<T>, options: TenantScopeOptions = {}): Promise<T> {
  if (!tenantId) throw new Error('withTenant needs a tenant id');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select vi_private.enter_request(${tenantId}, ${options.userId ?? null})`);
    const result = await work(tx);
    const [scope] = resultRows<{ intact: boolean | null }>(
      await tx.execute(sql`select current_user = 'vi_app' and vi_request_tenant() = ${tenantId} as intact`),
    );
    if (scope?.intact !== true) throw new TenantScopeBrokenError();
    return result;
  });
}
