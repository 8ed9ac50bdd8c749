// Themis grounded in the knowledge base (issue 19 point 5, decision 0248): a question typed
// without accents is answered from a demo article, cited with its /app/kb link; a client-facing
// article counts too; another firm's article is never cited. In a matter's conversation the
// matter's documents come first and the customers' FAQ stays out (decision 0496).
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Citation, citationHref, NO_MODEL_NOTICE } from '@shared/ai-modules/themis.schemas';
import { kbArticles, matters, subscriptions } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('Themis retrieval over the knowledge base', () => {
  let t: TestApp;
  let lawyer: string;
  let tenantId: string;

  const ask = async (content: string, matterId?: string) => {
    const created = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/themis/conversations', payload: matterId ? { matterId } : {} });
    expect(created.statusCode).toBe(201);
    const res = await injectAs(t.app, lawyer, { method: 'POST', url: `/api/themis/conversations/${created.json().id}/messages`, payload: { content } });
    expect(res.statusCode).toBe(200);
    return res.json().answer as { mode: string; content: string; citations: Citation[] };
  };
  const articleId = async (tenant: string, title: string) =>
    (
      await t.database.db
        .select({ id: kbArticles.id })
        .from(kbArticles)
        .where(and(eq(kbArticles.tenantId, tenant), eq(kbArticles.title, title)))
    )[0]!.id;

  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    await t.database.db.update(subscriptions).set({ planId: 'plan-halado' }).where(eq(subscriptions.tenantId, tenantId));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a question typed without accents from a demo article and cites it with its link', async () => {
    const answer = await ask('Meddig kell megorizni az ugyfelatvilagitas adatait a Pmt szerint?');
    expect(answer.mode).toBe('retrieval');
    expect(answer.content.startsWith(NO_MODEL_NOTICE)).toBe(true);
    const id = await articleId(tenantId, 'Ügyfél-azonosítás a Pmt. szerint');
    const cited = answer.citations.find((c) => c.source === 'kb_article' && c.articleId === id);
    expect(cited).toMatchObject({ title: 'Ügyfél-azonosítás a Pmt. szerint' });
    expect(cited!.snippet).toContain('8 évig');
    expect(cited!.snippet).not.toContain('**');
    expect(citationHref(cited!)).toBe(`/app/kb/${id}`);
    expect(answer.content).toContain('Ügyfél-azonosítás a Pmt. szerint');
  });

  it('uses the firm’s client-facing articles too, and never another firm’s article', async () => {
    const other = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['knowledge-base']);
    const [foreign] = await t.database.db
      .insert(kbArticles)
      .values({ tenantId: other.tenantId, title: 'Zebrakódos iratmegsemmisítés', body: 'Az iratmegsemmisítés zebrakóddal történik.', category: 'office', authorId: other.userId })
      .returning({ id: kbArticles.id });
    const [own] = await t.database.db
      .insert(kbArticles)
      .values({ tenantId, title: 'Tájékoztató ügyfeleknek: zebrakódos iratmegsemmisítés', body: 'Az ügyfél iratait zebrakóddal azonosítjuk a megsemmisítéskor.', category: 'office', visibility: 'client' })
      .returning({ id: kbArticles.id });
    const answer = await ask('Hogyan tortenik a zebrakodos iratmegsemmisites?');
    const articles = answer.citations.filter((c) => c.source === 'kb_article').map((c) => c.articleId);
    expect(articles).toContain(own!.id);
    expect(articles).not.toContain(foreign!.id);
  });

  it('in a matter’s conversation cites the matter’s own documents first and leaves the customers’ FAQ out', async () => {
    const [matter] = await t.database.db
      .select({ id: matters.id })
      .from(matters)
      .where(and(eq(matters.tenantId, tenantId), like(matters.title, 'Szabó Anna%')));
    const claim = await ask('Milyen szerződés alapján perelünk?', matter!.id);
    expect(claim.citations[0]).toMatchObject({ title: 'Keresetlevél – hibás teljesítés' });
    expect(claim.citations[0]!.snippet).toMatch(/^A felek között 2025\. május 12-én/);

    const faq = 'Mennyi idő alatt válaszol az iroda, és hogyan tehetek panaszt?';
    const outside = await ask('Mennyi idő alatt válaszol az iroda egy panaszra?');
    expect(outside.citations.map((c) => c.title)).toContain(faq);
    const inside = await ask('Mennyi idő alatt válaszol az iroda egy panaszra?', matter!.id);
    expect(inside.citations.map((c) => c.title)).not.toContain(faq);
  });
});
