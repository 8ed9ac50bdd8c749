// A small publish/subscribe bus for "this cached thing changed" messages between app instances
// (decision 0200). Users: the request-context cache (plugins/context-cache.ts) and any module
// that caches per-tenant state in process (e.g. installed modules per tenant).
//
// - publish(topic, key) delivers to this instance's subscribers at once, then to the others:
//   through Redis pub/sub when REDIS_URL is set, else through PostgreSQL NOTIFY.
// - The database's own triggers (migrations 0017, 0021) publish on PostgreSQL's `vi_bus` channel, which
//   every instance LISTENs to in both modes, so changes made by any writer arrive too.
// - `connected` is false while any transport is down: a cache must then not trust its entries
//   (it cannot hear invalidations) and serve from the source instead.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/client';
import type { NotificationListener } from '../db/listen-notify';

export const BUS_CHANNEL = 'vi_bus';

export type BusHandler = (key: string) => void;

export interface InvalidationBus {
  readonly transport: 'database' | 'redis';
  /** True while messages from other instances can be received. */
  readonly connected: boolean;
  /** Delivered here synchronously, to other instances asynchronously; never throws (logged). */
  publish(topic: string, key: string): Promise<void>;
  subscribe(topic: string, handler: BusHandler): () => void;
  onConnectionChange(listener: (connected: boolean) => void): () => void;
  /** Resolves once every database notification committed before the call has been delivered here. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

interface Message {
  /** topic */
  t: string;
  /** key */
  k: string;
  /** origin instance; absent on database-trigger messages */
  o?: string;
}

function parse(payload: string): Message | null {
  try {
    const m = JSON.parse(payload) as Partial<Message>;
    return typeof m.t === 'string' && typeof m.k === 'string' ? (m as Message) : null;
  } catch {
    return null;
  }
}

export interface BusOptions {
  database: DatabaseHandle;
  redisUrl?: string | undefined;
  log: FastifyBaseLogger;
}

export async function createInvalidationBus({ database, redisUrl, log }: BusOptions): Promise<InvalidationBus> {
  const origin = randomUUID();
  const handlers = new Map<string, Set<BusHandler>>();
  const connectionListeners = new Set<(connected: boolean) => void>();
  const up = { database: false, redis: !redisUrl };

  function deliver(message: Message) {
    for (const handler of handlers.get(message.t) ?? []) {
      try {
        handler(message.k);
      } catch (error) {
        log.error({ err: error, topic: message.t }, 'invalidation handler failed');
      }
    }
  }
  function receive(payload: string) {
    const message = parse(payload);
    if (message && message.o !== origin) deliver(message);
  }
  function setUp(which: keyof typeof up, value: boolean) {
    if (up[which] === value) return;
    const before = up.database && up.redis;
    up[which] = value;
    const after = up.database && up.redis;
    if (!value) log.warn({ transport: which }, 'invalidation bus disconnected: in-process caches are bypassed');
    if (before !== after) for (const listener of connectionListeners) listener(after);
  }

  const listener: NotificationListener = await database.listen(BUS_CHANNEL, {
    onMessage: receive,
    onConnectionChange: (connected) => setUp('database', connected),
  });

  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  if (redisUrl) {
    const { Redis } = await import('ioredis');
    // Publishing fails fast while Redis is away instead of queueing (the TTL bounds staleness).
    publisher = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    publisher.on('error', () => undefined);
    subscriber.on('error', (error) => log.debug({ err: error }, 'redis subscriber error'));
    subscriber.on('message', (_channel: string, payload: string) => receive(payload));
    subscriber.on('ready', () => setUp('redis', true));
    subscriber.on('close', () => setUp('redis', false));
    await Promise.allSettled([publisher.connect(), subscriber.connect().then(() => subscriber!.subscribe(BUS_CHANNEL))]);
  }

  return {
    transport: redisUrl ? 'redis' : 'database',
    get connected() {
      return up.database && up.redis;
    },
    async publish(topic, key) {
      deliver({ t: topic, k: key });
      const payload = JSON.stringify({ t: topic, k: key, o: origin } satisfies Message);
      try {
        if (publisher) await publisher.publish(BUS_CHANNEL, payload);
        else await listener.notify(payload);
      } catch (error) {
        log.warn({ err: error, topic }, 'invalidation not published to other instances');
      }
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    onConnectionChange(l) {
      connectionListeners.add(l);
      return () => connectionListeners.delete(l);
    },
    sync: () => listener.sync(),
    async close() {
      await listener.close();
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
