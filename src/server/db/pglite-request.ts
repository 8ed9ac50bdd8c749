// A read-only request transaction on PGlite in ONE call into the WASM backend (issue 20,
// decision 0275): start, enter_request, the hand-written statements, the scope
// check and commit are written as one extended-protocol message (Parse/Bind/Describe/Execute per
// statement, one Sync) and run by `execProtocol`. PGlite's own `query` makes six calls into the
// backend per statement (parse, describe, bind, describe, execute, sync) and drizzle's transaction
// adds begin and commit: about twenty-two calls per list request before, one now. Parameters stay
// parameters (Bind values, types inferred by the server as node-postgres sends them); nothing is
// spliced into the SQL text.
//
// Exclusive like PGlite's own transactions: the transaction mutex (no other transaction is open
// meanwhile, so "start transaction" never lands inside someone else's) and the query mutex.
import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { HandWrittenStatement } from './tenant-scope';

const { serialize } = protocol;

/** PGlite's members used here that its typings keep internal. */
interface PgliteInternals {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  parsers: Parameters<typeof parse.parseResults>[1];
}

/** A statement's parameter as text (the server infers its type), or null. Scalars only. */
function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`hand-written statements on PGlite take scalar parameters, not ${Object.prototype.toString.call(value)}`);
}

/** Parse, Bind, Describe (portal) and Execute of one statement, unnamed. */
function statementMessages(text: string, values: readonly unknown[]): Uint8Array[] {
  return [serialize.parse({ text }), serialize.bind({ values: values.map(textParameter) }), serialize.describe({ type: 'P' }), serialize.execute({})];
}

const ROLLBACK = Buffer.concat([...statementMessages('rollback', []), serialize.sync()]);

/**
 * Runs `statements` in one request transaction of `tenantId` (and `userId`), RLS in force as
 * vi_app, and answers each statement's rows as PGlite parses them. A failed statement or scope
 * check rolls the whole transaction back and throws the database's error.
 */
export async function readInPgliteRequest(client: PGlite, tenantId: string, userId: string | null, statements: readonly HandWrittenStatement[]): Promise<Record<string, unknown>[][]> {
  const message = Buffer.concat([
    ...statementMessages('start transaction', []),
    ...statementMessages('select vi_private.enter_request($1, $2)', [tenantId, userId]),
    ...statements.flatMap((s) => statementMessages(s.text, s.values)),
    ...statementMessages('select public.vi_assert_request($1)', [tenantId]),
    ...statementMessages('commit', []),
    serialize.sync(),
  ]);
  const internals = client as unknown as PgliteInternals;
  const results = await internals._runExclusiveTransaction(() =>
    internals._runExclusiveQuery(async () => {
      try {
        const { messages } = await client.execProtocol(message);
        return parse.parseResults(messages, internals.parsers);
      } catch (error) {
        // An error skips the rest up to the Sync and leaves the transaction aborted (or never
        // started): end it before anyone else gets the backend.
        await client.execProtocol(ROLLBACK, { throwOnError: false });
        throw error;
      }
    }),
  );
  await client.syncToFs();
  // One result per statement, in order: start, enter, the statements, check, commit.
  return statements.map((_, i) => results[2 + i]!.rows as Record<string, unknown>[]);
}
