// Issue 34, the AI findings on a real database: the budget limits hold under parallel questions
// (34.4, decision 0307); firm-chosen provider addresses reach no private network and the
// provider's own error text is neither stored nor shown (34.5, decision 0308).
import { and, eq, gte, isNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAuditLog, aiBudgets, aiProviderKeys, aiUsage, subscriptions, usageTracking, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { configureOutbound } from './gateway/http';
import { startFakeProvider, type FakeProvider } from './gateway/testing/fake-providers';
import { encryptProviderKey } from './key-crypto';
import { aiKeySecret } from './ai-wiring';

describe('AI security findings (issue 34)', () => {
  let t: TestApp;
  let owner: string;
  let lawyer: string;
  let tenantId: string;
  let ownerId: string;
  let openai: FakeProvider;

  const newConversation = async (cookie: string) => {
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/themis/conversations', payload: {} });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const ask = (cookie: string, conversationId: string, content: string) => injectAs(t.app, cookie, { method: 'POST', url: `/api/themis/conversations/${conversationId}/messages`, payload: { content } });
  const setKey = (payload: Record<string, unknown>) => injectAs(t.app, owner, { method: 'POST', url: '/api/ai-modules/keys', payload });
  const since = new Date(Date.now() - 60_000);
  const spentSince = async (userId?: string) =>
    Number(
      (
        await t.database.db
          .select({ total: sum(aiUsage.cost) })
          .from(aiUsage)
          .where(and(eq(aiUsage.tenantId, tenantId), gte(aiUsage.createdAt, since), ...(userId ? [eq(aiUsage.userId, userId)] : [])))
      )[0]?.total ?? 0,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    await t.database.db.update(subscriptions).set({ planId: 'plan-halado' }).where(eq(subscriptions.tenantId, tenantId));
    ownerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'iroda@kovacs-ugyved.hu')))[0]!.id;
    openai = await startFakeProvider('openai');
  });
  afterAll(async () => {
    await openai?.close();
    await t?.close();
  });

  describe('34.4: the budget limits are hard limits', () => {
    it('of 15 parallel Themis questions against a tiny daily limit, only those that fit are answered; the spend stays within the limit', async () => {
      expect((await setKey({ provider: 'openai', apiKey: openai.apiKey, baseUrl: openai.url })).statusCode).toBe(201);
      // Without the demo's seeded spend of today (ai-modules.demo-seed.ts), which alone passes 0.03 €.
      await t.database.db.delete(aiBudgets).where(eq(aiBudgets.tenantId, tenantId));
      expect((await injectAs(t.app, owner, { method: 'PUT', url: '/api/ai-modules/budgets', payload: { userId: ownerId, dailyLimit: 0.03, monthlyLimit: 100 } })).statusCode).toBe(200);
      await t.database.db.update(usageTracking).set({ agentsUsed: 0 }).where(eq(usageTracking.organizationId, tenantId));
      const ids = [];
      for (let i = 0; i < 15; i++) ids.push(await newConversation(owner));
      const answers = await Promise.all(ids.map((id, i) => ask(owner, id, `Mennyi a vételár az adásvételi szerződésben? (${i + 1})`)));
      const answered = answers.filter((r) => r.statusCode === 200);
      const refused = answers.filter((r) => r.statusCode !== 200);
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.length).toBeLessThan(15);
      for (const r of refused) expect(r.json().code).toBe('DAILY_BUDGET_EXCEEDED');
      // Every answer was paid within the limit, and the reservations were settled to the real cost.
      const spent = await spentSince(ownerId);
      expect(spent).toBeGreaterThan(0);
      expect(spent).toBeLessThanOrEqual(0.03);
      const [row] = await t.database.db
        .select()
        .from(aiBudgets)
        .where(and(eq(aiBudgets.tenantId, tenantId), eq(aiBudgets.userId, ownerId)));
      expect(row!.currentDailySpend).toBeCloseTo(spent, 6);
    });

    it("the firm's monthly limit holds for two colleagues asking in parallel", async () => {
      await t.database.db.delete(aiBudgets).where(eq(aiBudgets.tenantId, tenantId));
      expect((await injectAs(t.app, owner, { method: 'PUT', url: '/api/ai-modules/budgets', payload: { userId: null, dailyLimit: 100, monthlyLimit: 0.02 } })).statusCode).toBe(200);
      await t.database.db.update(usageTracking).set({ agentsUsed: 0 }).where(eq(usageTracking.organizationId, tenantId));
      const before = await spentSince();
      const conversations: [string, string][] = [];
      for (let i = 0; i < 5; i++) conversations.push([owner, await newConversation(owner)], [lawyer, await newConversation(lawyer)]);
      const answers = await Promise.all(conversations.map(([cookie, id], i) => ask(cookie, id, `Mikor van a birtokbaadás napja? (${i + 1})`)));
      const refused = answers.filter((r) => r.statusCode !== 200);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect(r.json().code).toBe('MONTHLY_BUDGET_EXCEEDED');
      const spent = (await spentSince()) - before;
      expect(spent).toBeLessThanOrEqual(0.02);
      const [firm] = await t.database.db
        .select()
        .from(aiBudgets)
        .where(and(eq(aiBudgets.tenantId, tenantId), isNull(aiBudgets.userId)));
      expect(firm!.currentMonthlySpend).toBeCloseTo(spent, 6);
      await t.database.db.delete(aiBudgets).where(eq(aiBudgets.tenantId, tenantId));
      await t.database.db.delete(aiProviderKeys).where(eq(aiProviderKeys.tenantId, tenantId));
    });
  });

  it('34.8: a question to an unknown conversation answers 404 and counts no agent run', async () => {
    expect((await setKey({ provider: 'openai', apiKey: openai.apiKey, baseUrl: openai.url })).statusCode).toBe(201);
    const before = (await t.database.db.select({ n: usageTracking.agentsUsed }).from(usageTracking).where(eq(usageTracking.organizationId, tenantId))).reduce((s, r) => s + r.n, 0);
    expect((await ask(owner, 'nincs-ilyen-beszelgetes', 'Mennyi a vételár?')).statusCode).toBe(404);
    const after = (await t.database.db.select({ n: usageTracking.agentsUsed }).from(usageTracking).where(eq(usageTracking.organizationId, tenantId))).reduce((s, r) => s + r.n, 0);
    expect(after).toBe(before);
    await t.database.db.delete(aiProviderKeys).where(eq(aiProviderKeys.tenantId, tenantId));
  });

  describe('34.5: firm-chosen provider addresses', () => {
    // As in production: no private host approved by the operator.
    beforeAll(() => configureOutbound([]));
    afterAll(() => configureOutbound(['127.0.0.1', 'localhost', '::1']));

    it('refuses to store a base URL on loopback, private, link-local or metadata addresses', async () => {
      for (const baseUrl of [
        `${openai.url}`,
        'http://localhost:11434/v1',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]:8080/v1',
        'http://10.0.0.5/v1',
        'http://2130706433/v1',
        'http://[::ffff:127.0.0.1]/v1',
      ]) {
        const res = await setKey({ provider: 'local', baseUrl });
        expect(`${baseUrl} ${res.statusCode} ${res.json().code}`).toBe(`${baseUrl} 400 AI_BASE_URL_FORBIDDEN`);
        expect(res.json().message).toContain('belső hálózatra');
      }
      expect(await t.database.db.select().from(aiProviderKeys).where(eq(aiProviderKeys.tenantId, tenantId))).toEqual([]);
    });

    it('a stored address that points inside is not called at request time (the question and its embedding alike)', async () => {
      // A row from before the check, or a name that resolves differently now.
      await t.database.db
        .insert(aiProviderKeys)
        .values({ tenantId, provider: 'local', keyCiphertext: encryptProviderKey(aiKeySecret(t.app), tenantId, ''), keyHint: '—', baseUrl: openai.url, embeddingModel: 'nomic-embed-text', createdBy: ownerId });
      openai.reset();
      openai.requests.length = 0;
      const res = await ask(owner, await newConversation(owner), 'Mennyi a vételár?');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('AI_REQUEST_INVALID');
      expect(openai.requests).toHaveLength(0);
      const audit = (await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/audit?action=error' })).json().items as { details: { code?: string } }[];
      expect(audit.some((e) => e.details.code === 'PROVIDER_ADDRESS_FORBIDDEN')).toBe(true);
      await t.database.db.delete(aiProviderKeys).where(eq(aiProviderKeys.tenantId, tenantId));
    });

    it("keeps the provider's own error text out of the AI audit log and its API", async () => {
      configureOutbound(['127.0.0.1']);
      expect((await setKey({ provider: 'openai', apiKey: openai.apiKey, baseUrl: openai.url })).statusCode).toBe(201);
      openai.reset();
      openai.setDefault({ kind: 'status', status: 400, body: { error: { message: 'BELSŐ-SZOLGÁLTATÁS: admin panel v2.3 on 10.1.2.3', type: 'invalid_request_error', code: 'bad <script>' } } });
      const res = await ask(owner, await newConversation(owner), 'Mennyi a vételár?');
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain('BELSŐ-SZOLGÁLTATÁS');
      const audit = await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/audit' });
      expect(audit.statusCode).toBe(200);
      expect(audit.body).not.toContain('BELSŐ-SZOLGÁLTATÁS');
      expect(audit.body).not.toContain('<script>');
      const rows = await t.database.db.select().from(aiAuditLog).where(eq(aiAuditLog.tenantId, tenantId));
      expect(JSON.stringify(rows)).not.toContain('BELSŐ-SZOLGÁLTATÁS');
      expect(rows.some((r) => r.details.providerType === 'invalid_request_error')).toBe(true);
      // A row written before the fix is not shown with its text either.
      await t.database.db.insert(aiAuditLog).values({
        tenantId,
        userId: ownerId,
        requestId: 'regi-keres',
        action: 'error',
        provider: 'openai',
        model: 'gpt-4o',
        classification: 'internal',
        categories: [],
        cost: 0,
        details: { code: 'INVALID_REQUEST', providerMessage: 'RÉGI-BELSŐ-SZÖVEG' },
      });
      expect((await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/audit' })).body).not.toContain('RÉGI-BELSŐ-SZÖVEG');
      openai.reset();
      await t.database.db.delete(aiProviderKeys).where(eq(aiProviderKeys.tenantId, tenantId));
    });
  });
});
