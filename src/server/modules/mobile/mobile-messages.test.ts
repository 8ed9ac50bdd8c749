// A customer's portal message reaches the firm member it is for as a push (decision 0516): the
// demo firm on Profi, its admin's and its lawyer's devices at a local stand-in for the push
// service; the push names no client and no text; it goes to the firm admins while nobody has the
// thread, and to the thread's assignee only once there is one.
import { randomBytes, createECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { customerThreadLink } from '../client-portal';
import { MESSAGE_PUSH, pushJob } from './mobile.push';

const ANNA = 'szabo.anna@example.hu';
const LAWYER = 'ugyved@kovacs-ugyved.hu';
const ADMIN = 'iroda@kovacs-ugyved.hu';

describe('portal messages as pushes', () => {
  let t: TestApp;
  let push: Server;
  const bodies: { to: string; body: Buffer }[] = [];
  const cookies: Record<string, string> = {};
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);

  beforeAll(async () => {
    push = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        bodies.push({ to: req.url ?? '', body: Buffer.concat(chunks) });
        res.statusCode = 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve));
    t = await buildTestApp();
    const tenantId = (await demoTenantId(t.database.db))!;
    await t.database.db
      .update(subscriptions)
      .set({ planId: 'plan-profi' })
      .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.status, 'active')));
    for (const email of [ANNA, LAWYER, ADMIN]) cookies[email] = await signIn(t.app, email);
    for (const [email, path] of [
      [LAWYER, '/lawyer'],
      [ADMIN, '/admin'],
    ] as const) {
      const endpoint = `http://127.0.0.1:${(push.address() as AddressInfo).port}${path}`;
      const res = await injectAs(t.app, cookies[email]!, {
        method: 'POST',
        url: '/api/mobile/devices',
        payload: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => push.close(resolve));
  });

  const post = async (email: string, url: string, payload?: object) => {
    const res = await injectAs(t.app, cookies[email]!, { method: 'POST', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as { id: string };
  };

  const decrypt = (body: Buffer) => ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8');

  it('pushes the customer’s message to the firm admins while nobody has it, then to the assignee only, with no client and no text', async () => {
    const { id } = await post(ANNA, '/api/client-portal/threads', { subject: 'Titkos öröklési ügy', body: 'Hány örököse van a nagynénémnek?' });
    // Nobody has the thread yet (no assignee, no matter): the firm admin's phone rings, as her e-mail notice would.
    await t.app.jobs.drain({ names: [pushJob.name] });
    expect(bodies.map((b) => b.to)).toEqual(['/admin']);
    await post(LAWYER, `/api/client-portal/inbox/${id}/messages`, { body: 'Utánanézek.' });
    await post(ANNA, `/api/client-portal/threads/${id}/messages`, { body: 'Köszönöm, várom a választ a hagyatékról.' });
    await t.app.jobs.drain({ names: [pushJob.name] });
    expect(bodies.map((b) => b.to)).toEqual(['/admin', '/lawyer']);
    for (const { body } of bodies) {
      const plain = decrypt(body);
      expect(JSON.parse(plain)).toEqual({ title: MESSAGE_PUSH.title, link: MESSAGE_PUSH.link });
      expect(plain).not.toMatch(/Titkos|hagyaték|Anna/);
    }
  });

  it('pushes the firm’s answer to the customer’s own phone once per unread thread, naming no matter and no text (decisions 0518, 0519)', async () => {
    const device = await injectAs(t.app, cookies[ANNA]!, {
      method: 'POST',
      url: '/api/mobile/devices',
      payload: { endpoint: `http://127.0.0.1:${(push.address() as AddressInfo).port}/customer`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
    });
    expect(device.statusCode, device.body).toBe(201);
    bodies.length = 0;
    const { id } = await post(ANNA, '/api/client-portal/threads', { subject: 'Végrendelet', body: 'Elkészült már a tervezet?' });
    await t.app.jobs.drain({ names: [pushJob.name] });
    // Her own message rings no phone of hers.
    expect(bodies.map((b) => b.to)).not.toContain('/customer');
    bodies.length = 0;
    await post(LAWYER, `/api/client-portal/inbox/${id}/messages`, { body: 'A végrendelet tervezetét csatoltam.' });
    await t.app.jobs.drain({ names: [pushJob.name] });
    expect(bodies.map((b) => b.to)).toEqual(['/customer']);
    const plain = decrypt(bodies[0]!.body);
    expect(JSON.parse(plain)).toEqual({ title: 'Új üzenet érkezett az irodától', link: customerThreadLink(id) });
    expect(plain).not.toMatch(/Végrendelet|tervezet/);
    // The thread's next message while she has not opened it is covered by her notice (decision 0519)…
    await post(LAWYER, `/api/client-portal/inbox/${id}/messages`, { body: 'Pótlás a tervezethez.' });
    await t.app.jobs.drain({ names: [pushJob.name] });
    expect(bodies).toHaveLength(1);
    // …and once she has read the thread, the next one rings again.
    await post(ANNA, `/api/client-portal/threads/${id}/read`);
    await post(LAWYER, `/api/client-portal/inbox/${id}/messages`, { body: 'Még egy kérdés.' });
    await t.app.jobs.drain({ names: [pushJob.name] });
    expect(bodies.map((b) => b.to)).toEqual(['/customer', '/customer']);
  });

  it('leaves out an admin who turned client messages off', async () => {
    const off = await injectAs(t.app, cookies[ADMIN]!, { method: 'PUT', url: '/api/mobile/settings', payload: { deadlines: true, messages: false, other: false } });
    expect(off.statusCode, off.body).toBe(200);
    bodies.length = 0;
    await post(ANNA, '/api/client-portal/threads', { subject: 'Új kérdés', body: 'Mikor lesz a tárgyalás?' });
    await t.app.jobs.drain({ names: [pushJob.name] });
    expect(bodies).toHaveLength(0);
  });
});
