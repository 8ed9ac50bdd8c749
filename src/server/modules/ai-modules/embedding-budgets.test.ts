// Embedding spend in the budgets (decision 0267) on a real database, against a fake OpenAI server:
// the vault's indexing is charged to the firm's budget (spec 9 cost formula, as the usage rows say),
// a question's embedding to the user's and the firm's; a firm budget at its limit stops the
// indexing with the spec's text – nothing is sent, what was embedded before stays.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiBudgets, aiUsage, documentChunkEmbeddings, documents, documentVersions } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { startFakeProvider, type FakeProvider } from './gateway/testing/fake-providers';

describe('embedding spend in the budgets', () => {
  let t: TestApp;
  let openai: FakeProvider;
  let firm: Awaited<ReturnType<typeof createTenantWithMember>>;
  let cookie: string;

  const embeddingCalls = () => openai.requests.filter((r) => r.path.endsWith('/embeddings')).length;
  const firmBudget = async () =>
    (
      await t.database.db
        .select()
        .from(aiBudgets)
        .where(and(eq(aiBudgets.tenantId, firm.tenantId), isNull(aiBudgets.userId)))
    )[0]!;
  async function addDocument(title: string, text: string) {
    const id = randomUUID();
    await t.database.db.insert(documents).values({ id, tenantId: firm.tenantId, title, fileName: 'szoveg.txt', kind: 'text', mime: 'text/plain', sizeBytes: text.length });
    const sha = createHash('sha256').update(text).digest('hex');
    const [v] = await t.database.db
      .insert(documentVersions)
      .values({ tenantId: firm.tenantId, documentId: id, number: 1, storageKey: `${firm.tenantId}/${sha}`, sha256: sha, sizeBytes: text.length, mime: 'text/plain', fileName: 'szoveg.txt', extractedText: text })
      .returning({ id: documentVersions.id });
    await t.database.db.update(documents).set({ currentVersionId: v!.id, versionNumber: 1 }).where(eq(documents.id, id));
    return id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    openai = await startFakeProvider('openai');
    firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'ai-modules', 'themis']);
    cookie = await signIn(t.app, firm.email);
    const key = await injectAs(t.app, cookie, { method: 'POST', url: '/api/ai-modules/keys', payload: { provider: 'openai', apiKey: openai.apiKey, baseUrl: openai.url, embeddingModel: 'text-embedding-3-small' } });
    expect(key.statusCode, key.body).toBe(201);
    expect((await injectAs(t.app, cookie, { method: 'PUT', url: '/api/ai-modules/budgets', payload: { userId: null, dailyLimit: 5, monthlyLimit: 100 } })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await openai?.close();
    await t?.close();
  });

  it("charges the indexing to the firm's budget with the spec 9 cost, as metered in the usage rows", async () => {
    const text = Array.from({ length: 60 }, (_, i) => `A ${i + 1}. pont szerint a megbízott a megbízó utasításai szerint jár el, és minden lényeges körülményről tájékoztatja.`).join(' ');
    await addDocument('Megbízási szerződés', text);
    const before = await firmBudget();
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/themis/vault/embeddings' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sources).toBe(1);
    const usage = await t.database.db
      .select({ cost: aiUsage.cost })
      .from(aiUsage)
      .where(and(eq(aiUsage.tenantId, firm.tenantId), eq(aiUsage.model, 'text-embedding-3-small')));
    const metered = usage.reduce((n, u) => n + u.cost, 0);
    expect(metered).toBeGreaterThan(0);
    const after = await firmBudget();
    expect(after.currentDailySpend - before.currentDailySpend).toBeCloseTo(metered, 6);
    expect(after.currentMonthlySpend - before.currentMonthlySpend).toBeCloseTo(metered, 6);
  });

  it('a firm budget at its limit stops the indexing with the spec text; nothing is sent and the embedded chunks stay', async () => {
    const kept = await t.database.db.$count(documentChunkEmbeddings, eq(documentChunkEmbeddings.tenantId, firm.tenantId));
    expect(kept).toBeGreaterThan(0);
    await t.database.db
      .update(aiBudgets)
      .set({ currentDailySpend: 5, lastReset: new Date() })
      .where(and(eq(aiBudgets.tenantId, firm.tenantId), isNull(aiBudgets.userId)));
    await addDocument('Új irat', 'A felek a szerződést közös megegyezéssel módosíthatják.');
    const calls = embeddingCalls();
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/themis/vault/embeddings' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).toContain('Daily budget limit exceeded. Current: €5.00, Limit: €5.00');
    expect(embeddingCalls()).toBe(calls);
    expect(await t.database.db.$count(documentChunkEmbeddings, eq(documentChunkEmbeddings.tenantId, firm.tenantId))).toBe(kept);
  });
});
