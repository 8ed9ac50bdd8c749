// Issue 38.8: the document list's own search is the top bar's Hungarian full-text search – accents
// left out, inflected forms, compound words and the text of the current version, not only a LIKE
// on the title – and a confidential matter's documents stay out for a lawyer outside its team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('the document list search (issue 38.8)', () => {
  let t: TestApp;
  let lawyer: string;
  let owner: string;
  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
  });
  afterAll(() => t.close());

  const titles = async (cookie: string, q: string) => {
    const res = await injectAs(t.app, cookie, { url: `/api/documents?${new URLSearchParams({ q })}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { title: string }[]).map((d) => d.title).sort();
  };

  it('finds titles without accents and in inflected forms', async () => {
    expect(await titles(lawyer, 'keresetlevel')).toEqual(['Keresetlevél – hibás teljesítés']);
    expect(await titles(lawyer, 'feljegyzésben')).toContain('Feljegyzés az ügyféltalálkozóról');
  });

  it("finds words of the current version's text, not only titles and file names", async () => {
    // "Fővárosi Törvényszék" is only in the statement of claim's PDF text.
    expect(await titles(lawyer, 'fovarosi torvenyszek')).toEqual(['Keresetlevél – hibás teljesítés']);
    // "beázásról" is only in the meeting note's text; the inflected query finds it.
    expect(await titles(lawyer, 'beázás')).toEqual(['Feljegyzés az ügyféltalálkozóról']);
  });

  it('finds a word inside a compound word', async () => {
    expect(await titles(lawyer, 'talalkozo')).toEqual(['Feljegyzés az ügyféltalálkozóról']);
  });

  it("keeps a confidential matter's documents out for a lawyer outside its team", async () => {
    const secret = await titles(owner, 'üzletrész');
    expect(secret).toContain('Üzletrész-adásvételi szerződés – első tervezet');
    expect(await titles(lawyer, 'üzletrész')).toEqual([]);
  });

  it('answers nothing, not everything, for a query without a word to search', async () => {
    const res = await injectAs(t.app, lawyer, { url: `/api/documents?${new URLSearchParams({ q: '–' })}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], total: 0 });
  });
});
