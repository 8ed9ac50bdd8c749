// GET /api/search on a real database (PGlite by default, PostgreSQL with TEST_DATABASE_URL):
// accent-insensitive and stemmed hits, confidential matters and their documents invisible to a
// non-team lawyer (RLS), tenant isolation, groups of modules not installed or not permitted left
// out, compound words found by trigrams and ranked below whole words, and the GIN indexes really
// used.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@shared/search/search.schemas';
import { resultRows } from '../../db/client';
import { contacts, documents, documentVersions, kbArticles } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { searchedTexts, searchText, searchVector, versionSearchText, versionSearchVector } from '../../search/search-vectors';

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

  it('finds a word inside compound words (trigrams), ranked below whole-word hits (issue 39.5)', async () => {
    const [demo] = resultRows<{ tenant_id: string }>(await t.database.db.execute(sql`select tenant_id from documents where title = 'Adásvételi szerződés – Bartók Béla út'`));
    const tenantId = demo!.tenant_id;
    const [doc] = await t.database.db
      .insert(documents)
      .values({ tenantId, title: 'Alkalmazotti irat – Fodor Lili', fileName: 'fodor-lili.txt', kind: 'other', mime: 'text/plain', sizeBytes: 80 })
      .returning({ id: documents.id });
    const [version] = await t.database.db
      .insert(documentVersions)
      .values({
        tenantId,
        documentId: doc!.id,
        number: 1,
        storageKey: `${tenantId}/fodor`,
        sha256: 'f'.repeat(64),
        sizeBytes: 80,
        mime: 'text/plain',
        fileName: 'fodor-lili.txt',
        extractedText: 'Fodor Lili munkaszerződése 2026. január 1-jén lép hatályba, határozatlan időre.',
      })
      .returning({ id: documentVersions.id });
    await t.database.db.execute(sql`update documents set current_version_id = ${version!.id} where id = ${doc!.id}`);
    await t.database.db.insert(kbArticles).values([
      { tenantId, title: 'Felmondási idők', body: 'A lakásbérlet felmondása írásban, harminc napos idővel.', category: 'procedure' },
      { tenantId, title: 'Szerzői jog', body: 'A mű szerzőjét megilletik a vagyoni és személyhez fűződő jogok.', category: 'procedure' },
    ]);

    // "szerződés" finds a text holding only "munkaszerződés", and marks that word in the snippet.
    const compound = await search(lawyer, 'szerződés', 25);
    const fodor = compound.groups.find((g) => g.group === 'documents')?.items.find((i) => i.title === 'Alkalmazotti irat – Fodor Lili');
    expect(fodor, JSON.stringify(compound)).toBeDefined();
    expect(fodor!.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['munkaszerződése']);
    // Every whole-word "szerződés" ranks above it.
    const whole = compound.groups.find((g) => g.group === 'documents')!.items.find((i) => i.title === 'Adásvételi szerződés – Bartók Béla út')!;
    expect(whole.rank).toBeGreaterThan(fodor!.rank);
    expect(titles(await search(lawyer, 'szerzodes', 25), 'documents')).toContain('Alkalmazotti irat – Fodor Lili');

    // "bérlet" finds "lakásbérlet".
    expect(titles(await search(lawyer, 'bérlet', 25), 'articles')).toContain('Felmondási idők');

    // "szerző" ranks the "Szerzői jog" article above every "szerződés", in every group.
    const author = await search(lawyer, 'szerző', 25);
    const article = author.groups.find((g) => g.group === 'articles')!.items[0]!;
    expect(article.title).toBe('Szerzői jog');
    const contracts = author.groups.flatMap((g) => g.items).filter((i) => /szerz[oő]d[eé]s/i.test(i.title + i.snippet.map((p) => p.text).join('')));
    expect(contracts.length).toBeGreaterThan(0);
    for (const hit of contracts) expect(article.rank, hit.title).toBeGreaterThan(hit.rank);

    // Nothing holds both stems: a compound match needs every word.
    expect(all(await search(lawyer, 'munkaszerződés lakásbérlet'))).toEqual([]);
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
    const kb = await injectAs(t.app, cookie, { url: '/api/knowledge-base' });
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
    const tables = ['contacts', 'matters', 'documents', 'kb_articles'];
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const table of tables) {
        const rows = resultRows<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select id from ${sql.identifier(table)} t where ${searchVector('t')} @@ public.vi_search_query('kovacs:*')`));
        plans[table] = rows.map((r) => r['QUERY PLAN']).join('\n');
      }
    });
    for (const table of tables) expect(plans[table], plans[table]).toContain(`${table}_search_fts`);
  });

  it("stores each row's vector and folded text as generated from its searched text", async () => {
    const tables = { contacts: 'contacts', matters: 'matters', documents: 'documents', documentVersions: 'document_versions', kbArticles: 'kb_articles' } as const;
    for (const [key, table] of Object.entries(tables)) {
      const expression = searchedTexts[key as keyof typeof tables];
      const [row] = resultRows<{ rows: number | string; differing: number | string }>(
        await t.database.db.execute(sql`select count(*) as rows, count(*) filter (where t.search_vector is distinct from public.vi_search_vector(${sql.raw(expression)})
          or t.search_text is distinct from public.vi_search_text(${sql.raw(expression)})) as differing from ${sql.identifier(table)} t`),
      );
      expect(Number(row!.rows), table).toBeGreaterThan(0);
      expect(Number(row!.differing), table).toBe(0);
    }
  });

  it("keeps each document's copy of its current version's columns equal to the version's, and indexes them", async () => {
    const [row] = resultRows<{ documents: number | string; withText: number | string; differing: number | string }>(
      await t.database.db.execute(sql`select count(*) as documents, count(v.extracted_text) as "withText",
        count(*) filter (where d.version_search_vector is distinct from v.search_vector or d.version_search_text is distinct from v.search_text) as differing
        from documents d left join document_versions v on v.id = d.current_version_id and v.extracted_text is not null`),
    );
    expect(Number(row!.withText)).toBeGreaterThan(0);
    expect(Number(row!.differing)).toBe(0);
    const plans: string[] = [];
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const condition of [sql`${versionSearchVector('t')} @@ public.vi_search_query('kovacs:*')`, sql`${versionSearchText('t')} like ${'%szerzodes%'}`]) {
        const rows = resultRows<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select id from documents t where ${condition}`));
        plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    });
    expect(plans[0], plans[0]).toContain('documents_version_search_fts');
    expect(plans[1], plans[1]).toContain('documents_version_search_trgm');
  });

  it("keeps no search index on the versions: a document matches through its copy of the current version's columns (0503)", async () => {
    const rows = resultRows<{ indexname: string }>(await t.database.db.execute(sql`select indexname from pg_indexes where schemaname = 'public' and tablename = 'document_versions' and indexdef ilike '%using gin%'`));
    expect(rows.map((r) => r.indexname)).toEqual([]);
  });

  it('uses the GIN trigram indexes for the compound-word match on every searched table', async () => {
    const plans: Record<string, string> = {};
    const tables = ['contacts', 'matters', 'documents', 'kb_articles'];
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const table of tables) {
        const rows = resultRows<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select id from ${sql.identifier(table)} t where ${searchText('t')} like ${'%szerzodes%'}`));
        plans[table] = rows.map((r) => r['QUERY PLAN']).join('\n');
      }
    });
    for (const table of tables) expect(plans[table], plans[table]).toContain(`${table}_search_trgm`);
  });
});
