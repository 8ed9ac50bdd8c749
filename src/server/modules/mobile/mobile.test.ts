// The mobile module (decision 0516) through the app on a real database: registering a browser for
// push and its validation, each user's own devices (another user's or firm's id answers 404), the
// Profi plan's mobile_app and the installation as gates, the settings, and the push itself – to a
// local HTTP server standing in for the push service, which receives the encrypted aes128gcm body
// and the VAPID Authorization header; a 410 removes the device; the private key never leaves.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, members, notifications, subscriptions } from '../../db/schema';
import { openSecret } from '../../lib/secret-box';
import { notify } from '../../notifications/notify';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { mobileDevices, mobileVapidKeys } from './mobile.schema';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The browser's side of a subscription: its P-256 key pair and auth secret, to decrypt what arrives. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, body: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

describe('mobile module', () => {
  let t: TestApp;
  let push: Server;
  let pushUrl: string;
  const received: Received[] = [];
  const answer: Record<string, number> = {};
  const bodies: string[] = [];
  const heldPair: (() => void)[] = [];

  let firm: { tenantId: string; userId: string };
  let admin: string;
  let colleague: { userId: string; cookie: string };
  let otherFirm: string;
  let alapFirm: string;
  let notInstalled: string;

  async function onPlan(tenantId: string, userId: string, planId: string) {
    await t.database.db.insert(subscriptions).values({ tenantId, userId, planId, status: 'active', startedAt: new Date() });
  }

  async function firmWith(modules: string[], planId: string | null) {
    const email = `mobil-${randomUUID()}@mobil-iroda.hu`;
    const created = await createTenantWithMember(t.database, 'tenant,lawyer', email, modules);
    if (planId) await onPlan(created.tenantId, created.userId, planId);
    return { ...created, cookie: await signIn(t.app, email) };
  }

  const call = async (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
    bodies.push(res.body);
    return res;
  };
  const register = (cookie: string, endpoint: string, keys = browserKeys().body, label?: string) => call(cookie, 'POST', '/api/mobile/devices', { endpoint, keys, ...(label ? { label } : {}) });

  beforeAll(async () => {
    push = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = answer[req.url ?? ''] ?? 201;
        // A pair's pushes are answered only once both are here: they must be sent at once.
        if (!req.url?.startsWith('/pair/')) return res.end();
        heldPair.push(() => res.end());
        if (heldPair.length === 2) heldPair.splice(0).forEach((release) => release());
      });
    });
    await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve));
    pushUrl = `http://127.0.0.1:${(push.address() as AddressInfo).port}`;

    t = await buildTestApp({ seed: false });
    const a = await firmWith(['mobile'], 'plan-profi');
    firm = a;
    admin = a.cookie;
    const colleagueEmail = `kollega-${randomUUID()}@mobil-iroda.hu`;
    const person = await createTenantWithMember(t.database, 'lawyer', colleagueEmail, []);
    await t.database.db.update(members).set({ organizationId: firm.tenantId }).where(eq(members.userId, person.userId));
    colleague = { userId: person.userId, cookie: await signIn(t.app, colleagueEmail) };
    otherFirm = (await firmWith(['mobile'], 'plan-profi')).cookie;
    alapFirm = (await firmWith(['mobile'], 'plan-alap')).cookie;
    notInstalled = (await firmWith([], 'plan-profi')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => push.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  it('registers a browser (201), renews the same endpoint (200), and names it from the user agent', async () => {
    const endpoint = `${pushUrl}/ok/${randomUUID()}`;
    const first = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/mobile/devices',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' },
      payload: { endpoint, keys: browserKeys().body },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ label: 'Chrome, Android', service: new URL(pushUrl).host, lastUsedAt: null });
    expect(first.body).not.toContain(endpoint);
    const again = await register(admin, endpoint, browserKeys().body, 'Saját telefon');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, label: 'Saját telefon' });
    await call(admin, 'DELETE', `/api/mobile/devices/${first.json().id}`);
  });

  it('refuses an invalid registration with Hungarian messages and stable codes', async () => {
    const bad = await register(admin, 'nem-url');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const keys = await call(admin, 'POST', '/api/mobile/devices', { endpoint: 'https://push.example.com/x', keys: { p256dh: 'rövid', auth: '' } });
    expect(keys.statusCode).toBe(400);
    expect(keys.json().code).toBe('VALIDATION_ERROR');
    // Plain http only to an approved host; never the server's own network.
    for (const endpoint of ['http://push.example.com/x', 'https://10.0.0.7/x', 'https://169.254.169.254/latest']) {
      const refused = await register(admin, endpoint);
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'MOBILE_ENDPOINT_REFUSED', message: expect.stringContaining('nyilvános') });
    }
    expect((await call(admin, 'GET', '/api/mobile/devices')).json().items).toEqual([]);
  });

  it('shows and removes only the user’s own devices: another user’s or firm’s id answers 404', async () => {
    const mine = (await register(admin, `${pushUrl}/ok/${randomUUID()}`)).json();
    const theirs = (await register(otherFirm, `${pushUrl}/ok/${randomUUID()}`)).json();
    expect((await call(admin, 'GET', '/api/mobile/devices')).json().items.map((d: { id: string }) => d.id)).toEqual([mine.id]);
    expect((await call(colleague.cookie, 'GET', '/api/mobile/devices')).json().items).toEqual([]);
    expect((await call(colleague.cookie, 'DELETE', `/api/mobile/devices/${mine.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/mobile/devices/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/mobile/devices/${randomUUID()}`)).statusCode).toBe(404);
    expect(await t.database.db.select({ id: mobileDevices.id }).from(mobileDevices).where(eq(mobileDevices.id, theirs.id))).toHaveLength(1);
    expect((await call(admin, 'DELETE', `/api/mobile/devices/${mine.id}`)).json()).toEqual({ ok: true });
    expect((await call(admin, 'GET', '/api/mobile/devices')).json().items).toEqual([]);
  });

  it('answers a firm without the Profi plan with the standard denial (mobile_app_not_included)', async () => {
    for (const [method, url] of [
      ['GET', '/api/mobile/devices'],
      ['GET', '/api/mobile/vapid-key'],
      ['GET', '/api/mobile/settings'],
      ['POST', '/api/mobile/test-push'],
    ] as const) {
      const res = await call(alapFirm, method, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FEATURE_NOT_INCLUDED', message: 'A mobilalkalmazás a Profi csomag része. Válts Profi csomagra a használatához!' });
    }
    const denied = await register(alapFirm, 'https://push.example.com/x');
    expect(denied.json().code).toBe('FEATURE_NOT_INCLUDED');
    expect((await call(alapFirm, 'GET', '/api/entitlements/check?action=mobile_app')).json()).toEqual({ allowed: false, reason: 'mobile_app_not_included' });
  });

  it('answers a firm that has not installed the module with MODULE_NOT_INSTALLED', async () => {
    const res = await call(notInstalled, 'GET', '/api/mobile/devices');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MODULE_NOT_INSTALLED');
  });

  it('keeps each user’s settings: defaults, saved, validated', async () => {
    expect((await call(colleague.cookie, 'GET', '/api/mobile/settings')).json()).toEqual({ deadlines: true, messages: true, other: false });
    expect((await call(colleague.cookie, 'PUT', '/api/mobile/settings', { deadlines: false, messages: true, other: true })).json()).toEqual({ deadlines: false, messages: true, other: true });
    expect((await call(colleague.cookie, 'GET', '/api/mobile/settings')).json()).toEqual({ deadlines: false, messages: true, other: true });
    expect((await call(admin, 'GET', '/api/mobile/settings')).json()).toEqual({ deadlines: true, messages: true, other: false });
    expect((await call(colleague.cookie, 'PUT', '/api/mobile/settings', { deadlines: 'igen' })).statusCode).toBe(400);
  });

  it('sends the test push encrypted (aes128gcm) with the VAPID signature; the payload is the title and a link', async () => {
    const browser = browserKeys();
    const path = `/ok/${randomUUID()}`;
    await register(admin, `${pushUrl}${path}`, browser.body);
    const key = (await call(admin, 'GET', '/api/mobile/vapid-key')).json().publicKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const res = await call(admin, 'POST', '/api/mobile/test-push');
    expect(res.json()).toEqual({ sent: 1, failed: 0, removed: 0 });
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got!.path).toBe(path);
    expect(got!.headers['content-encoding']).toBe('aes128gcm');
    expect(got!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
    expect(Number(got!.headers.ttl)).toBeGreaterThan(0);
    expect(got!.body.toString('utf8')).not.toContain('Próbaértesítés');
    const plain = ece.decrypt(got!.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth.toString('base64url') });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ title: expect.stringContaining('Próbaértesítés'), link: '/app/mobile' });
    const [device] = (await call(admin, 'GET', '/api/mobile/devices')).json().items;
    expect(device.lastUsedAt).not.toBeNull();
    await call(admin, 'DELETE', `/api/mobile/devices/${device.id}`);
  });

  it('pushes a new bell notice of a kind the user takes, on the job runtime; not one she turned off', async () => {
    const browser = browserKeys();
    const path = `/ok/${randomUUID()}`;
    const device = (await register(admin, `${pushUrl}${path}`, browser.body)).json();
    await notify(t.database.db, [
      { userId: firm.userId, tenantId: firm.tenantId, kind: 'deadline.reminder', title: 'Határidő holnap: Fellebbezés', body: 'Bizalmas részletek az ügyről.', link: '/app/matters/1' },
      // "Everything else" is off by default; a notice with no firm is never pushed.
      { userId: firm.userId, tenantId: firm.tenantId, kind: 'account.role_changed', title: 'Megváltoztak a szerepköreid' },
      { userId: firm.userId, tenantId: null, kind: 'account.join_request_declined', title: 'Elutasított kérelem' },
      // The colleague has no device: no job.
      { userId: colleague.userId, tenantId: firm.tenantId, kind: 'deadline.reminder', title: 'Határidő holnap: Kereset' },
    ]);
    const queued = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, 'mobile.push'), eq(jobs.tenantId, firm.tenantId), eq(jobs.state, 'queued')));
    expect(queued).toHaveLength(1);
    await t.app.jobs.drain({ names: ['mobile.push'] });
    expect(received.map((r) => r.path)).toEqual([path]);
    const plain = ece.decrypt(received[0]!.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth.toString('base64url') });
    // Only the notice's title and link: never its body.
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ title: 'Határidő holnap: Fellebbezés', link: '/app/matters/1' });
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, firm.userId))).toHaveLength(3);
    await call(admin, 'DELETE', `/api/mobile/devices/${device.id}`);
  });

  it('sends to the user’s devices at once, not one after another', async () => {
    const pair = [await register(admin, `${pushUrl}/pair/${randomUUID()}`), await register(admin, `${pushUrl}/pair/${randomUUID()}`)].map((r) => r.json() as { id: string });
    // One after another, the first push would wait for the second and time out (15 s).
    const res = await call(admin, 'POST', '/api/mobile/test-push');
    expect(res.json()).toEqual({ sent: 2, failed: 0, removed: 0 });
    for (const d of pair) await call(admin, 'DELETE', `/api/mobile/devices/${d.id}`);
  });

  it('removes a device the push service calls gone (410) and records another refusal on the device', async () => {
    await register(admin, `${pushUrl}/gone/${randomUUID()}`);
    const failing = (await register(admin, `${pushUrl}/fail/${randomUUID()}`)).json();
    // The paths carry a random part: answer by prefix through the recorded devices.
    const devices = await t.database.db.select().from(mobileDevices).where(eq(mobileDevices.userId, firm.userId));
    for (const d of devices) answer[new URL(d.endpoint).pathname] = d.endpoint.includes('/gone/') ? 410 : 400;
    const res = await call(admin, 'POST', '/api/mobile/test-push');
    expect(res.json()).toEqual({ sent: 0, failed: 1, removed: 1 });
    const left = (await call(admin, 'GET', '/api/mobile/devices')).json().items;
    expect(left.map((d: { id: string }) => d.id)).toEqual([failing.id]);
    expect(left[0].lastError).toContain('HTTP 400');
    await call(admin, 'DELETE', `/api/mobile/devices/${failing.id}`);
    expect((await call(admin, 'POST', '/api/mobile/test-push')).json().code).toBe('MOBILE_NO_DEVICES');
  });

  it('keeps one generated VAPID pair, its private key sealed and in no answer', async () => {
    const [row] = await t.database.db.select().from(mobileVapidKeys);
    expect(row).toBeDefined();
    expect(row!.privateKeySealed).toMatch(/^v1\./);
    const privateKey = openSecret(t.app.env.BETTER_AUTH_SECRET, 'mobile-vapid-private-key', row!.privateKeySealed);
    expect(privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call(otherFirm, 'GET', '/api/mobile/vapid-key')).json()).toEqual({ publicKey: row!.publicKey });
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) expect(body).not.toContain(privateKey);
  });
});
