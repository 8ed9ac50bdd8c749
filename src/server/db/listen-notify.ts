// LISTEN on one channel of the database, for the invalidation bus (lib/invalidation-bus.ts).
// PostgreSQL: a dedicated connection outside the pool (a pooled one would lose its LISTEN when
// handed back), reconnected with back-off; while it is down the bus reports itself disconnected
// and the caches that depend on it stop caching (decision 0200). PGlite: one process, one
// database; its notifications arrive before the committing statement's promise resolves.
//
// The listening connection is a plain pg.Client: it runs one statement at a time. notify() and
// sync() may be called together (a request publishing while another syncs), so their statements
// wait in line (`inLine`) instead of overlapping on the client – node-postgres queues overlapping
// queries only as a deprecated courtesy that pg 9 removes (decision 0509).
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ListenCallbacks {
  onMessage(payload: string): void;
  onConnectionChange(connected: boolean): void;
}

export interface NotificationListener {
  readonly connected: boolean;
  notify(payload: string): Promise<void>;
  /**
   * Resolves once every notification committed before the call has reached onMessage: a barrier
   * notification of our own is sent and awaited (PostgreSQL delivers in commit order).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
const SYNC_TIMEOUT_MS = 2_000;
const BARRIER_PREFIX = 'barrier:';

/** Runs `statement` on `client` after every statement queued on it before: one at a time per client. */
function inLine(): (client: pg.Client, text: string, values: unknown[]) => Promise<unknown> {
  const tails = new WeakMap<pg.Client, Promise<unknown>>();
  return (client, text, values) => {
    const run = (tails.get(client) ?? Promise.resolve()).then(() => client.query(text, values));
    tails.set(
      client,
      run.catch(() => undefined),
    );
    return run;
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid channel name ${name}`);
  return name;
}

/** Resolves after the first connection attempt; a failed one keeps retrying in the background. */
export async function listenPostgres(url: string, channel: string, callbacks: ListenCallbacks): Promise<NotificationListener> {
  const listenSql = `LISTEN ${quoteIdent(channel)}`;
  let client: pg.Client | null = null;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  const barriers = new Map<string, () => void>();
  const query = inLine();

  function lost(c: pg.Client) {
    c.removeAllListeners('end');
    c.on('error', () => undefined);
    void c.end().catch(() => undefined);
    if (client === c) {
      client = null;
      callbacks.onConnectionChange(false);
    }
    if (!closed && !timer) {
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, delay);
      timer.unref();
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    }
  }

  async function connect() {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (message) => {
      if (message.channel !== channel || message.payload === undefined) return;
      if (message.payload.startsWith(BARRIER_PREFIX)) barriers.get(message.payload)?.();
      else callbacks.onMessage(message.payload);
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(listenSql);
      if (closed) return void (await c.end());
      client = c;
      delay = RECONNECT_MIN_MS;
      callbacks.onConnectionChange(true);
    } catch {
      lost(c);
    }
  }

  const ready = connect();
  await ready;

  return {
    get connected() {
      return client !== null;
    },
    async notify(payload) {
      await ready;
      if (!client) throw new Error('notification listener is not connected');
      await query(client, 'select pg_notify($1, $2)', [channel, payload]);
    },
    async sync() {
      await ready;
      const c = client;
      if (!c) return;
      const barrier = `${BARRIER_PREFIX}${randomUUID()}`;
      let timeout: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          new Promise<void>((resolve) => {
            barriers.set(barrier, resolve);
            query(c, 'select pg_notify($1, $2)', [channel, barrier]).catch(() => resolve());
          }),
          new Promise<void>((resolve) => {
            timeout = setTimeout(resolve, SYNC_TIMEOUT_MS);
          }),
        ]);
      } finally {
        clearTimeout(timeout);
        barriers.delete(barrier);
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await ready;
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        c.removeAllListeners('error');
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}

export async function listenPglite(db: PGlite, channel: string, callbacks: ListenCallbacks): Promise<NotificationListener> {
  const unlisten = await db.listen(channel, (payload) => callbacks.onMessage(payload));
  callbacks.onConnectionChange(true);
  return {
    connected: true,
    async notify(payload) {
      await db.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // Delivered in process before the committing statement resolved: nothing to wait for.
    async sync() {},
    async close() {
      await unlisten().catch(() => undefined);
    },
  };
}
