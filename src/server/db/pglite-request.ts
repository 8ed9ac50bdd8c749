// A read-only request transaction on PGlite in ONE call into the WASM backend (issue 20,
// decision 0275): start, enter_request, the hand-written statements, the scope
// check and commit are written as one extended-protocol message (Bind/Describe/Execute per
// statement, one Sync) and run by `execProtocol`. PGlite's own `query` makes six calls into the
// backend per statement (parse, describe, bind, describe, execute, sync) and drizzle's transaction
// adds begin and commit: about twenty-two calls per list request before, one now. Parameters stay
// parameters (Bind values, types inferred by the server as node-postgres sends them); nothing is
// spliced into the SQL text.
//
// The statements are prepared under names derived from their text, parsed and planned once per
// PGlite instance (its one backend keeps them), as they are once per pooled connection on
// PostgreSQL (decision 0276).
//
// Exclusive like PGlite's own transactions: the transaction mutex (no other transaction is open
// meanwhile, so "start transaction" never lands inside someone else's) and the query mutex, which
// also gives the call its own turn of the event loop (pglite-turns.ts).
import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { pgliteOwnParsers } from './pglite-raw-types';
import { statementName } from './statement-names';
import type { HandWrittenStatement } from './tenant-scope';

const { serialize } = protocol;

/** PGlite's members used here that its typings keep internal. */
interface PgliteInternals {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

/** Statement names prepared on each PGlite instance. Bounded: texts past it run unnamed. */
const preparedOn = new WeakMap<PGlite, Set<string>>();
const MAX_PREPARED = 200;
/** SQLSTATE of a Bind to a prepared statement the backend does not have. */
const NO_SUCH_STATEMENT = '26000';

/** `rollback`, unnamed (without its Sync). */
const ROLLBACK = [serialize.parse({ text: 'rollback' }), serialize.bind({}), serialize.execute({})];

/** A statement's parameter as text (the server infers its type), or null. Scalars only. */
function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`hand-written statements on PGlite take scalar parameters, not ${Object.prototype.toString.call(value)}`);
}

/** Builds one message of statements, parsing those the backend has not prepared yet. */
class ProtocolMessage {
  readonly parts: Uint8Array[] = [];
  /** Names parsed by this message: prepared once it succeeds, in doubt if it fails. */
  readonly parsing = new Set<string>();

  constructor(private readonly prepared: Set<string>) {}

  /** Parse (unless prepared), Bind, Describe (portal) and Execute of one statement. */
  add(text: string, values: readonly unknown[]): this {
    let name = statementName(text);
    if (!this.prepared.has(name) && !this.parsing.has(name)) {
      if (this.prepared.size + this.parsing.size >= MAX_PREPARED) name = '';
      else this.parsing.add(name);
      this.parts.push(serialize.parse({ name, text }));
    }
    this.parts.push(serialize.bind({ statement: name, values: values.map(textParameter) }), serialize.describe({ type: 'P' }), serialize.execute({}));
    return this;
  }

  bytes(): Uint8Array {
    return Buffer.concat([...this.parts, serialize.sync()]);
  }
}

/**
 * Runs `statements` in one request transaction of `tenantId` (and `userId`), RLS in force as
 * vi_app, and answers each statement's rows as PGlite parses them. A failed statement or scope
 * check rolls the whole transaction back and throws the database's error.
 */
export async function readInPgliteRequest(client: PGlite, tenantId: string, userId: string | null, statements: readonly HandWrittenStatement[]): Promise<Record<string, unknown>[][]> {
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  try {
    return await runRequest(client, prepared, tenantId, userId, statements);
  } catch (error) {
    // The backend lost its prepared statements (a DEALLOCATE, a restart): prepare them again once.
    if ((error as { code?: string }).code !== NO_SUCH_STATEMENT) throw error;
    prepared.clear();
    return runRequest(client, prepared, tenantId, userId, statements);
  }
}

async function runRequest(client: PGlite, prepared: Set<string>, tenantId: string, userId: string | null, statements: readonly HandWrittenStatement[]): Promise<Record<string, unknown>[][]> {
  const internals = client as unknown as PgliteInternals;
  const results = await internals._runExclusiveTransaction(() =>
    internals._runExclusiveQuery(async () => {
      // Built holding the backend: which statements it still has to parse is known only here.
      const message = new ProtocolMessage(prepared).add('start transaction', []).add('select vi_private.enter_request($1, $2)', [tenantId, userId]);
      for (const s of statements) message.add(s.text, s.values);
      message.add('select public.vi_assert_request($1)', [tenantId]).add('commit', []);
      try {
        const { messages } = await client.execProtocol(message.bytes());
        for (const name of message.parsing) prepared.add(name);
        return parse.parseResults(messages, pgliteOwnParsers(client));
      } catch (error) {
        // An error skips the rest up to the Sync and leaves the transaction aborted (or never
        // started): end it before anyone else gets the backend, and drop what this message may
        // have prepared before the error (closing a statement that does not exist is no error).
        const closing = [...message.parsing].map((name) => serialize.close({ type: 'S', name }));
        await client.execProtocol(Buffer.concat([...ROLLBACK, ...closing, serialize.sync()]), { throwOnError: false });
        throw error;
      }
    }),
  );
  await client.syncToFs();
  // One result per statement, in order: start, enter, the statements, check, commit.
  return statements.map((_, i) => results[2 + i]!.rows as Record<string, unknown>[]);
}
