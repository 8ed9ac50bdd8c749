// /api/help on a real database (PGlite by default, PostgreSQL with TEST_DATABASE_URL): the articles
// each role is shown, the Hungarian search over them (accent-free, stemmed, word beginnings,
// compound words) with marked snippets, one article, and the operator's support contact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpArticles } from '@shared/help/help-articles';
import type { HelpArticlesResponse } from '@shared/help/help.schemas';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('help centre API', () => {
  let t: TestApp;
  let owner: string;
  let lawyer: string;
  let customer: string;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { LEGAL_OPERATOR_NAME: 'Virtuális Iroda Üzemeltető Kft.', LEGAL_OPERATOR_EMAIL: 'tamogatas@virtualis-iroda.hu', LEGAL_OPERATOR_PHONE: '+36 1 234 5678' } });
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    customer = await signIn(t.app, 'szabo.anna@example.hu');
    admin = await signIn(t.app, 'admin@virtualis-iroda.hu');
  });
  afterAll(() => t.close());

  async function articles(cookie: string, q = ''): Promise<HelpArticlesResponse> {
    const res = await injectAs(t.app, cookie, { url: `/api/help/articles?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const slugs = (r: HelpArticlesResponse) => r.items.map((i) => i.slug);

  it('lists at least ten articles to a firm, fewer to a customer, every one to the platform admin', async () => {
    const firm = slugs(await articles(owner));
    expect(firm.length).toBeGreaterThanOrEqual(10);
    expect(slugs(await articles(lawyer))).toEqual(firm);
    expect(slugs(await articles(admin))).toEqual(helpArticles.map((a) => a.slug));
    const mine = slugs(await articles(customer));
    expect(mine).toEqual(expect.arrayContaining(['elso-lepesek', 'ugyfelportal', 'biztonsag-ketlepcsos-azonositas']));
    expect(mine).not.toContain('nav-online-szamla');
  });

  it('searches in Hungarian: without accents, stemmed, by word beginnings, inside compound words', async () => {
    // "ketlepcsos" (accent-free) finds the 2FA article first.
    expect(slugs(await articles(owner, 'ketlepcsos azonositas'))[0]).toBe('biztonsag-ketlepcsos-azonositas');
    // An inflected form: "számlákat" → számla.
    expect(slugs(await articles(owner, 'számlákat'))).toEqual(expect.arrayContaining(['ido-es-szamlak', 'nav-online-szamla']));
    // The beginning of a word.
    expect(slugs(await articles(owner, 'technikai felhaszn'))[0]).toBe('nav-online-szamla');
    // Inside a compound word: "határidő" in "Határidőnapló".
    expect(slugs(await articles(owner, 'naplo'))).toContain('hataridok');
    expect(slugs(await articles(owner, 'zzzznincsilyen'))).toEqual([]);
  });

  it('marks the hit in the snippet, and keeps a customer out of the firm articles in search too', async () => {
    const hit = (await articles(owner, 'ocr')).items.find((i) => i.slug === 'dokumentumok-es-ocr')!;
    expect(hit.snippet.some((p) => p.hit && /ocr/i.test(p.text))).toBe(true);
    expect(hit.snippet.map((p) => p.text).join('')).not.toMatch(/\*\*|##/);
    expect(slugs(await articles(customer, 'NAV technikai felhasználó'))).toEqual([]);
  });

  it('opens an article the role is shown, and answers 404 for one it is not or one that does not exist', async () => {
    const res = await injectAs(t.app, owner, { url: '/api/help/articles/themis' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'themis', title: 'Themis jogi asszisztens' });
    expect(res.json().body).toContain('Ctrl+Enter');
    expect((await injectAs(t.app, customer, { url: '/api/help/articles/themis' })).statusCode).toBe(404);
    expect((await injectAs(t.app, customer, { url: '/api/help/articles/ugyfelportal' })).statusCode).toBe(200);
    expect((await injectAs(t.app, owner, { url: '/api/help/articles/nincs-ilyen' })).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("gives the operator's support contact to every role, and nothing to an anonymous caller", async () => {
    for (const cookie of [owner, customer, admin]) {
      const res = await injectAs(t.app, cookie, { url: '/api/help/support' });
      expect(res.json()).toEqual({ operatorName: 'Virtuális Iroda Üzemeltető Kft.', email: 'tamogatas@virtualis-iroda.hu', phone: '+36 1 234 5678' });
    }
    expect((await t.app.inject({ url: '/api/help/support' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/help/articles?q=nav' })).statusCode).toBe(401);
  });
});
