// API tests of Themis and the firm's AI administration (issue 19) on a real database: retrieval
// without a model, streaming, masking towards a fake provider, budgets, a down provider,
// confidential matters, agent_run metering and tenant isolation.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, CORPUS_CONTACT_NAMES } from '@shared/ai-modules/masking-corpus';
import { maskKinds } from '@shared/ai-modules/masking';
import { NO_MODEL_NOTICE } from '@shared/ai-modules/themis.schemas';
import { aiAuditLog, aiBudgets, aiProviderKeys, aiUsage, contacts, documents, subscriptions, usageTracking, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { startFakeProvider, type FakeProvider } from './gateway/testing/fake-providers';

describe('Themis and the AI gateway API', () => {
  let t: TestApp;
  let owner: string; // iroda@: firm admin, in the confidential matter's team
  let lawyer: string; // ugyved@: not in the confidential team
  let tenantId: string;
  let ownerId: string;
  let local: FakeProvider;
  let openai: FakeProvider;

  const ask = (cookie: string, conversationId: string, content: string, stream = false) =>
    injectAs(t.app, cookie, { method: 'POST', url: `/api/themis/conversations/${conversationId}/messages`, payload: { content }, headers: stream ? { accept: 'text/event-stream' } : {} });
  const newConversation = async (cookie: string, body: Record<string, unknown> = {}) => {
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/themis/conversations', payload: body });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const docId = async (title: string) =>
    (
      await t.database.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), eq(documents.title, title)))
    )[0]!.id;
  const agentsUsed = async (tenant: string) => (await t.database.db.select({ n: usageTracking.agentsUsed }).from(usageTracking).where(eq(usageTracking.organizationId, tenant))).reduce((s, r) => s + r.n, 0);
  const setKey = (payload: Record<string, unknown>) => injectAs(t.app, owner, { method: 'POST', url: '/api/ai-modules/keys', payload });
  const removeKeys = () => t.database.db.delete(aiProviderKeys).where(eq(aiProviderKeys.tenantId, tenantId));

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    // Themis is a Haladó module; the demo firm (Alap) is upgraded for these tests.
    await t.database.db.update(subscriptions).set({ planId: 'plan-halado' }).where(eq(subscriptions.tenantId, tenantId));
    ownerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'iroda@kovacs-ugyved.hu')))[0]!.id;
    local = await startFakeProvider('openai', { open: true });
    openai = await startFakeProvider('openai');
  });
  afterAll(async () => {
    await local?.close();
    await openai?.close();
    await t?.close();
  });

  it('answers by retrieval alone when no provider is configured, cites the document, audits it and costs no AI run (issue 38.5)', async () => {
    const before = await agentsUsed(tenantId);
    const id = await newConversation(lawyer);
    const res = await ask(lawyer, id, 'Mennyi a vételár az adásvételi szerződésben?');
    expect(res.statusCode).toBe(200);
    const { answer } = res.json();
    expect(answer.mode).toBe('retrieval');
    expect(answer.content.startsWith(NO_MODEL_NOTICE)).toBe(true);
    const contract = await docId('Adásvételi szerződés – Bartók Béla út');
    expect(answer.citations[0]).toMatchObject({ documentId: contract, title: 'Adásvételi szerződés – Bartók Béla út' });
    expect(answer.citations[0].snippet).toMatch(/vételár/);
    // No model was called: the plan's AI runs are untouched (decision 0331).
    expect(await agentsUsed(tenantId)).toBe(before);
    const audit = await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/audit?action=request' });
    expect(audit.json().items.some((e: { details: { mode?: string; documents?: string[] } }) => e.details.mode === 'retrieval' && e.details.documents?.includes(contract))).toBe(true);
    const detail = await injectAs(t.app, lawyer, { method: 'GET', url: `/api/themis/conversations/${id}` });
    expect(detail.json().messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(detail.json().title).toBe('Mennyi a vételár az adásvételi szerződésben?');
  });

  it('streams as text/event-stream: citations, delta and done', async () => {
    const id = await newConversation(lawyer);
    const res = await ask(lawyer, id, 'Mi a keresetlevél tárgya, mennyi kártérítést kér a felperes?', true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = [...res.body.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(events).toEqual(['citations', 'delta', 'done']);
    expect(res.body).toContain('Keresetlevél');
  });

  it("never retrieves a confidential matter's documents for a user outside its team", async () => {
    const question = 'Mekkora üzletrész átruházásáról szól az üzletrész-adásvételi tervezet?';
    const secretDoc = await docId('Üzletrész-adásvételi szerződés – első tervezet');
    // Nor in the lawyer's seeded demo conversation.
    for (const c of (await injectAs(t.app, lawyer, { method: 'GET', url: '/api/themis/conversations' })).json().items) {
      const detail = await injectAs(t.app, lawyer, { method: 'GET', url: `/api/themis/conversations/${c.id}` });
      expect(detail.body).not.toContain(secretDoc);
    }
    const outsider = (await ask(lawyer, await newConversation(lawyer), question)).json();
    expect(outsider.answer.citations.map((c: { documentId: string }) => c.documentId)).not.toContain(secretDoc);
    expect(JSON.stringify(outsider)).not.toContain('törzstőke 60%');
    const team = (await ask(owner, await newConversation(owner), question)).json();
    expect(team.answer.citations.map((c: { documentId: string }) => c.documentId)).toContain(secretDoc);
    // The vault lists it for the team only.
    const vaultOf = async (cookie: string) => (await injectAs(t.app, cookie, { method: 'GET', url: '/api/themis/vault' })).json().items.map((d: { id: string }) => d.id);
    expect(await vaultOf(lawyer)).not.toContain(secretDoc);
    expect(await vaultOf(owner)).toContain(secretDoc);
  });

  it('stores keys encrypted and shows them masked; refuses a malformed key', async () => {
    const bad = await setKey({ provider: 'openai', apiKey: 'nem-jo-kulcs' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("OpenAI API key must start with 'sk-' and be longer than 20 characters");
    const unicode = await setKey({ provider: 'google', apiKey: 'kulcs-\u{11048}\u1E82\u3316' });
    expect(unicode.statusCode).toBe(400);
    expect(unicode.json().code).toBe('VALIDATION_ERROR');
    const res = await setKey({ provider: 'openai', apiKey: 'sk-proj-abcdefghijklmnop1234' });
    expect(res.statusCode).toBe(201);
    expect(res.json().keyHint).toBe('sk-••••••••1234');
    const list = await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/keys' });
    expect(list.body).not.toContain('abcdefghijklmnop');
    const [row] = await t.database.db.select().from(aiProviderKeys).where(eq(aiProviderKeys.tenantId, tenantId));
    expect(row!.keyCiphertext).not.toContain('abcdefghijklmnop');
    expect((await injectAs(t.app, lawyer, { method: 'GET', url: '/api/ai-modules/keys' })).statusCode).toBe(403);
    await removeKeys();
  });

  it('with a provider: the passages go into the prompt, the streamed answer comes back with citations, and Hungarian identifiers never reach the provider', async () => {
    await t.database.db.insert(contacts).values(CORPUS_CONTACT_NAMES.map((name) => ({ tenantId, name, kind: 'person' })));
    expect((await setKey({ provider: 'local', baseUrl: local.url, model: 'llama3.1' })).statusCode).toBe(201);
    local.reset();
    const id = await newConversation(owner);
    for (const sample of CORPUS.filter((s) => s.secrets.length > 0)) {
      const question = `Az adásvételi szerződés vételára kapcsán: ${sample.text}`;
      const res = await ask(owner, id, question, true);
      expect(res.statusCode).toBe(200);
      const done = JSON.parse(res.body.split('event: done\ndata: ')[1]!.split('\n\n')[0]!);
      expect(done.answer.mode).toBe('model');
      expect(done.answer.provider).toBe('local');
      expect(done.answer.citations.length).toBeGreaterThan(0);
      // The fake echoes the prompt: the answer carries the passages and, unmasked for the user, the identifiers.
      expect(done.answer.content).toContain('Részletek az iroda dokumentumaiból');
      expect(done.answer.content).not.toMatch(new RegExp(`\\[(${maskKinds.join('|')})_\\d+\\]`));
      expect(sample.secrets.some((secret) => done.answer.content.includes(secret))).toBe(true);
    }
    const seen = local.requests.map((r) => r.text).join('\n');
    expect(seen).toContain('vételár');
    for (const sample of CORPUS) for (const secret of sample.secrets) expect(seen).not.toContain(secret);
    const audit = (await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/audit?provider=local&action=response' })).json().items;
    expect(audit.length).toBeGreaterThan(0);
    await removeKeys();
  });

  it('a task type of the spec puts its instruction before the passages; without a model the answer is retrieval alone', async () => {
    const question = 'Milyen határidők vannak az adásvételi szerződésben?';
    const retrievalOnly = await injectAs(t.app, lawyer, { method: 'POST', url: `/api/themis/conversations/${await newConversation(lawyer)}/messages`, payload: { content: question, taskType: 'deadline_extraction' } });
    expect(retrievalOnly.statusCode).toBe(200);
    expect(retrievalOnly.json().answer.mode).toBe('retrieval');
    expect(retrievalOnly.json().answer.content.startsWith(NO_MODEL_NOTICE)).toBe(true);
    const bad = await injectAs(t.app, lawyer, { method: 'POST', url: `/api/themis/conversations/${await newConversation(lawyer)}/messages`, payload: { content: question, taskType: 'translation' } });
    expect(bad.statusCode).toBe(400);

    expect((await setKey({ provider: 'local', baseUrl: local.url })).statusCode).toBe(201);
    local.reset();
    const id = await newConversation(owner);
    for (const [taskType, instruction] of [
      ['deadline_extraction', 'gyűjtsd ki a részletekből az összes határidőt'],
      ['document_summary', 'foglald össze a kérdésben megjelölt dokumentumot'],
      ['clause_drafting', 'fogalmazz meg a kérés szerinti szerződési kikötést'],
      ['contract_review', 'vesd össze a szerződést a kérésben megadott ellenőrzőlistával'],
    ] as const) {
      const res = await injectAs(t.app, owner, { method: 'POST', url: `/api/themis/conversations/${id}/messages`, payload: { content: question, taskType } });
      expect(res.statusCode).toBe(200);
      expect(res.json().answer.mode).toBe('model');
      const sent = local.requests.at(-1)!.text;
      expect(sent).toContain(instruction);
      expect(sent).toContain('Részletek az iroda dokumentumaiból');
    }
    // A fresh conversation (the fake echoes prompts, so earlier answers carry the instructions).
    await injectAs(t.app, owner, { method: 'POST', url: `/api/themis/conversations/${await newConversation(owner)}/messages`, payload: { content: question } });
    expect(local.requests.at(-1)!.text).not.toContain('Feladat:');
    const audit = (await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/audit?action=request&provider=local' })).json().items as { details: { taskType?: string } }[];
    expect(audit.map((e) => e.details.taskType)).toEqual(expect.arrayContaining(['deadline_extraction', 'contract_review', 'legal_research']));
    await removeKeys();
    // These seven runs are not what the later tests measure: the plan's monthly runs start over.
    await t.database.db.update(usageTracking).set({ agentsUsed: 0 }).where(eq(usageTracking.organizationId, tenantId));
  });

  it("stops at the budget with the spec's exact text and does not meter the refused run", async () => {
    expect((await setKey({ provider: 'local', baseUrl: local.url })).statusCode).toBe(201);
    const put = await injectAs(t.app, owner, { method: 'PUT', url: '/api/ai-modules/budgets', payload: { userId: ownerId, dailyLimit: 5, monthlyLimit: 100 } });
    expect(put.statusCode).toBe(200);
    await t.database.db
      .update(aiBudgets)
      .set({ currentDailySpend: 5.25, lastReset: new Date() })
      .where(and(eq(aiBudgets.tenantId, tenantId), eq(aiBudgets.userId, ownerId)));
    const before = await agentsUsed(tenantId);
    const res = await ask(owner, await newConversation(owner), 'Mennyi a vételár?');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ code: 'DAILY_BUDGET_EXCEEDED', message: 'Daily budget limit exceeded. Current: €5.25, Limit: €5.00' });
    expect(await agentsUsed(tenantId)).toBe(before);
    await t.database.db
      .update(aiBudgets)
      .set({ dailyLimit: 100, currentDailySpend: 0, currentMonthlySpend: 100 })
      .where(and(eq(aiBudgets.tenantId, tenantId), eq(aiBudgets.userId, ownerId)));
    const monthly = await ask(owner, await newConversation(owner), 'Mennyi a vételár?');
    expect(monthly.json()).toEqual({ code: 'MONTHLY_BUDGET_EXCEEDED', message: 'Monthly budget limit exceeded. Current: €100.00, Limit: €100.00' });
    // The model-free answer spends nothing, so no budget stops it.
    await removeKeys();
    expect((await ask(owner, await newConversation(owner), 'Mennyi a vételár?')).json().answer.mode).toBe('retrieval');
    await t.database.db.delete(aiBudgets).where(and(eq(aiBudgets.tenantId, tenantId), eq(aiBudgets.userId, ownerId)));
  });

  it('skips a provider that went down and falls back to the next one', async () => {
    expect((await setKey({ provider: 'openai', apiKey: 'sk-wrong-key-0123456789abcdef', baseUrl: openai.url })).statusCode).toBe(201);
    expect((await setKey({ provider: 'local', baseUrl: local.url })).statusCode).toBe(201);
    openai.reset();
    local.reset();
    const id = await newConversation(owner);
    // 401 (spec 8: not retryable) ends this request and marks the provider down.
    const first = await ask(owner, id, 'Mikor van a birtokbaadás napja?');
    expect(first.statusCode).toBe(502);
    expect(first.json()).toEqual({ code: 'AI_PROVIDER_ERROR', message: 'Invalid API key or authentication failed' });
    expect(openai.requests.length).toBe(1);
    const second = await ask(owner, id, 'És a foglaló összege?');
    expect(second.json().answer.provider).toBe('local');
    expect(openai.requests.length).toBe(1); // down: not tried again
    const health = (await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/usage' })).json().health;
    expect(health).toEqual(expect.arrayContaining([expect.objectContaining({ provider: 'openai', status: 'down' })]));
    await removeKeys();
  });

  it('counts every model run as agent_run: beyond the plan limit the feature gate answers, while the model-free answer still comes', async () => {
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'ai-modules', 'themis']);
    const cookie = await signIn(t.app, firm.email);
    expect((await injectAs(t.app, cookie, { method: 'POST', url: '/api/ai-modules/keys', payload: { provider: 'local', baseUrl: local.url } })).statusCode).toBe(201);
    const id = await newConversation(cookie);
    for (let i = 0; i < 2; i++) expect((await ask(cookie, id, `Kérdés ${i + 1}: határidő?`)).statusCode).toBe(200);
    const over = await ask(cookie, id, 'Harmadik kérdés?');
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe('AGENTS_LIMIT_EXCEEDED');
    expect(await agentsUsed(firm.tenantId)).toBe(2);
    // Without a model the quota does not stand in the way of the search answer (issue 38.5).
    await t.database.db.delete(aiProviderKeys).where(eq(aiProviderKeys.tenantId, firm.tenantId));
    const free = await ask(cookie, id, 'Negyedik kérdés: határidő?');
    expect(free.statusCode).toBe(200);
    expect(free.json().answer.mode).toBe('retrieval');
    expect(await agentsUsed(firm.tenantId)).toBe(2);
  });

  it('keeps firms and users apart: conversations, audit log and retrieval', async () => {
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'ai-modules', 'themis']);
    const cookie = await signIn(t.app, firm.email);
    const ownId = await newConversation(owner);
    expect((await injectAs(t.app, cookie, { method: 'GET', url: `/api/themis/conversations/${ownId}` })).statusCode).toBe(404);
    expect((await injectAs(t.app, lawyer, { method: 'GET', url: `/api/themis/conversations/${ownId}` })).statusCode).toBe(404); // a colleague's chat too
    expect((await ask(cookie, ownId, 'Mennyi a vételár?')).statusCode).toBe(404);
    const foreignConv = await newConversation(cookie);
    const answer = (await ask(cookie, foreignConv, 'Mennyi a vételár az adásvételi szerződésben?')).json().answer;
    expect(answer.citations).toEqual([]);
    const audit = (await injectAs(t.app, cookie, { method: 'GET', url: '/api/ai-modules/audit' })).json().items;
    expect(audit.every((e: { userId: string }) => e.userId === firm.userId)).toBe(true);
    expect((await t.database.db.select().from(aiAuditLog).where(eq(aiAuditLog.tenantId, firm.tenantId))).length).toBe(audit.length);
  });

  it("a lawyer sees their own daily spend and budget, not the firm's usage", async () => {
    const lawyerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu')))[0]!.id;
    const row = { tenantId, provider: 'openai', model: 'gpt-4o', taskType: 'legal_research', tokensUsed: 1000, responseTimeMs: 900, success: true };
    // Only these rows: not the four weeks of use the demo seeds (ai-modules.demo-seed.ts).
    await t.database.db.delete(aiUsage).where(eq(aiUsage.tenantId, tenantId));
    await t.database.db.insert(aiUsage).values([
      { ...row, userId: lawyerId, cost: 0.25 },
      { ...row, userId: lawyerId, cost: 0.5 },
      { ...row, userId: ownerId, cost: 7 },
    ]);
    expect((await injectAs(t.app, lawyer, { method: 'GET', url: '/api/ai-modules/usage' })).statusCode).toBe(403);
    const mine = await injectAs(t.app, lawyer, { method: 'GET', url: '/api/ai-modules/usage/mine' });
    expect(mine.statusCode).toBe(200);
    const { days, budget } = mine.json();
    expect(days.reduce((sum: number, d: { cost: number }) => sum + d.cost, 0)).toBeCloseTo(0.75, 6);
    expect(days.reduce((sum: number, d: { requests: number }) => sum + d.requests, 0)).toBe(2);
    expect(budget).toMatchObject({ dailyLimit: 100, monthlyLimit: 1000, alertThresholds: [50, 80, 95] });
    const firm = (await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/usage' })).json();
    expect(firm.days.reduce((sum: number, d: { cost: number }) => sum + d.cost, 0)).toBeGreaterThanOrEqual(7.75);
  });
});
