// Vector retrieval for Themis (decision 0251) on a real database, against a fake OpenAI-compatible
// server whose /embeddings gives deterministic concept vectors: indexing masks what it sends and
// skips unchanged chunks, a passage that shares no word with the question is found by meaning, a
// confidential matter's chunks stay with its team, firms stay apart; without an embedding model
// retrieval is full text alone.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS, CORPUS_CONTACT_NAMES } from '@shared/ai-modules/masking-corpus';
import { aiAuditLog, aiUsage, contacts, documentChunkEmbeddings, documents, documentVersions, matters, subscriptions } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { articleText, chunkText, CHUNK_CHARS } from './embeddings';
import { startFakeProvider, type FakeProvider } from './gateway/testing/fake-providers';

const LEASE_TITLE = 'Lakásügyi megállapodás – Váci út 12.';
// Rent in other words than the question's ("bérleti díj havonta"): only the vectors can find it.
const LEASE_TEXT = 'A bérlő a lakbért minden hónap ötödik napjáig utalja át a bérbeadó számlájára. A lakbér összege 350 000 forint. ' + 'A bérbeadó a lakást bútorozottan adja át.';
const QUESTION = 'Mennyi a bérleti díj havonta?';

describe('Themis vector retrieval (embeddings)', () => {
  let t: TestApp;
  let owner: string; // iroda@: firm admin, in the confidential matter's team
  let lawyer: string; // ugyved@: not in the confidential team
  let tenantId: string;
  let local: FakeProvider;

  const ask = async (cookie: string, content: string) => {
    const conv = await injectAs(t.app, cookie, { method: 'POST', url: '/api/themis/conversations', payload: {} });
    const res = await injectAs(t.app, cookie, { method: 'POST', url: `/api/themis/conversations/${conv.json().id}/messages`, payload: { content } });
    expect(res.statusCode).toBe(200);
    return res.json().answer as { mode: string; citations: { documentId: string; title: string; snippet: string }[] };
  };
  const indexNow = async (cookie: string) => {
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/themis/vault/embeddings' });
    expect(res.statusCode).toBe(200);
    return res.json() as { sources: number; embedded: number; reused: number };
  };
  const embeddingInputs = () => local.requests.filter((r) => r.path.endsWith('/embeddings')).flatMap((r) => (r.body?.input as string[]) ?? []);

  /** A text document straight in the tables (the upload path is tested elsewhere). */
  async function addDocument(tenant: string, title: string, text: string, matterId: string | null = null) {
    const id = randomUUID();
    await t.database.db.insert(documents).values({ id, tenantId: tenant, title, fileName: 'szoveg.txt', kind: 'text', mime: 'text/plain', sizeBytes: text.length, matterId });
    const versionId = await addVersion(tenant, id, 1, text);
    return { id, versionId };
  }
  async function addVersion(tenant: string, documentId: string, number: number, text: string) {
    const sha = createHash('sha256').update(text).digest('hex');
    const [v] = await t.database.db
      .insert(documentVersions)
      .values({ tenantId: tenant, documentId, number, storageKey: `${tenant}/${sha}`, sha256: sha, sizeBytes: text.length, mime: 'text/plain', fileName: 'szoveg.txt', extractedText: text })
      .returning({ id: documentVersions.id });
    await t.database.db.update(documents).set({ currentVersionId: v!.id, versionNumber: number, updatedAt: new Date() }).where(eq(documents.id, documentId));
    return v!.id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    await t.database.db.update(subscriptions).set({ planId: 'plan-halado' }).where(eq(subscriptions.tenantId, tenantId));
    await t.database.db.insert(contacts).values(CORPUS_CONTACT_NAMES.map((name) => ({ tenantId, name, kind: 'person' })));
    local = await startFakeProvider('openai', { open: true });
  });
  afterAll(async () => {
    await local?.close();
    await t?.close();
  });

  it('chunks at sentence ends, deterministically, covering the text', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Ez a ${i + 1}. mondat a szerződés egyik kikötéséről szól.`).join(' ');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.text.length <= CHUNK_CHARS && c.text.endsWith('.'))).toBe(true);
    expect(chunkText(text)).toEqual(chunks);
    expect(chunks.map((c) => c.text).join(' ')).toBe(text);
  });

  it('without an embedding model: nothing is embedded, retrieval is full text alone', async () => {
    await addDocument(tenantId, LEASE_TITLE, LEASE_TEXT);
    const vault = (await injectAs(t.app, owner, { method: 'GET', url: '/api/themis/vault' })).json();
    expect(vault.embedding).toBeNull();
    expect(vault.items.every((d: { embeddedChunks: number; embeddedAt: string | null }) => d.embeddedChunks === 0 && d.embeddedAt === null)).toBe(true);
    expect((await injectAs(t.app, owner, { method: 'POST', url: '/api/themis/vault/embeddings' })).statusCode).toBe(409);
    const answer = await ask(lawyer, QUESTION);
    expect(answer.mode).toBe('retrieval');
    expect(answer.citations.map((c) => c.title)).not.toContain(LEASE_TITLE);
    expect(local.requests).toHaveLength(0);
  });

  it('indexes the vault through the gateway: masked, audited, metered; the vault shows what is embedded and when', async () => {
    const corpusDoc = await addDocument(tenantId, 'Ügyféllevelek – adatvédelmi próba', CORPUS.map((s) => s.text).join('\n\n'));
    const key = await injectAs(t.app, owner, { method: 'POST', url: '/api/ai-modules/keys', payload: { provider: 'local', baseUrl: local.url, model: 'llama3.1', embeddingModel: 'nomic-embed-text' } });
    expect(key.statusCode).toBe(201);
    expect(key.json().embeddingModel).toBe('nomic-embed-text');
    local.reset();
    const first = await indexNow(owner);
    expect(first.sources).toBeGreaterThan(3);
    expect(first.embedded).toBeGreaterThan(first.sources - 1);
    const sent = embeddingInputs().join('\n');
    expect(sent).toContain('lakbér');
    for (const sample of CORPUS) for (const secret of sample.secrets) expect(sent).not.toContain(secret);
    expect(sent).toMatch(/\[(NAME|EMAIL|PHONE)_\d+\]/);
    // Every call is in the AI audit log (no user: the indexing) and in the usage rows.
    const audit = await t.database.db
      .select()
      .from(aiAuditLog)
      .where(and(eq(aiAuditLog.tenantId, tenantId), eq(aiAuditLog.model, 'nomic-embed-text')));
    expect(audit.filter((a) => a.action === 'request').length).toBe(local.requests.filter((r) => r.path.endsWith('/embeddings')).length);
    expect(audit.every((a) => a.details.embedding === true && a.userId === null)).toBe(true);
    expect(audit.some((a) => a.action === 'response' && a.details.purpose === 'index')).toBe(true);
    expect(
      (
        await t.database.db
          .select()
          .from(aiUsage)
          .where(and(eq(aiUsage.tenantId, tenantId), eq(aiUsage.model, 'nomic-embed-text')))
      ).length,
    ).toBeGreaterThan(0);
    const vault = (await injectAs(t.app, owner, { method: 'GET', url: '/api/themis/vault' })).json();
    expect(vault.embedding).toEqual({ provider: 'local', model: 'nomic-embed-text' });
    const row = vault.items.find((d: { id: string }) => d.id === corpusDoc.id);
    expect(row.embeddedChunks).toBe(chunkText(CORPUS.map((s) => s.text).join('\n\n')).length);
    expect(Date.parse(row.embeddedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Nothing left to do: a second run sends nothing.
    local.reset();
    const before = local.requests.length;
    expect(await indexNow(owner)).toEqual({ sources: 0, embedded: 0, reused: 0 });
    expect(local.requests.length).toBe(before);
  });

  it('finds by meaning a passage that shares no word with the question, and cites it', async () => {
    const [lease] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), eq(documents.title, LEASE_TITLE)));
    const before = local.requests.length;
    const answer = await ask(lawyer, QUESTION);
    expect(answer.mode).toBe('model');
    expect(answer.citations[0]).toMatchObject({ documentId: lease!.id, title: LEASE_TITLE });
    expect(answer.citations[0]!.snippet).toContain('lakbér');
    // The question itself was embedded once, masked and audited with the asking user.
    const queries = local.requests.slice(before).filter((r) => r.path.endsWith('/embeddings'));
    expect(queries).toHaveLength(1);
    expect(queries[0]!.body?.input).toEqual([QUESTION]);
    const audit = await t.database.db
      .select()
      .from(aiAuditLog)
      .where(and(eq(aiAuditLog.tenantId, tenantId), eq(aiAuditLog.model, 'nomic-embed-text')));
    expect(audit.filter((a) => a.details.purpose === 'query' && a.action === 'response' && a.userId !== null)).toHaveLength(1);
  });

  it('re-indexing a new version embeds only the chunks that changed', async () => {
    const long = Array.from({ length: 30 }, (_, i) => `A ${i + 1}. pont szerint a felek együttműködnek és egymást tájékoztatják.`).join(' ');
    const doc = await addDocument(tenantId, 'Együttműködési megállapodás', long);
    local.reset();
    const first = await indexNow(owner);
    const chunks = chunkText(long).length;
    expect(first).toEqual({ sources: 1, embedded: chunks, reused: 0 });
    // The new version changes only the last sentence: the earlier chunks keep their vectors.
    await addVersion(tenantId, doc.id, 2, long.replace('A 30. pont szerint a felek együttműködnek és egymást tájékoztatják.', 'A 30. pont szerint a szerződés határozatlan időre szól.'));
    const before = embeddingInputs().length;
    const second = await indexNow(owner);
    expect(second.sources).toBe(1);
    expect(second.embedded).toBe(1);
    expect(second.reused).toBe(chunkText(long).length - 1);
    expect(embeddingInputs().length - before).toBe(1);
    expect(embeddingInputs().at(-1)).toContain('határozatlan időre');
    const rows = await t.database.db.select().from(documentChunkEmbeddings).where(eq(documentChunkEmbeddings.sourceId, doc.id));
    expect(rows).toHaveLength(chunks);
    expect(new Set(rows.map((r) => r.versionId))).toEqual(new Set([(await t.database.db.select({ v: documents.currentVersionId }).from(documents).where(eq(documents.id, doc.id)))[0]!.v]));
    expect(rows.every((r) => r.dimensions === 64 && Math.abs(Math.hypot(...r.embedding) - 1) < 1e-4)).toBe(true);
  });

  it("embeds knowledge-base articles the same way (decision 0266): found by meaning and cited; an edit re-embeds only what changed; a deleted article's vectors go", async () => {
    const sentences = Array.from({ length: 24 }, (_, i) => `A ${i + 1}. pont szerint a teljesítést a megrendelő írásban igazolja.`).join(' ');
    const body = `${sentences}\n\nA vállalkozó minden késedelmes nap után a díj 0,5%-át köteles megfizetni. Kérdés esetén: kotber.felelos@kovacs-ugyved.hu`;
    const created = await injectAs(t.app, owner, { method: 'POST', url: '/api/knowledge-base', payload: { title: 'Kötbér a vállalkozási szerződésben', body, category: 'procedure', tags: ['vállalkozás'] } });
    expect(created.statusCode, created.body).toBe(201);
    const articleId = created.json().id as string;
    const rowsOf = () => t.database.db.select().from(documentChunkEmbeddings).where(eq(documentChunkEmbeddings.sourceId, articleId));
    const before = embeddingInputs().length;
    const chunks = chunkText(articleText(body, ['vállalkozás'])).length;
    expect(chunks).toBeGreaterThan(1);
    expect(await indexNow(owner)).toEqual({ sources: 1, embedded: chunks, reused: 0 });
    // Through the gateway like a document: masked before it left the server.
    const sent = embeddingInputs().slice(before).join('\n');
    expect(sent).toContain('késedelmes nap');
    expect(sent).not.toContain('kotber.felelos@kovacs-ugyved.hu');
    const rows = await rowsOf();
    expect(rows).toHaveLength(chunks);
    expect(rows.every((r) => r.sourceType === 'kb_article' && r.articleId === articleId && r.versionId === '1')).toBe(true);
    // "szankció" is nowhere in the article: only its vectors can bring it.
    const question = 'Mi a szankció?';
    const answer = (await ask(lawyer, question)) as unknown as { citations: { source?: string; articleId?: string; snippet: string }[] };
    const cited = answer.citations.find((c) => c.articleId === articleId);
    expect(cited).toMatchObject({ source: 'kb_article' });
    expect(cited!.snippet).toContain('késedelmes');
    // Edited (a new version): only the changed chunk goes to the provider again.
    const edited = body.replace('0,5%-át', '1%-át');
    expect(
      (await injectAs(t.app, owner, { method: 'PUT', url: `/api/knowledge-base/${articleId}`, payload: { title: 'Kötbér a vállalkozási szerződésben', body: edited, category: 'procedure', tags: ['vállalkozás'] } }))
        .statusCode,
    ).toBe(200);
    expect(await indexNow(owner)).toEqual({ sources: 1, embedded: 1, reused: chunks - 1 });
    expect(embeddingInputs().at(-1)).toContain('1%-át');
    expect(new Set((await rowsOf()).map((r) => r.versionId))).toEqual(new Set(['2']));
    expect(await indexNow(owner)).toEqual({ sources: 0, embedded: 0, reused: 0 });
    // Deleted: its vectors go with it (foreign key), and it is cited no more.
    expect((await injectAs(t.app, owner, { method: 'DELETE', url: `/api/knowledge-base/${articleId}` })).statusCode).toBe(200);
    expect(await rowsOf()).toEqual([]);
    expect(((await ask(lawyer, question)) as unknown as { citations: { articleId?: string }[] }).citations.map((c) => c.articleId)).not.toContain(articleId);
  });

  it("never retrieves a confidential matter's chunks by vector for a user outside its team", async () => {
    const [secretMatter] = await t.database.db
      .select({ id: matters.id })
      .from(matters)
      .where(and(eq(matters.tenantId, tenantId), eq(matters.confidential, true)));
    // Termination in other words than the question's: only the vectors can bring it.
    const secret = await addDocument(tenantId, 'Titkos irat – Duna Zrt.', 'A megbízó a megállapodást rendkívüli úton felbonthatja, ha a megbízott titoktartást sért.', secretMatter!.id);
    await indexNow(owner);
    expect((await t.database.db.select().from(documentChunkEmbeddings).where(eq(documentChunkEmbeddings.sourceId, secret.id))).length).toBe(1);
    const question = 'Mikor lehet felmondani?';
    const outsider = await ask(lawyer, question);
    expect(outsider.citations.map((c) => c.documentId)).not.toContain(secret.id);
    expect(JSON.stringify(outsider)).not.toContain('titoktartást');
    const team = await ask(owner, question);
    expect(team.citations.map((c) => c.documentId)).toContain(secret.id);
    const vaultOf = async (cookie: string) => (await injectAs(t.app, cookie, { method: 'GET', url: '/api/themis/vault' })).json().items.map((d: { id: string }) => d.id);
    expect(await vaultOf(lawyer)).not.toContain(secret.id);
    expect(await vaultOf(owner)).toContain(secret.id);
  });

  it("keeps firms apart: another firm embeds only its own vault and never retrieves this firm's chunks", async () => {
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'ai-modules', 'themis']);
    const cookie = await signIn(t.app, firm.email);
    const own = await addDocument(firm.tenantId, 'Saját irat', 'A felek a szerződést írásban módosíthatják.');
    expect((await injectAs(t.app, cookie, { method: 'POST', url: '/api/ai-modules/keys', payload: { provider: 'local', baseUrl: local.url, model: 'llama3.1', embeddingModel: 'nomic-embed-text' } })).statusCode).toBe(
      201,
    );
    expect(await indexNow(cookie)).toMatchObject({ sources: 1 });
    const rows = await t.database.db.select({ sourceId: documentChunkEmbeddings.sourceId }).from(documentChunkEmbeddings).where(eq(documentChunkEmbeddings.tenantId, firm.tenantId));
    expect(new Set(rows.map((r) => r.sourceId))).toEqual(new Set([own.id]));
    const answer = await ask(cookie, QUESTION);
    expect(answer.citations.map((c) => c.title)).not.toContain(LEASE_TITLE);
    expect(JSON.stringify(answer)).not.toContain('lakbér');
    const vault = (await injectAs(t.app, cookie, { method: 'GET', url: '/api/themis/vault' })).json();
    expect(vault.items.map((d: { id: string }) => d.id)).toEqual([own.id]);
  });

  it('a document or matter left out of the vault (decision 0252) is not found by vector, its chunks go; re-included it comes back', async () => {
    const [lease] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), eq(documents.title, LEASE_TITLE)));
    const chunksOf = async (id: string) => (await t.database.db.select().from(documentChunkEmbeddings).where(eq(documentChunkEmbeddings.sourceId, id))).length;
    expect((await injectAs(t.app, owner, { method: 'PUT', url: `/api/themis/vault/documents/${lease!.id}`, payload: { included: false } })).statusCode).toBe(200);
    expect((await ask(lawyer, QUESTION)).citations.map((c) => c.documentId)).not.toContain(lease!.id);
    await indexNow(owner);
    expect(await chunksOf(lease!.id)).toBe(0);
    expect((await injectAs(t.app, owner, { method: 'PUT', url: `/api/themis/vault/documents/${lease!.id}`, payload: { included: true } })).statusCode).toBe(200);
    expect((await indexNow(owner)).sources).toBe(1);
    expect((await ask(lawyer, QUESTION)).citations[0]).toMatchObject({ documentId: lease!.id });
    // A whole matter: its documents' vectors are not used, not even for its team.
    const [secretMatter] = await t.database.db
      .select({ id: matters.id })
      .from(matters)
      .where(and(eq(matters.tenantId, tenantId), eq(matters.confidential, true)));
    const [secret] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), eq(documents.title, 'Titkos irat – Duna Zrt.')));
    expect((await injectAs(t.app, owner, { method: 'PUT', url: `/api/themis/vault/matters/${secretMatter!.id}`, payload: { included: false } })).statusCode).toBe(200);
    expect((await ask(owner, 'Mikor lehet felmondani?')).citations.map((c) => c.documentId)).not.toContain(secret!.id);
    await indexNow(owner);
    expect(await chunksOf(secret!.id)).toBe(0);
    expect((await injectAs(t.app, owner, { method: 'PUT', url: `/api/themis/vault/matters/${secretMatter!.id}`, payload: { included: true } })).statusCode).toBe(200);
    await indexNow(owner);
    expect((await ask(owner, 'Mikor lehet felmondani?')).citations.map((c) => c.documentId)).toContain(secret!.id);
  });

  it("a deleted document's chunks are neither retrieved nor kept", async () => {
    const [lease] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.tenantId, tenantId), eq(documents.title, LEASE_TITLE)));
    await t.database.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, lease!.id));
    const answer = await ask(owner, QUESTION);
    expect(answer.citations.map((c) => c.documentId)).not.toContain(lease!.id);
    await indexNow(owner);
    expect(await t.database.db.select().from(documentChunkEmbeddings).where(eq(documentChunkEmbeddings.sourceId, lease!.id))).toEqual([]);
  });
});
