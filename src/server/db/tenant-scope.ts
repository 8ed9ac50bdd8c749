// Every tenant-owned read or write runs inside one of these transactions. The owner records the
// request's tenant (and, when known, its user) in vi_private.request_context and drops the role
// to vi_app (no superuser, no BYPASSRLS) in one call; the row-level security policies of
// drizzle/ read that context, which vi_app can neither write nor replace – setting
// app.tenant_id or calling the function again inside the request changes nothing (decision 0077).
// SQL can still leave vi_app (`set_config('role', 'none', true)`: the session user is the owner),
// so before its result is used the transaction checks that it still runs as vi_app in the same
// tenant, and rolls back otherwise: nothing it read or wrote leaves it.
//
// On PostgreSQL the transaction's frame costs two round trips instead of four (decision 0201):
// `start transaction; select vi_private.enter_request(…)` go in one message and
// `select vi_assert_request(…); commit` in another; a failed check aborts the transaction before
// the COMMIT of its message runs. Simple-protocol messages carry no parameters, so the ids are sent
// as escaped literals. PGlite (one connection, statements serialized by its own transaction lock)
// keeps drizzle's transaction.
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import pg from 'pg';
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

/** SQLSTATE raised by vi_assert_request (migration 0018). */
const SCOPE_BROKEN = 'VI001';

export async function withTenant<T>(db: Database, tenantId: string, work: (tx: TenantTx) => Promise<T>, options: TenantScopeOptions = {}): Promise<T> {
  if (!tenantId) throw new Error('withTenant needs a tenant id');
  const session = (db as unknown as { session: unknown }).session;
  if (session instanceof NodePgSession) return withTenantOnPool(session, tenantId, work, options);
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

interface PoolSessionParts {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  schema: ConstructorParameters<typeof NodePgTransaction>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

function literal(value: string | null | undefined): string {
  return value === null || value === undefined ? 'null' : pg.Client.prototype.escapeLiteral(value);
}

async function withTenantOnPool<T>(poolSession: unknown, tenantId: string, work: (tx: TenantTx) => Promise<T>, options: TenantScopeOptions): Promise<T> {
  const parts = poolSession as unknown as PoolSessionParts;
  const client = await parts.client.connect();
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  try {
    try {
      await client.query(`start transaction; select vi_private.enter_request(${literal(tenantId)}, ${literal(options.userId)})`);
    } catch (error) {
      // The backend may be gone (terminated, restarted): discard the connection.
      release(error as Error);
      throw error;
    }
    const txSession = new NodePgSession(client, parts.dialect, parts.schema, parts.options);
    const tx = new NodePgTransaction(parts.dialect, txSession, parts.schema) as unknown as TenantTx;
    try {
      const result = await work(tx);
      await client.query(`select public.vi_assert_request(${literal(tenantId)}); commit`);
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => release(rollbackError));
      if ((error as { code?: string }).code === SCOPE_BROKEN) throw new TenantScopeBrokenError();
      throw error;
    }
  } finally {
    release();
  }
}
