// drizzle-orm's PGlite driver keeps dates, timestamps, intervals and their arrays as the text
// Postgres sends: it passes its own `parsers` with every query. PGlite then merges them into the
// instance's map of ~320 type parsers – `{ ...this.parsers, ...options.parsers }` – once per query,
// ~80 µs of object copying per statement (decision 0468). Here those few types are made raw on the
// instance itself, and drizzle's per-query parsers are dropped before they reach PGlite: the same
// rows, without the copy. Hand-written statements (pglite-request.ts) keep PGlite's own parsers,
// as node-postgres keeps its defaults for them on PostgreSQL.
import { types, type PGlite } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;
type Parsers = Record<number, Parser>;
interface QueryOptions {
  parsers?: Parsers;
  [option: string]: unknown;
}
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
interface Transaction {
  query: Query;
}

/**
 * The type ids drizzle-orm 0.45's PGlite session passes as raw (`pglite/session.js`): timestamp,
 * timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[].
 */
export const DRIZZLE_RAW_TYPE_IDS: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const rawIds = new Set(DRIZZLE_RAW_TYPE_IDS.map(String));
/** The arrays among them, by their element type: PGlite's array parsers look the element's parser up on the instance. */
const RAW_ARRAY_ELEMENTS: Record<number, number> = { 1115: 1114, 1185: 1184, 1187: 1186, 1182: 1082 };
const raw: Parser = (value) => value;
/** drizzle's per-query parsers as its session passes them: the database's thread applies them when told (functions do not cross threads). */
export const DRIZZLE_RAW_PARSERS: Parsers = Object.fromEntries(DRIZZLE_RAW_TYPE_IDS.map((id) => [id, raw]));

/** PGlite's own parsers of each client, as they were before the raw types were set. */
const ownParsers = new WeakMap<PGlite, Parsers>();

/** The parsers PGlite would use on `client` for a query without options (for hand-written statements). */
export function pgliteOwnParsers(client: PGlite): Parsers {
  return ownParsers.get(client) ?? (client as unknown as { parsers: Parsers }).parsers;
}

/** Options whose parsers only make drizzle's raw types raw (their functions return the text as is). */
export function onlyRawTypes(parsers: Parsers): boolean {
  for (const id in parsers) if (!rawIds.has(id)) return false;
  return true;
}

/**
 * Sets drizzle's raw types on the instance (again if PGlite's `refreshArrayTypes` replaced an
 * array's parser since) and answers the options to send: without drizzle's parsers.
 */
function withoutDrizzleParsers(client: { parsers: Parsers }, options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !onlyRawTypes(options.parsers)) return options;
  for (const id of DRIZZLE_RAW_TYPE_IDS) if (client.parsers[id] !== raw) client.parsers[id] = raw;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/**
 * Lets drizzle's queries on `client` – and in its transactions – run without PGlite's per-query
 * merge of parser maps. Other queries on the client get the raw types too; `pgliteOwnParsers`
 * answers the map from before.
 */
export function drizzleTypesOnInstance(client: PGlite): PGlite {
  const target = client as unknown as { parsers: Parsers; query: Query; transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T> };
  const own: Parsers = { ...target.parsers };
  // Their array parsers would read the raw element parser from the instance: bind PGlite's own.
  for (const [array, element] of Object.entries(RAW_ARRAY_ELEMENTS)) {
    const parseElement = own[element];
    if (parseElement) own[Number(array)] = (value) => types.arrayParser(value, parseElement, Number(array));
  }
  ownParsers.set(client, own);
  for (const id of DRIZZLE_RAW_TYPE_IDS) target.parsers[id] = raw;
  const query = target.query.bind(client);
  target.query = (text, params, options) => query(text, params, withoutDrizzleParsers(target, options));
  const transaction = target.transaction.bind(client);
  target.transaction = (work) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (text, params, options) => txQuery(text, params, withoutDrizzleParsers(target, options));
      return work(tx);
    });
  return client;
}
