// Live delivery of portal messages across two app instances (issue 35 point 2, decision 0354): a
// browser's event stream open on instance B gets a message written through instance A – on PostgreSQL through LISTEN/NOTIFY between two pools (and with TEST_REDIS_URL, the Redis bus
// beside it), on PGlite in process. Streams carry ids only and only to those who may see the
// thread: the other customer and a lawyer outside a confidential matter's team get nothing.
// The streams have no polling fallback (only a heartbeat comment), so an arrival at all proves the
// bus carried it; how fast (issue 35: within 1 s) is the bench's SSE fan-out row, not a timed test
// here – on a loaded CI machine a wall-clock bound made this test fail without a defect.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenantId } from '../../db/seed';
import { matterParties, portalThreads, users } from '../../db/schema';
import { demoConfidentialFirm } from '../../test/confidentiality-harness';
import { buildSecondInstance, buildTestApp, injectAs, signIn, TEST_ORIGIN, type TestApp } from '../../test/test-app';

/** How long a test waits for an event before calling it lost (not a latency target). */
const ARRIVAL_WAIT_MS = 15_000;
const redisEnv: Record<string, string> = process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {};
const ANNA = 'szabo.anna@example.hu';
const GABOR = 'toth.gabor@example.hu';
const LAWYER = 'ugyved@kovacs-ugyved.hu';

interface LiveEvent {
  threadId: string;
  messageId: string;
}

/** An EventSource stand-in: collects the stream's `data:` events with their arrival time. */
function openStream(port: number, path: string, cookie: string): Promise<{ events: LiveEvent[]; close(): void }> {
  return new Promise((resolve, reject) => {
    const events: LiveEvent[] = [];
    const req = http.get({ host: '127.0.0.1', port, path, headers: { cookie, origin: TEST_ORIGIN, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/event-stream')) return reject(new Error(`stream ${path}: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) events.push({ ...(JSON.parse(data.slice(6)) as { threadId: string; messageId: string }) });
        }
        if (chunk.includes(': open')) resolve({ events, close: () => req.destroy() });
      });
    });
    req.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
  });
}

/** Waits for the message's event on the stream; throws if it never comes. */
async function arrival(events: LiveEvent[], messageId: string): Promise<LiveEvent> {
  const since = performance.now();
  for (;;) {
    const hit = events.find((e) => e.messageId === messageId);
    if (hit) return hit;
    if (performance.now() - since > ARRIVAL_WAIT_MS) throw new Error(`message ${messageId} did not arrive`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('portal message stream across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let portB: number;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    a = await buildTestApp({ env: redisEnv });
    b = await buildSecondInstance(a, { env: redisEnv });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    portB = (b.app.server.address() as AddressInfo).port;
    for (const email of [ANNA, GABOR, LAWYER]) cookies[email] = await signIn(a.app, email);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const post = async (email: string, url: string, payload: object) => {
    const res = await injectAs(a.app, cookies[email]!, { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const newestMessage = async (email: string, url: string) => {
    const res = await injectAs(a.app, cookies[email]!, { method: 'GET', url });
    return (res.json() as { messages: { id: string }[] }).messages.at(-1)!.id;
  };

  it('runs the second instance on its own pool and bus on PostgreSQL', () => {
    if (a.database.url) expect(b.database).not.toBe(a.database);
    expect(b.app.bus).not.toBe(a.app.bus);
  });

  it('delivers a message written on instance A to the streams on instance B, to those who may see it only', async () => {
    const anna = await openStream(portB, '/api/client-portal/threads/live', cookies[ANNA]!);
    const gabor = await openStream(portB, '/api/client-portal/threads/live', cookies[GABOR]!);
    const firm = await openStream(portB, '/api/client-portal/inbox/live', cookies[LAWYER]!);
    try {
      // The customer writes on A: the lawyer's inbox stream on B hears it.
      const { id: threadId } = await post(ANNA, '/api/client-portal/threads', { subject: 'Élő kézbesítés', body: 'Itt vagyok?' });
      const first = await newestMessage(ANNA, `/api/client-portal/threads/${threadId}`);
      expect(await arrival(firm.events, first)).toMatchObject({ threadId, messageId: first });

      // The lawyer answers on A: Anna's stream on B gets the ids.
      const { id: answer } = await post(LAWYER, `/api/client-portal/inbox/${threadId}/messages`, { body: 'Igen, itt vagyunk.' });
      expect(await arrival(anna.events, answer)).toMatchObject({ threadId, messageId: answer });

      // The other customer heard nothing of it, and no stream carried the text.
      await new Promise((r) => setTimeout(r, 100));
      expect(gabor.events.filter((e) => e.threadId === threadId)).toEqual([]);
      expect(JSON.stringify([anna.events, firm.events])).not.toContain('itt vagyunk');
    } finally {
      for (const s of [anna, gabor, firm]) s.close();
    }
  });

  it('keeps a confidential matter’s thread off the streams of members outside its team', async () => {
    const db = a.database.db;
    const conf = await demoConfidentialFirm(db, (await demoTenantId(db))!);
    const [party] = await db
      .select({ contactId: matterParties.contactId })
      .from(matterParties)
      .where(and(eq(matterParties.matterId, conf.matterId), eq(matterParties.role, 'client')));
    const [thread] = await db
      .insert(portalThreads)
      .values({ tenantId: conf.tenantId, contactId: party!.contactId!, matterId: conf.matterId, subject: 'Bizalmas élő', createdBy: conf.memberId })
      .returning({ id: portalThreads.id });
    const [member] = await db.select({ email: users.email }).from(users).where(eq(users.id, conf.memberId));
    cookies[member!.email] ??= await signIn(a.app, member!.email);
    const team = await openStream(portB, '/api/client-portal/inbox/live', cookies[member!.email]!);
    const outsider = await openStream(portB, '/api/client-portal/inbox/live', cookies[LAWYER]!);
    try {
      const { id } = await post(member!.email, `/api/client-portal/inbox/${thread!.id}/messages`, { body: 'Bizalmas válasz' });
      expect(await arrival(team.events, id)).toMatchObject({ threadId: thread!.id, messageId: id });
      await new Promise((r) => setTimeout(r, 100));
      expect(outsider.events.filter((e) => e.threadId === thread!.id)).toEqual([]);
    } finally {
      team.close();
      outsider.close();
    }
  });

  it('answers a caller that does not ask for a stream with the unread total, once', async () => {
    const res = await injectAs(b.app, cookies[ANNA]!, { method: 'GET', url: '/api/client-portal/threads/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadTotal: expect.any(Number) });
  });
});
