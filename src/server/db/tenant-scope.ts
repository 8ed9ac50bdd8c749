// Every tenant-owned read or write runs inside one of these transactions. The owner records the
// request's tenant (and, when known, its user) in vi_private.request_context and drops the role
// to vi_app (no superuser, no BYPASSRLS) in one call; the row-level security policies of
// drizzle/ read that context, which vi_app can neither write nor replace – setting
// app.tenant_id or calling the function again inside the request changes nothing (decision 0077).
// SQL can still leave vi_app (`set_config('role', 'none', true)`: the session user is the owner),
// so before its result is used the transaction checks that it still runs as vi_app in the same
// tenant, and rolls back otherwise: nothing it read or wrote leaves it.
//
// On PostgreSQL the frame travels with the work over node-postgres' pipeline mode (decision 0256):
// `start transaction`, `enter_request($tenant, $user)` and the work's first statements are written
// to the connection together, so the frame costs no round trip of its own; `vi_assert_request` and
// `commit` follow together at the end (one round trip). `readInTenant` goes further for reads:
// every batch of statements the work issues together is its own transaction – start, enter, the
// statements, the check, commit – in ONE round trip, and its rows are handed over only once the
// check has passed. PGlite (one connection, statements serialized by its own transaction lock)
// keeps drizzle's transaction.
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { resultRows, type Database } from './client';
import { readInPgliteRequest } from './pglite-request';
import { PgliteThread } from './pglite-thread';
import { statementName } from './statement-names';
import { holdingConnection } from './connection-holds';

export type TenantTx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface TenantScopeOptions {
  /** The signed-in user acting in the request: its own user rows become writable. */
  userId?: string;
}

