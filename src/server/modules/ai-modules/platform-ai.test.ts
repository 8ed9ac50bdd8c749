// API tests of the platform-wide AI keys and the platform admin's cross-firm view (decision 0242):
// a firm without a key of its own answers through the platform key, its own key wins once stored;
// the platform admin sees every firm's usage, log and alerts (one firm with the filter); a firm
// admin reaches none of it and never another firm's data.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPlatformKeys, aiProviderKeys, subscriptions } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { recordBudgetAlert } from './alerts.service';
import { startFakeProvider, type FakeProvider } from './gateway/testing/fake-providers';

describe('platform-wide AI keys and the cross-firm view', () => {
  let t: TestApp;
  let platform: string;
  let owner: string;
  let demoTenant: string;
  let other: Awaited<ReturnType<typeof createTenantWithMember>>;
  let otherCookie: string;
  let shared: FakeProvider;
  let own: FakeProvider;

  const ask = async (cookie: string, content: string) => {
    const c = await injectAs(t.app, cookie, { method: 'POST', url: '/api/themis/conversations', payload: {} });
    return injectAs(t.app, cookie, { method: 'POST', url: `/api/themis/conversations/${c.json().id}/messages`, payload: { content } });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    platform = await signIn(t.app, 'admin@virtualis-iroda.hu');
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    demoTenant = (await demoTenantId(t.database.db))!;
    await t.database.db.update(subscriptions).set({ planId: 'plan-halado' }).where(eq(subscriptions.tenantId, demoTenant));
    other = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'ai-modules', 'themis']);
    otherCookie = await signIn(t.app, other.email);
    shared = await startFakeProvider('openai');
    own = await startFakeProvider('openai');
  });
  afterAll(async () => {
    await shared?.close();
    await own?.close();
    await t?.close();
  });

  it("the platform admin stores a platform key (encrypted, masked); firms without a key answer through it, a firm's own key wins", async () => {
    expect((await injectAs(t.app, owner, { method: 'POST', url: '/api/platform/ai/keys', payload: { provider: 'openai', apiKey: shared.apiKey, baseUrl: shared.url } })).statusCode).toBe(403);
    const bad = await injectAs(t.app, platform, { method: 'POST', url: '/api/platform/ai/keys', payload: { provider: 'openai', apiKey: 'rossz' } });
    expect(bad.json().message).toBe("OpenAI API key must start with 'sk-' and be longer than 20 characters");
    const saved = await injectAs(t.app, platform, { method: 'POST', url: '/api/platform/ai/keys', payload: { provider: 'openai', apiKey: shared.apiKey, baseUrl: shared.url } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().keyHint).toBe('sk-••••••••6789');
    const list = await injectAs(t.app, platform, { method: 'GET', url: '/api/platform/ai/keys' });
    expect(list.body).not.toContain(shared.apiKey);
    const [row] = await t.database.db.select().from(aiPlatformKeys);
    expect(row!.keyCiphertext).not.toContain(shared.apiKey);
    // Neither firm has a key of its own: both answer through the platform key.
    shared.setResponder(() => 'Válasz a platform kulcsával.');
    for (const cookie of [owner, otherCookie]) {
      const res = await ask(cookie, 'Mennyi a vételár az adásvételi szerződésben?');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().answer).toMatchObject({ mode: 'model', provider: 'openai', content: 'Válasz a platform kulcsával.' });
    }
    expect(shared.requests.length).toBe(2);
    // The demo firm stores its own key: its requests go there, the other firm's still to the platform's.
    expect((await injectAs(t.app, owner, { method: 'POST', url: '/api/ai-modules/keys', payload: { provider: 'openai', apiKey: own.apiKey, baseUrl: own.url } })).statusCode).toBe(201);
    own.setResponder(() => 'Válasz az iroda saját kulcsával.');
    expect((await ask(owner, 'És a foglaló?')).json().answer.content).toBe('Válasz az iroda saját kulcsával.');
    expect((await ask(otherCookie, 'És a foglaló?')).json().answer.content).toBe('Válasz a platform kulcsával.');
    expect(own.requests.length).toBe(1);
    expect(shared.requests.length).toBe(3);
    // The firm admin's key list shows only its own key, never the platform's.
    const firmKeys = (await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/keys' })).json().items;
    expect(firmKeys.map((k: { id: string }) => k.id)).not.toContain(saved.json().id);
    await t.database.db.delete(aiProviderKeys).where(eq(aiProviderKeys.tenantId, demoTenant));
  });

  it("the platform admin sees every firm's usage, AI log and alerts, one firm with the filter; firm admins see none of it", async () => {
    await recordBudgetAlert(t.database.db, { tenantId: other.tenantId, userId: other.userId, scope: 'firm', ownerId: other.tenantId, provider: null, period: 'daily', threshold: 50, spend: 5, limit: 10 }, new Date());
    await recordBudgetAlert(t.database.db, { tenantId: demoTenant, userId: other.userId, scope: 'firm', ownerId: demoTenant, provider: null, period: 'daily', threshold: 80, spend: 8, limit: 10 }, new Date());
    const all = await injectAs(t.app, platform, { method: 'GET', url: '/api/platform/ai/overview' });
    expect(all.statusCode).toBe(200);
    const firms = all.json().firms as { tenantId: string; requests: number; openAlerts: number; ownKeys: number }[];
    expect(firms.map((f) => f.tenantId)).toEqual(expect.arrayContaining([demoTenant, other.tenantId]));
    expect(firms.find((f) => f.tenantId === other.tenantId)).toMatchObject({ requests: 2, openAlerts: 1, ownKeys: 0 });
    const tenantsOf = (items: { tenantId: string }[]) => new Set(items.map((i) => i.tenantId));
    expect(tenantsOf(all.json().audit)).toEqual(new Set([demoTenant, other.tenantId]));
    expect(tenantsOf(all.json().alerts)).toEqual(new Set([demoTenant, other.tenantId]));

    const one = (await injectAs(t.app, platform, { method: 'GET', url: `/api/platform/ai/overview?tenantId=${other.tenantId}` })).json();
    expect(one.firms.map((f: { tenantId: string }) => f.tenantId)).toEqual([other.tenantId]);
    expect(tenantsOf(one.audit)).toEqual(new Set([other.tenantId]));
    expect(one.alerts.map((a: { title: string; tenantName: string }) => [a.title, a.tenantName])).toEqual([['Az AI-költségkeret 50%-a elérve (napi)', 'Másik Iroda']]);

    // Firm admins: no platform view, and their own lists carry only their firm's rows.
    for (const cookie of [owner, otherCookie]) {
      expect((await injectAs(t.app, cookie, { method: 'GET', url: '/api/platform/ai/overview' })).statusCode).toBe(403);
      expect((await injectAs(t.app, cookie, { method: 'GET', url: '/api/platform/ai/keys' })).statusCode).toBe(403);
    }
    const otherAudit = (await injectAs(t.app, otherCookie, { method: 'GET', url: '/api/ai-modules/audit' })).json().items as { requestId: string }[];
    const demoRequests = new Set((all.json().audit as { tenantId: string; requestId: string }[]).filter((a) => a.tenantId === demoTenant).map((a) => a.requestId));
    expect(otherAudit.length).toBeGreaterThan(0);
    expect(otherAudit.some((a) => demoRequests.has(a.requestId))).toBe(false);
    const otherAlerts = (await injectAs(t.app, otherCookie, { method: 'GET', url: '/api/ai-modules/alerts' })).json().items as { tenantId: string }[];
    expect(tenantsOf(otherAlerts)).toEqual(new Set([other.tenantId]));
    const demoAlerts = (await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/alerts' })).json().items as { tenantId: string }[];
    expect(tenantsOf(demoAlerts)).toEqual(new Set([demoTenant]));
    const otherUsage = (await injectAs(t.app, otherCookie, { method: 'GET', url: '/api/ai-modules/usage' })).json();
    expect(otherUsage.byProvider.reduce((n: number, p: { requests: number }) => n + p.requests, 0)).toBe(2);
  });
});
