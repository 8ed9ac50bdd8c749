// /api/knowledge-base on a real database: create, edit (every save kept as a revision), delete, validation,
// permissions, audit, and that a new article is found by the search at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('knowledge base API', () => {
  let t: TestApp;
  let lawyer: string;
  let owner: string;
  let customer: string;

  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    customer = await signIn(t.app, 'szabo.anna@example.hu');
  });
  afterAll(() => t.close());

  const article = { title: 'Végrehajtási lap kérése – teendők', body: '## Lépések\n- Jogerős ítélet\n- **Végrehajtási kérelem** a MOKK rendszerén', category: 'procedure', tags: ['Végrehajtás', 'végrehajtás', 'MOKK'] };

  it('lists the seeded articles with authors, newest first', async () => {
    const res = await injectAs(t.app, lawyer, { url: '/api/knowledge-base' });
    expect(res.statusCode).toBe(200);
    const { items, tags } = res.json();
    expect(items.map((a: { title: string }) => a.title)).toEqual(expect.arrayContaining(['Keresetlevél benyújtásának ellenőrzőlistája', 'Ügyfél-azonosítás a Pmt. szerint', 'Határidő-számítás a Pp. szerint']));
    expect(items[0].author.name).toBeTruthy();
    expect(tags).toContain('pmt');
    const checklists = (await injectAs(t.app, lawyer, { url: '/api/knowledge-base?category=checklist' })).json().items;
    expect(checklists.every((a: { category: string }) => a.category === 'checklist')).toBe(true);
  });

  it('creates, edits with revisions kept, finds by search and deletes an article', async () => {
    const created = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/knowledge-base', payload: article });
    expect(created.statusCode, created.body).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({ title: article.title, version: 1, tags: ['végrehajtás', 'mokk'], visibility: 'internal', author: { name: expect.any(String) } });

    const edited = await injectAs(t.app, owner, { method: 'PUT', url: `/api/knowledge-base/${a.id}`, payload: { ...article, body: `${article.body}\n- Díjjegyzék csatolása` } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2, author: a.author });
    expect(edited.json().updatedBy.id).not.toBe(a.author.id);
    const revisions = (await injectAs(t.app, lawyer, { url: `/api/knowledge-base/${a.id}/revisions` })).json().items;
    expect(revisions.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    expect(revisions[1].body).toBe(article.body);

    const found = (await injectAs(t.app, lawyer, { url: '/api/search?q=vegrehajtasi%20lap' })).json();
    expect(found.groups.find((g: { group: string }) => g.group === 'articles').items[0].id).toBe(a.id);

    const removed = await injectAs(t.app, lawyer, { method: 'DELETE', url: `/api/knowledge-base/${a.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await injectAs(t.app, lawyer, { url: `/api/knowledge-base/${a.id}` })).statusCode).toBe(404);
    const audits = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, a.id));
    expect(audits.map((x) => x.action).sort()).toEqual(['kb.create', 'kb.delete', 'kb.update']);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = (await injectAs(t.app, lawyer, { url: '/api/knowledge-base' })).json().items.length;
    for (const bad of [
      { ...article, title: 'x' },
      { ...article, body: '   ' },
      { ...article, category: 'nincs' },
      {
        ...article,
        tags: Array(13)
          .fill('a')
          .map((x, i) => `${x}${i}`),
      },
    ]) {
      const res = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/knowledge-base', payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await injectAs(t.app, lawyer, { url: '/api/knowledge-base' })).json().items.length).toBe(before);
  });

  it('a customer may neither read nor write the firm knowledge base', async () => {
    expect((await injectAs(t.app, customer, { url: '/api/knowledge-base' })).statusCode).toBe(403);
    expect((await injectAs(t.app, customer, { method: 'POST', url: '/api/knowledge-base', payload: article })).statusCode).toBe(403);
  });
});
