// Live delivery of portal messages (issue 35 point 2, decision 0354): server-sent events. The
// writing transaction notifies `vi_bus` with the message's ids (thread-parts.ts), PostgreSQL hands
// the notice to every instance's bus listener on commit (PGlite: in process), and each instance
// pushes it to its own open streams that may see the thread. A stream carries ids only; the
// browser reads the thread through the RLS-checked API. One bus subscription per instance, open
// streams grouped by tenant.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { PersonActor } from '../../actor/actor';
import { portalThreads } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { PORTAL_MESSAGE_TOPIC } from './thread-parts';

/** A comment line this often keeps proxies and the browser from dropping an idle stream. */
const HEARTBEAT_MS = 25_000;
/** Open streams per user and instance (tabs); the oldest is closed beyond it. */
const MAX_STREAMS_PER_USER = 8;
/** How long a firm stream trusts its answer to "may this member see that thread". */
const VISIBILITY_TTL_MS = 60_000;

interface Stream {
  actor: PersonActor;
  /** Customer: the client contacts whose threads it receives. Firm: null (checked per thread). */
  clientIds: ReadonlySet<string> | null;
  reply: FastifyReply;
  visible: Map<string, { ok: boolean; at: number }>;
  timer: NodeJS.Timeout;
}

export interface StreamHub {
  open(request: FastifyRequest, reply: FastifyReply, actor: PersonActor, clientIds: readonly string[] | null): void;
  readonly size: number;
}

function write(stream: Stream, chunk: string): void {
  if (!stream.reply.raw.writableEnded) stream.reply.raw.write(chunk);
}

export function createStreamHub(app: FastifyInstance): StreamHub {
  const byTenant = new Map<string, Set<Stream>>();
  let size = 0;

  function close(stream: Stream) {
    const set = byTenant.get(stream.actor.tenantId);
    if (!set?.delete(stream)) return;
    size -= 1;
    if (set.size === 0) byTenant.delete(stream.actor.tenantId);
    clearInterval(stream.timer);
    if (!stream.reply.raw.writableEnded) stream.reply.raw.end();
  }

  /** A firm member sees a thread with no matter or on a matter visible to them (the inbox's rule, RLS underneath). */
  async function firmMaySee(stream: Stream, threadId: string): Promise<boolean> {
    const cached = stream.visible.get(threadId);
    if (cached && Date.now() - cached.at < VISIBILITY_TTL_MS) return cached.ok;
    const { tenantId, userId } = stream.actor;
    const n = await withTenant(app.db, tenantId, (tx) => tx.$count(portalThreads, and(eq(portalThreads.id, threadId), sql`(${portalThreads.matterId} is null or vi_matter_visible(${portalThreads.matterId}))`)), {
      userId,
    });
    stream.visible.set(threadId, { ok: n > 0, at: Date.now() });
    return n > 0;
  }

  async function deliver(key: string) {
    const [tenantId, clientId, threadId, messageId] = key.split(':');
    if (!tenantId || !clientId || !threadId || !messageId) return;
    const streams = byTenant.get(tenantId);
    if (!streams) return;
    const event = `id: ${messageId}\ndata: ${JSON.stringify({ threadId, messageId })}\n\n`;
    await Promise.all(
      [...streams].map(async (stream) => {
        try {
          const ok = stream.clientIds ? stream.clientIds.has(clientId) : await firmMaySee(stream, threadId);
          if (ok) write(stream, event);
        } catch (error) {
          app.log.warn({ err: error }, 'portal stream delivery failed');
        }
      }),
    );
  }

  const unsubscribe = app.bus.subscribe(PORTAL_MESSAGE_TOPIC, (key) => void deliver(key));
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    unsubscribe();
    for (const set of [...byTenant.values()]) for (const stream of [...set]) close(stream);
  });

  return {
    get size() {
      return size;
    },
    open(request, reply, actor, clientIds) {
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      const own = [...(byTenant.get(actor.tenantId) ?? [])].filter((s) => s.actor.userId === actor.userId);
      if (own.length >= MAX_STREAMS_PER_USER) close(own[0]!);
      const set = byTenant.get(actor.tenantId) ?? new Set<Stream>();
      byTenant.set(actor.tenantId, set);
      const stream: Stream = {
        actor,
        clientIds: clientIds ? new Set(clientIds) : null,
        reply,
        visible: new Map(),
        timer: setInterval(() => write(stream, ': ping\n\n'), HEARTBEAT_MS),
      };
      stream.timer.unref();
      set.add(stream);
      size += 1;
      request.raw.on('close', () => close(stream));
      // The browser retries after 2 s when the connection drops; the first line tells it the stream is open.
      write(stream, 'retry: 2000\n: open\n\n');
    },
  };
}
