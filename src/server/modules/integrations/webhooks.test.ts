// Webhooks (issue 36.4, decisions 0425–0428) through the app on a real database: a receiver on
// 127.0.0.1 (the test platform approves loopback, as for the AI providers) verifies every delivery
// with the `standardwebhooks` npm package and with an implementation of the spec written apart
// from the signing code (the latter also at the moved clock of the backoff test).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_RETRY_WINDOW_MS } from '@shared/integrations/webhooks';
import { auditLog, jobs, members, notifications, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { deliverWebhookJob } from './webhooks.job-definition';
import { packageVerdict, startReceiver, type Receiver } from './testing/receiver';
import { verifyStandardWebhook } from './testing/standard-webhooks-verifier';

const JOB = [deliverWebhookJob.name];

describe('webhooks', () => {
  let t: TestApp;
  let firm: { tenantId: string; userId: string; email: string };
  let admin: string;
  let lawyer: string;
  let receiver: Receiver;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, firm.userId, ['integrations']);
    admin = await signIn(t.app, firm.email);
    const lawyerEmail = `ugyved-${randomUUID()}@webhook-iroda.hu`;
    const other = await createTenantWithMember(t.database, 'lawyer', lawyerEmail, []);
    await t.database.db.insert(members).values({ id: randomUUID(), organizationId: firm.tenantId, userId: other.userId, role: 'lawyer' });
    lawyer = await signIn(t.app, lawyerEmail);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer = { status: 204 };
    receiver.now = () => new Date();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = admin) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  const createContact = (familyName: string) => call('POST', '/api/contacts', { kind: 'person', familyName, givenName: 'Webhook' });
  // Each endpoint at its own path of the receiver: a firm may not register one address twice.
  let paths = 0;
  const createEndpoint = async (events: string[] = ['contact.created'], url = `${receiver.url}/${++paths}`) => {
    const res = await call('POST', '/api/integrations/webhooks', { url, events, description: 'Könyvelő rendszer' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { endpoint: { id: string; secretStart: string }; secret: string };
  };
  const deliveriesOf = (endpointId: string) => t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  const disable = (id: string) => call('PATCH', `/api/integrations/webhooks/${id}`, { enabled: false });

  it('creates an endpoint whose whsec_ secret is answered once and sealed at rest; audited', async () => {
    const { endpoint, secret } = await createEndpoint();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.secretStart).toBe(secret.slice(0, 10));
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    const list = await call('GET', '/api/integrations/webhooks');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(secret.slice(10));
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, endpoint.id), eq(auditLog.action, 'webhooks.create')));
    expect(entry).toMatchObject({ actorKind: 'user', actorId: firm.userId });
    await disable(endpoint.id);
  });

  it('refuses private, metadata, credential-carrying and plain-http addresses and a lawyer, changing nothing', async () => {
    const before = (await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, firm.tenantId))).length;
    for (const url of ['https://10.0.0.5/hook', 'https://169.254.169.254/latest', 'https://[fd00:ec2::254]/x', 'http://example.com/hook', 'https://user:pw@example.com/x']) {
      const res = await call('POST', '/api/integrations/webhooks', { url, events: ['contact.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('WEBHOOK_URL_FORBIDDEN');
    }
    expect((await call('POST', '/api/integrations/webhooks', { url: receiver.url, events: [] })).json().code).toBe('VALIDATION_ERROR');
    expect((await call('POST', '/api/integrations/webhooks', { url: receiver.url, events: ['nincs.ilyen'] })).statusCode).toBe(400);
    // The lawyer acts in this firm (x-tenant-id; their own firm has no modules, so a wrong firm
    // would answer MODULE_NOT_INSTALLED): refused for the missing permission itself.
    const byLawyer = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/integrations/webhooks', headers: { 'x-tenant-id': firm.tenantId }, payload: { url: receiver.url, events: ['contact.created'] } });
    expect(byLawyer.statusCode).toBe(403);
    expect(byLawyer.json().code).toBe('FORBIDDEN');
    expect((await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, firm.tenantId))).length).toBe(before);
  });

  it('refuses an address the firm already has (scheme and host case, trailing slash aside), on create and on edit; another firm may use it', async () => {
    const { endpoint } = await createEndpoint(['contact.created'], `${receiver.url}/dupla`);
    const before = (await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, firm.tenantId))).length;
    const same = `${receiver.url.replace('http://', 'HTTP://')}/dupla/`;
    const created = await call('POST', '/api/integrations/webhooks', { url: same, events: ['matter.created'] });
    expect(created.statusCode, created.body).toBe(409);
    expect(created.json()).toMatchObject({ code: 'WEBHOOK_URL_TAKEN', fields: { url: expect.stringContaining('már') } });
    expect((await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, firm.tenantId))).length).toBe(before);
    // A disabled endpoint still holds its address (enabling it again would send everything twice).
    await disable(endpoint.id);
    const other = await createEndpoint(['matter.created'], `${receiver.url}/masik`);
    const edited = await call('PATCH', `/api/integrations/webhooks/${other.endpoint.id}`, { url: same });
    expect(edited.statusCode, edited.body).toBe(409);
    expect(edited.json().code).toBe('WEBHOOK_URL_TAKEN');
    const [kept] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, other.endpoint.id));
    expect(kept!.url).toBe(`${receiver.url}/masik`);
    // Saving an endpoint with its own address (or a spelling of it) is no duplicate.
    const own = await call('PATCH', `/api/integrations/webhooks/${other.endpoint.id}`, { url: `${receiver.url}/masik/`, description: 'Saját cím' });
    expect(own.statusCode, own.body).toBe(200);
    // Another firm's endpoint at the same address does not count.
    const stranger = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, stranger.tenantId, stranger.userId, ['integrations']);
    const theirs = await injectAs(t.app, await signIn(t.app, stranger.email), { method: 'POST', url: '/api/integrations/webhooks', payload: { url: `${receiver.url}/dupla`, events: ['contact.created'] } });
    expect(theirs.statusCode, theirs.body).toBe(201);
    await disable(other.endpoint.id);
  });

  it('delivers a domain event, signed per Standard Webhooks, to the subscribed endpoint only', async () => {
    const { endpoint, secret } = await createEndpoint(['contact.created']);
    const other = await createEndpoint(['matter.created']);
    receiver.secrets = [secret];
    const contact = await createContact('Kézbesítő');
    expect(contact.statusCode, contact.body).toBe(201);
    const ran = await t.app.jobs.drain({ names: JOB });
    expect(ran.results.map((r) => r.result)).toEqual(['succeeded']);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.verdict).toEqual({ ok: true });
    expect(got.packageVerdict).toEqual({ ok: true });
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ type: 'contact.created', data: { id: contact.json().id, object: 'contact' } });
    expect(String(got.headers['webhook-id'])).toMatch(/^msg_/);
    // A tampered body or another secret does not verify.
    expect(verifyStandardWebhook(secret, got.headers, got.body.replace('Kézbesítő', 'Hamis')).ok).toBe(false);
    expect(packageVerdict([secret], got.headers, got.body.replace('Kézbesítő', 'Hamis')).ok).toBe(false);
    expect(verifyStandardWebhook('whsec_' + Buffer.alloc(32, 1).toString('base64'), got.headers, got.body).ok).toBe(false);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, eventType: 'contact.created', messageId: got.headers['webhook-id'] });
    expect(await deliveriesOf(other.endpoint.id)).toHaveLength(0);
    const log = (await call('GET', `/api/integrations/webhooks/${endpoint.id}/deliveries`)).json();
    expect(log.items[0].log[0]).toMatchObject({ status: 204, error: null, requestHeaders: { 'webhook-id': got.headers['webhook-id'] } });
    await disable(endpoint.id);
    await disable(other.endpoint.id);
  });

  it('retries with exponential backoff for 3 days, then disables the endpoint and tells the admin; redelivery keeps the webhook-id', async () => {
    const { endpoint, secret } = await createEndpoint();
    receiver.secrets = [secret];
    receiver.answer = { status: 500, body: 'belső hiba '.repeat(500) };
    await createContact('Hibás');
    const start = Date.now();
    let clock = new Date(start);
    receiver.now = () => clock;
    const gaps: number[] = [];
    for (let i = 0; i < 40; i++) {
      await t.app.jobs.drain({ names: JOB, now: () => clock });
      const [d] = await deliveriesOf(endpoint.id);
      if (d!.status !== 'retrying') break;
      gaps.push(d!.nextAttemptAt!.getTime() - clock.getTime());
      clock = d!.nextAttemptAt!;
    }
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed!.status).toBe('failed');
    // Every attempt carried the same webhook-id and verified at its own time.
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect(receiver.received.every((r) => r.verdict.ok)).toBe(true);
    expect(receiver.received.length).toBe(failed!.attempts);
    expect(failed!.attempts).toBeGreaterThan(8);
    // Exponential: the early gaps grow; the last attempt falls at the window's end.
    expect(gaps[1]!).toBeGreaterThan(gaps[0]! / 2);
    expect(gaps[5]!).toBeGreaterThan(gaps[0]! * 8);
    expect(clock.getTime() - start).toBeGreaterThanOrEqual(WEBHOOK_RETRY_WINDOW_MS - 1000);
    expect(failed!.log.at(-1)).toMatchObject({ status: 500, error: 'A végpont HTTP 500 hibával válaszolt.' });
    expect(failed!.log.at(-1)!.responseBody!.length).toBe(2048);
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, firm.userId), eq(notifications.kind, 'webhooks.endpoint_disabled')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe('/app/integrations');

    // Redelivery is refused while the endpoint is off; after enabling it, it goes with the same webhook-id.
    expect((await call('POST', `/api/integrations/webhooks/deliveries/${failed!.id}/redeliver`)).json().code).toBe('WEBHOOK_DISABLED');
    expect((await call('PATCH', `/api/integrations/webhooks/${endpoint.id}`, { enabled: true })).json()).toMatchObject({ enabled: true, disabledReason: null });
    receiver.answer = { status: 200, body: 'ok' };
    receiver.now = () => new Date();
    receiver.received.length = 0;
    const again = await call('POST', `/api/integrations/webhooks/deliveries/${failed!.id}/redeliver`);
    expect(again.statusCode, again.body).toBe(200);
    await t.app.jobs.drain({ names: JOB });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(failed!.messageId);
    expect(receiver.received[0]!.verdict).toEqual({ ok: true });
    expect(receiver.received[0]!.packageVerdict).toEqual({ ok: true });
    const [done] = await deliveriesOf(endpoint.id);
    expect(done).toMatchObject({ status: 'succeeded' });
    expect(done!.log.at(-1)).toMatchObject({ status: 200, manual: true });
    await disable(endpoint.id);
  });

  it('a worker killed mid-delivery leaves the job leased; the next instance sends the same webhook-id once the lease ends', async () => {
    const { endpoint, secret } = await createEndpoint();
    receiver.secrets = [secret];
    await createContact('Megszakított');
    const [pending] = await deliveriesOf(endpoint.id);
    // What the claim of a worker that then died (kill -9) leaves behind: running, leased, never finished.
    const now = new Date();
    await t.database.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'worker-killed', claimToken: 'elveszett', runAt: new Date(now.getTime() + deliverWebhookJob.leaseMs) })
      .where(eq(jobs.id, pending!.jobId!));
    expect((await t.app.jobs.drain({ names: JOB, now: () => now })).runs).toBe(0);
    const later = new Date(now.getTime() + deliverWebhookJob.leaseMs + 1000);
    receiver.now = () => later;
    await t.app.jobs.drain({ names: JOB, now: () => later });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(pending!.messageId);
    expect(receiver.received[0]!.verdict.ok).toBe(true);
    expect(receiver.received[0]!.packageVerdict.ok).toBe(true);
    await disable(endpoint.id);
  });

  it('rotation signs with both secrets during the overlap, with the new one alone after it', async () => {
    const { endpoint, secret: oldSecret } = await createEndpoint();
    const rotated = await call('POST', `/api/integrations/webhooks/${endpoint.id}/rotate-secret`, { overlapHours: 24 });
    expect(rotated.statusCode, rotated.body).toBe(201);
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.json().endpoint.previousSecretExpiresAt).not.toBeNull();
    await createContact('Forgatott');
    await t.app.jobs.drain({ names: JOB });
    const got = receiver.received[0]!;
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyStandardWebhook(oldSecret, got.headers, got.body).ok).toBe(true);
    expect(verifyStandardWebhook(newSecret, got.headers, got.body).ok).toBe(true);
    expect(packageVerdict([oldSecret], got.headers, got.body).ok).toBe(true);
    expect(packageVerdict([newSecret], got.headers, got.body).ok).toBe(true);

    const noOverlap = (await call('POST', `/api/integrations/webhooks/${endpoint.id}/rotate-secret`, { overlapHours: 0 })).json().secret as string;
    receiver.received.length = 0;
    await createContact('Azonnal');
    await t.app.jobs.drain({ names: JOB });
    const after = receiver.received[0]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifyStandardWebhook(noOverlap, after.headers, after.body).ok).toBe(true);
    expect(verifyStandardWebhook(newSecret, after.headers, after.body).ok).toBe(false);
    expect(packageVerdict([noOverlap], after.headers, after.body).ok).toBe(true);
    expect(packageVerdict([newSecret], after.headers, after.body).ok).toBe(false);
    await disable(endpoint.id);
  });

  it('410 Gone disables the endpoint at once', async () => {
    const { endpoint } = await createEndpoint();
    receiver.answer = { status: 410 };
    await createContact('Megszűnt');
    await t.app.jobs.drain({ names: JOB });
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'gone' });
    expect((await deliveriesOf(endpoint.id))[0]!.status).toBe('failed');
  });

  it('"test connection" says what failed: a refused connection, an HTTP error, a redirect; and success', async () => {
    const { endpoint, secret } = await createEndpoint();
    receiver.secrets = [secret];
    const test = async () => {
      const res = await call('POST', `/api/integrations/webhooks/${endpoint.id}/test`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { ok: boolean; status: number | null; message: string };
    };
    const ok = await test();
    expect(ok).toMatchObject({ ok: true, status: 204 });
    expect(receiver.received[0]!.verdict.ok).toBe(true);
    expect(receiver.received[0]!.packageVerdict.ok).toBe(true);
    expect(JSON.parse(receiver.received[0]!.body).type).toBe('webhook.test');
    receiver.answer = { status: 500 };
    expect(await test()).toMatchObject({ ok: false, status: 500, message: 'A végpont HTTP 500 hibával válaszolt.' });
    receiver.answer = { status: 301, headers: { location: 'https://masik.example.hu/hook' } };
    expect((await test()).message).toContain('átirányítással');
    // A port nothing listens on.
    const closed = await startReceiver();
    await closed.close();
    await call('PATCH', `/api/integrations/webhooks/${endpoint.id}`, { url: closed.url });
    const refused = await test();
    expect(refused).toMatchObject({ ok: false, status: null });
    expect(refused.message).toContain('ECONNREFUSED');
    // Each test is in the delivery log.
    expect((await call('GET', `/api/integrations/webhooks/${endpoint.id}/deliveries`)).json().items.filter((d: { eventType: string }) => d.eventType === 'webhook.test')).toHaveLength(4);
    await disable(endpoint.id);
  });

  it('sends nothing while the firm has uninstalled the integrations module', async () => {
    const { endpoint } = await createEndpoint();
    const { tenantModules } = await import('../../db/schema');
    await t.database.db
      .update(tenantModules)
      .set({ status: 'uninstalled' })
      .where(and(eq(tenantModules.tenantId, firm.tenantId), eq(tenantModules.moduleKey, 'integrations')));
    await createContact('Leválasztott');
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    await t.database.db
      .update(tenantModules)
      .set({ status: 'installed' })
      .where(and(eq(tenantModules.tenantId, firm.tenantId), eq(tenantModules.moduleKey, 'integrations')));
  });
});
