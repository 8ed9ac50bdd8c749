// GET /api/search on a real database (PGlite by default, PostgreSQL with TEST_DATABASE_URL):
// accent-insensitive and stemmed hits, confidential matters and their documents invisible to a
// non-team lawyer (RLS), tenant isolation, groups of modules not installed or not permitted left
// out, and the GIN indexes really used.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@shared/search/search.schemas';
import { resultRows } from '../../db/client';
import { contacts, kbArticles } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { searchVectors } from './search-vectors';

describe('search API', () => {
  let t: TestApp;
  let owner: string; // iroda@ (tenant, lawyer; in the confidential matter's team)
  let lawyer: string; // ugyved@ (lawyer, not in the confidential team)
  let customer: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    customer = await signIn(t.app, 'szabo.anna@example.hu');
  });
  afterAll(() => t.close());

  async function search(cookie: string, q: string, limit = 10): Promise<SearchResponse> {
    const res = await injectAs(t.app, cookie, { url: `/api/search?q=${encodeURIComponent(q)}&limit=${limit}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const titles = (r: SearchResponse, group: string) => r.groups.find((g) => g.group === group)?.items.map((i) => i.title) ?? [];
  const all = (r: SearchResponse) => r.groups.flatMap((g) => g.items.map((i) => i.title));

  it('finds accented records typed without accents, in groups, with links', async () => {
    const kovacs = await search(lawyer, 'kovacs');
    expect(titles(kovacs, 'organisations')).toContain('Kovács Kertészet Kft.');
    const hit = kovacs.groups.find((g) => g.group === 'organisations')!.items.find((i) => i.title === 'Kovács Kertészet Kft.')!;
    expect(hit.href).toBe(`/app/contacts/${hit.id}`);
    // Type-ahead: the beginning of a word is enough.
    expect(titles(await search(lawyer, 'kov'), 'organisations')).toContain('Kovács Kertészet Kft.');
    expect(titles(await search(lawyer, 'KERTESZET'), 'organisations')).toContain('Kovács Kertészet Kft.');
    expect(all(await search(lawyer, 'kovacs zzzznincs'))).toEqual([]);
  });

  it('matches documents by their text, stemmed and accent-folded, and marks the hit in the snippet', async () => {
    const res = await search(lawyer, 'birtokbaadas');
    const doc = res.groups.find((g) => g.group === 'documents')?.items.find((i) => i.title === 'Adásvételi szerződés – Bartók Béla út');
    expect(doc, JSON.stringify(res)).toBeDefined();
    expect(doc!.href).toBe(`/app/documents/${doc!.id}`);
    expect(doc!.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['birtokbaadás']);
    expect(doc!.snippet.map((p) => p.text).join('')).toContain('A birtokbaadás napja 2026. március 15.');
    // "szerzodesben" (inflected, no accents) finds "szerződés" (title) through the Hungarian stemmer.
    expect(titles(await search(lawyer, 'szerzodesben'), 'documents')).toContain('Adásvételi szerződés – Bartók Béla út');
    // "karteritest" finds the claim's PDF text "kártérítés".
    expect(titles(await search(lawyer, 'karteritest'), 'documents')).toContain('Keresetlevél – hibás teljesítés');
  });

  it('finds matters and knowledge-base articles', async () => {
    expect(titles(await search(lawyer, 'munkaviszony megszuntetes'), 'matters').some((t) => t.includes('Varga Judit'))).toBe(true);
    const kb = await search(lawyer, 'ugyfel azonositas');
    expect(titles(kb, 'articles')[0]).toBe('Ügyfél-azonosítás a Pmt. szerint');
    const lakcim = (await search(lawyer, 'lakcimkartya')).groups.find((g) => g.group === 'articles')!.items[0]!;
    expect(lakcim.href).toBe(`/app/kb/${lakcim.id}`);
    expect(lakcim.snippet.some((p) => p.hit && p.text === 'lakcímkártya')).toBe(true);
    // The article says **lakcímkártya** in Markdown; the snippet quotes what the reader sees.
    expect(lakcim.snippet.map((p) => p.text).join('')).not.toContain('**');
  });

  it('hides the confidential matter and its documents from a non-team lawyer (RLS), not from its team', async () => {
    const team = await search(owner, 'uzletresz');
    expect(titles(team, 'matters').some((t) => t.includes('Molnár Logisztika'))).toBe(true);
    expect(titles(team, 'documents')).toContain('Üzletrész-adásvételi szerződés – első tervezet');
    // A word only in the confidential document's text.
    expect(titles(await search(owner, 'titoktartasi'), 'documents')).toContain('Üzletrész-adásvételi szerződés – első tervezet');

    const outsider = await search(lawyer, 'uzletresz');
    expect(titles(outsider, 'matters').some((t) => t.includes('Molnár Logisztika'))).toBe(false);
    expect(titles(outsider, 'documents')).not.toContain('Üzletrész-adásvételi szerződés – első tervezet');
    expect(all(await search(lawyer, 'titoktartasi'))).toEqual([]);
    // The same lawyer still finds the firm's other matters and documents.
    expect(titles(await search(lawyer, 'szerzodes'), 'documents')).toContain('Adásvételi szerződés – Bartók Béla út');
  });

  it("never returns another firm's records, and the other firm sees only its own", async () => {
    const word = `Kovácsné${randomUUID().slice(0, 6)}`;
    const other = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'knowledge-base']);
    await t.database.db.insert(contacts).values({ tenantId: other.tenantId, name: `${word} Idegen Kovács` });
    await t.database.db.insert(kbArticles).values({ tenantId: other.tenantId, title: 'Idegen cikk a Pmt. ügyfél-azonosításról', body: 'Idegen iroda belső szabálya.', category: 'procedure', authorId: other.userId });
    const otherCookie = await signIn(t.app, other.email);

    const mine = await search(lawyer, 'kovacs');
    expect(all(mine).some((x) => x.includes(word))).toBe(false);
    expect(titles(await search(lawyer, 'ugyfel azonositas'), 'articles')).not.toContain('Idegen cikk a Pmt. ügyfél-azonosításról');

    const theirs = await search(otherCookie, 'kovacs');
    expect(all(theirs)).toEqual([`${word} Idegen Kovács`]);
    expect(titles(await search(otherCookie, 'ugyfel azonositas'), 'articles')).toEqual(['Idegen cikk a Pmt. ügyfél-azonosításról']);
    // A tenant header naming a firm the caller is not a member of is refused.
    const res = await injectAs(t.app, lawyer, { url: '/api/search?q=kovacs', headers: { 'x-tenant-id': other.tenantId } });
    expect(res.statusCode).toBe(403);
  });

  it('leaves out the groups of modules the firm has not installed and of permissions the role lacks', async () => {
    const bare = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts']);
    await t.database.db.insert(kbArticles).values({ tenantId: bare.tenantId, title: 'Határidő-számítás belső jegyzet', body: 'Határidő.', category: 'procedure', authorId: bare.userId });
    const cookie = await signIn(t.app, bare.email);
    const res = await search(cookie, 'hatarido');
    expect(res.groups).toEqual([]);
    expect(res.unavailable).toEqual(['matters', 'documents', 'articles']);
    const kb = await injectAs(t.app, cookie, { url: '/api/kb' });
    expect(kb.statusCode).toBe(403);
    expect(kb.json().code).toBe('MODULE_NOT_INSTALLED');

    // A customer of the demo firm holds none of the view permissions: nothing is searched.
    const asCustomer = await search(customer, 'kovacs');
    expect(asCustomer.groups).toEqual([]);
    expect(asCustomer.unavailable).toEqual(['contacts', 'organisations', 'matters', 'documents', 'articles']);
  });

  it('answers an empty or symbol-only query with no hits, refuses an over-long one, needs a session', async () => {
    expect((await search(lawyer, '')).groups).toEqual([]);
    expect((await search(lawyer, `'&|!:*()`)).groups).toEqual([]);
    const long = await injectAs(t.app, lawyer, { url: `/api/search?q=${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/search?q=kovacs' })).statusCode).toBe(401);
  });

  it('uses the GIN expression indexes for every searched table', async () => {
    const plans: Record<string, string> = {};
    const tables = { contacts: 'contacts', matters: 'matters', documents: 'documents', documentVersions: 'document_versions', kbArticles: 'kb_articles' } as const;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [key, table] of Object.entries(tables)) {
        const rows = resultRows<{ 'QUERY PLAN': string }>(
          await tx.execute(sql`explain select id from ${sql.identifier(table)} where ${searchVectors[key as keyof typeof tables]} @@ public.vi_search_query('kovacs:*')`),
        );
        plans[table] = rows.map((r) => r['QUERY PLAN']).join('\n');
      }
    });
    for (const table of Object.values(tables)) expect(plans[table], plans[table]).toContain(`${table}_search_fts`);
  });
});