export interface TenantReadOptions extends TenantScopeOptions {
  /**
   * Send the work's parameterised statements as named (prepared) statements, named after their
   * text: parsed and planned once per pooled connection. For the hot lists, whose statement texts
   * are few (the filters vary the text, the values are parameters).
   */
  prepared?: boolean;
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
  if (session instanceof NodePgSession) return onPool(session, tenantId, work, { ...options, batches: false });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select vi_private.enter_request(${tenantId}, ${options.userId ?? null})`);
    const result = await work(tx);
    const [scope] = resultRows<{ intact: boolean | null }>(await tx.execute(sql`select current_user = 'vi_app' and vi_request_tenant() = ${tenantId} as intact`));
    if (scope?.intact !== true) throw new TenantScopeBrokenError();
    return result;
  });
}

/**
 * Reads in the tenant's scope, each batch of statements issued together (one `await`, or a
 * `Promise.all`) its own request transaction in one round trip on PostgreSQL. Statements awaited
 * one after another run in separate transactions (separate snapshots): for reads whose statements
 * need not see one snapshot, never for writes. On PGlite it is `withTenant`.
 */
export async function readInTenant<T>(db: Database, tenantId: string, work: (tx: TenantTx) => Promise<T>, options: TenantReadOptions = {}): Promise<T> {
  if (!tenantId) throw new Error('readInTenant needs a tenant id');
  const session = (db as unknown as { session: unknown }).session;
  if (session instanceof NodePgSession) return onPool(session, tenantId, work, { ...options, batches: true });
  return withTenant(db, tenantId, work, options);
}

interface PoolSessionParts {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  schema: ConstructorParameters<typeof NodePgTransaction>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

type QueryConfig = string | { text: string; name?: string; [key: string]: unknown };
interface Statement {
  config: QueryConfig;
  values?: unknown[];
}
interface Waiting extends Statement {
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

// Fixed texts, so always named: parsed once per pooled connection.
const START: Statement = { config: 'start transaction' };
const enter = (tenantId: string, userId: string | null): Statement => ({ config: { name: 'vi_enter_request', text: 'select vi_private.enter_request($1, $2)' }, values: [tenantId, userId] });
const check = (tenantId: string): Statement => ({ config: { name: 'vi_assert_request', text: 'select public.vi_assert_request($1)' }, values: [tenantId] });
const COMMIT: Statement = { config: 'commit' };
const ROLLBACK: Statement = { config: 'rollback' };

/**
 * Writes the statements to the connection at once (pg's pipeline mode, one corked write) and
 * answers each one's result. The client must be checked out and idle.
 */
function pipelined(client: pg.PoolClient, statements: Statement[]): Promise<PromiseSettledResult<unknown>[]> {
  const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  (client as unknown as { pipeline: boolean }).pipeline = true;
  stream.cork();
  let sent: Promise<unknown>[];
  try {
    sent = statements.map((s) => client.query(s.config as pg.QueryConfig, s.values) as Promise<unknown>);
  } finally {
    stream.uncork();
  }
  return Promise.allSettled(sent);
}

const failure = (settled: PromiseSettledResult<unknown> | undefined) => (settled?.status === 'rejected' ? (settled.reason as Error) : null);

/**
 * The `client` of a drizzle session bound to one pooled connection: statements issued within one
 * tick are collected and written together with the frame they need.
 */
class FramedConnection {
  private waiting: Waiting[] = [];
  private inFlight: Promise<unknown> = Promise.resolve();
  /** A transaction is open on the connection (transaction mode, after the first batch). */
  open = false;
  /** The connection failed below SQL (the start of a transaction did not succeed): discard it. */
  broken: Error | null = null;
  /** A batch's scope check failed (batch mode): the whole call fails with TenantScopeBrokenError. */
  scopeBroken = false;

  constructor(
    readonly client: pg.PoolClient,
    private readonly tenantId: string,
    private readonly userId: string | null,
    private readonly batches: boolean,
    private readonly prepared: boolean,
  ) {}

  query(config: QueryConfig, values?: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) process.nextTick(() => this.flush());
      this.waiting.push({ config, values, resolve, reject });
    });
  }

  private named(config: QueryConfig, values: unknown[] | undefined): QueryConfig {
    if (!this.prepared || typeof config === 'string' || config.name || !values?.length) return config;
    return { ...config, name: statementName(config.text) };
  }

  private flush() {
    const batch = this.waiting;
    this.waiting = [];
    const opening = this.batches || !this.open;
    const head = opening ? [START, enter(this.tenantId, this.userId)] : [];
    const tail = this.batches ? [check(this.tenantId), COMMIT] : [];
    if (!this.batches) this.open = true;
    const run = this.inFlight.then(async () => {
      const settled = await pipelined(this.client, [...head, ...batch.map((w) => ({ config: this.named(w.config, w.values), values: w.values })), ...tail]);
      const started = failure(settled[0]);
      if (opening && started) this.broken = started;
      // The frame failed: every statement of the batch fails with its reason, not with "current transaction is aborted".
      const frameError = opening ? (started ?? failure(settled[1])) : null;
      const checkError = this.batches ? failure(settled[settled.length - 2]) : null;
      batch.forEach((w, i) => {
        const own = settled[head.length + i]!;
        if (frameError) w.reject(frameError);
        else if (own.status === 'rejected') w.reject(own.reason);
        else if ((checkError as { code?: string } | null)?.code === SCOPE_BROKEN) {
          this.scopeBroken = true;
          w.reject(new TenantScopeBrokenError());
        } else if (checkError) w.reject(checkError);
        else w.resolve(own.value);
      });
    });
    this.inFlight = run.catch(() => undefined);
  }

  /** Waits for every batch written so far (statements issued but not yet flushed included). */
  async settled(): Promise<void> {
    while (this.waiting.length > 0) await new Promise((resolve) => process.nextTick(resolve));
    await this.inFlight;
  }

  /** Transaction mode: the scope check and the commit in one round trip; a failed check rolls back. */
  async commit(): Promise<void> {
    await this.settled();
    if (!this.open) return;
    this.open = false;
    const [checked, committed] = await pipelined(this.client, [check(this.tenantId), COMMIT]);
    const error = failure(checked) ?? failure(committed);
    if ((error as { code?: string } | null)?.code === SCOPE_BROKEN) throw new TenantScopeBrokenError();
    if (error) {
      // Not the check: the commit itself failed (or the connection did); do not reuse it.
      this.broken = error;
      throw error;
    }
  }

  async rollback(): Promise<void> {
    await this.settled();
    if (!this.open) return;
    this.open = false;
    const [rolledBack] = await pipelined(this.client, [ROLLBACK]);
    const error = failure(rolledBack);
    if (error) this.broken = error;
  }
}

async function onPool<T>(poolSession: unknown, tenantId: string, work: (tx: TenantTx) => Promise<T>, options: TenantReadOptions & { batches: boolean }): Promise<T> {
  const parts = poolSession as unknown as PoolSessionParts;
  return onConnection(parts.client, tenantId, options, (connection) => {
    const txSession = new NodePgSession(connection as unknown as pg.PoolClient, parts.dialect, parts.schema, parts.options);
    return work(new NodePgTransaction(parts.dialect, txSession, parts.schema) as unknown as TenantTx);
  });
}

/** A pooled connection framed for the tenant for the duration of `work` (transaction or batch mode). */
async function onConnection<T>(pool: pg.Pool, tenantId: string, options: TenantReadOptions & { batches: boolean }, work: (connection: FramedConnection) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const connection = new FramedConnection(client, tenantId, options.userId ?? null, options.batches, options.prepared === true);
  try {
    const result = await holdingConnection(() => work(connection));
    if (!options.batches) await connection.commit();
    else await connection.settled();
    // A batch whose check failed never hands over its rows, even if the work swallowed the error.
    if (connection.scopeBroken) throw new TenantScopeBrokenError();
    return result;
  } catch (error) {
    await connection.rollback();
    if (connection.scopeBroken) throw new TenantScopeBrokenError();
    throw error;
  } finally {
    await connection.settled();
    (client as unknown as { pipeline: boolean }).pipeline = false;
    client.release(connection.broken ?? undefined);
  }
}

/** A statement written by hand: its text with `$n` parameters, and their values. */
export interface HandWrittenStatement {
  text: string;
  values: unknown[];
}

/** A statement's text and the parameters it collected (`StatementParams`). */
export const handWritten = (text: string, params: StatementParams): HandWrittenStatement => ({ text, values: params.values });

/**
 * The parameters of a hand-written statement built in parts (a module's row next to another's):
 * `p.add(value)` answers the placeholder, `p.values` the values in order.
 */
export class StatementParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

/**
 * Hand-written reads in the tenant's scope, issued together: one array of rows per statement as
 * the driver parses them – no query builder and no row mapping per request (the hot lists,
 * decisions 0260, 0275). On PostgreSQL a `readInTenant` batch – start, enter, the statements
 * (named: parsed once per connection), check, commit in one round trip, rows handed over only
 * after the check; on PGlite the same transaction in one call into the backend
 * (`readInPgliteRequest`). `userId`: the acting user, for policies that read it (confidential
 * matters).
 */
export async function selectAllInTenant<Rows extends unknown[][]>(db: Database, tenantId: string, statements: HandWrittenStatement[], options: TenantScopeOptions = {}): Promise<Rows> {
  if (!tenantId) throw new Error('selectAllInTenant needs a tenant id');
  const session = (db as unknown as { session: unknown }).session;
  if (session instanceof NodePgSession) {
    const pool = (session as unknown as PoolSessionParts).client;
    const results = await onConnection(pool, tenantId, { batches: true, prepared: true, userId: options.userId }, (connection) => Promise.all(statements.map((s) => connection.query({ text: s.text }, s.values))));
    return results.map((r) => (r as { rows: unknown[] }).rows) as Rows;
  }
  try {
    const client = (db as unknown as { $client: PGlite | PgliteThread }).$client;
    const userId = options.userId ?? null;
    return (await (client instanceof PgliteThread ? client.request(tenantId, userId, statements) : readInPgliteRequest(client, tenantId, userId, statements))) as Rows;
  } catch (error) {
    if ((error as { code?: string }).code === SCOPE_BROKEN) throw new TenantScopeBrokenError();
    throw error;
  }
}

/** One hand-written read in the tenant's scope (`selectAllInTenant` of one statement). */
export async function selectInTenant<Row>(db: Database, tenantId: string, statement: HandWrittenStatement, options: TenantScopeOptions = {}): Promise<Row[]> {
  const [rows] = await selectAllInTenant<[Row[]]>(db, tenantId, [statement], options);
  return rows;
}
