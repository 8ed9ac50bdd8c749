// Knowledge-base attachments (decision 0247) through the API: attach a vault document, upload a
// new file straight onto an article (the vault's upload: sniffing, audit), list, detach; refusals
// (duplicate, another firm's document, a disguised executable), and a confidential matter's
// document that stays invisible to a lawyer outside the matter's team, through the article too.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, kbArticleDocuments } from '../../db/schema';
import { createHungarianPdf, pdfToBuffer } from '../../lib/pdf/hungarian-pdf';
import { fakeExecutable, multipartBody } from '../../test/multipart';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

interface Attachment {
  documentId: string;
  title: string;
  fileName: string;
  sizeBytes: number;
  matter: { confidential: boolean } | null;
  customerVisible: boolean;
  attachedBy: { name: string } | null;
}

describe('knowledge-base attachments API', () => {
  let t: TestApp;
  let lawyer: string;
  let owner: string;
  let customer: string;
  let articleId: string;
  let openDocumentId: string;
  let confidentialDocumentId: string;
  let foreignDocumentId: string;

  const article = { title: 'Végrehajtási kérelem mintái', body: 'A kérelemhez csatolt minták.', category: 'template-guide', visibility: 'client' };
  const list = async (cookie: string, id = articleId) => {
    const res = await injectAs(t.app, cookie, { url: `/api/knowledge-base/${id}/attachments` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Attachment[];
  };
  const attach = (cookie: string, documentId: string, id = articleId) => injectAs(t.app, cookie, { method: 'POST', url: `/api/knowledge-base/${id}/attachments`, payload: { documentId } });
  const detach = (cookie: string, documentId: string) => injectAs(t.app, cookie, { method: 'DELETE', url: `/api/knowledge-base/${articleId}/attachments/${documentId}` });
  const upload = (cookie: string, files: { name: string; bytes: Buffer; type?: string }[], fields: Record<string, string> = {}) =>
    injectAs(t.app, cookie, { method: 'POST', url: `/api/knowledge-base/${articleId}/attachments/upload`, ...multipartBody(fields, files) });

  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    customer = await signIn(t.app, 'szabo.anna@example.hu');
    const created = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/knowledge-base', payload: article });
    expect(created.statusCode, created.body).toBe(201);
    articleId = created.json().id;
    const vault = (await injectAs(t.app, lawyer, { url: '/api/documents?limit=100' })).json().items as { id: string; title: string }[];
    openDocumentId = vault.find((d) => d.title === 'Alapító okirat tervezete')!.id;
    // The confidential share deal's draft: the head of the firm is on its team, the lawyer is not.
    confidentialDocumentId = (await injectAs(t.app, owner, { url: '/api/documents?tag=bizalmas' })).json().items[0].id;
    const other = await createTenantWithMember(t.database, 'tenant', undefined, ['contacts', 'documents']);
    const otherCookie = await signIn(t.app, other.email);
    const pdf = createHungarianPdf({ title: 'Idegen' });
    pdf.text('Másik iroda irata');
    const res = await injectAs(t.app, otherCookie, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: 'idegen.pdf', bytes: await pdfToBuffer(pdf), type: 'application/pdf' }]) });
    expect(res.statusCode, res.body).toBe(201);
    foreignDocumentId = res.json().items[0].id;
  });
  afterAll(() => t.close());

  it('lists the seeded attachments of the demo articles', async () => {
    const articles = (await injectAs(t.app, lawyer, { url: '/api/knowledge-base' })).json().items as { id: string; title: string }[];
    const pmt = articles.find((a) => a.title === 'Ügyfél-azonosítás a Pmt. szerint')!;
    const [form] = await list(lawyer, pmt.id);
    expect(form).toMatchObject({ title: 'Ügyfél-átvilágítási adatlap – természetes személy', fileName: 'Ügyfél-átvilágítási adatlap.pdf', matter: null, customerVisible: true, attachedBy: { name: expect.any(String) } });
    expect(form!.sizeBytes).toBeGreaterThan(0);
    const checklist = articles.find((a) => a.title === 'Keresetlevél benyújtásának ellenőrzőlistája')!;
    expect((await list(lawyer, checklist.id)).map((a) => [a.title, a.customerVisible])).toEqual([['Keresetlevél – hibás teljesítés', false]]);
  });

  it('attaches a vault document, refuses it twice, detaches it and audits both', async () => {
    const res = await attach(lawyer, openDocumentId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ documentId: openDocumentId, title: 'Alapító okirat tervezete', matter: { confidential: false }, customerVisible: false, attachedBy: { name: expect.any(String) } });
    expect((await list(owner)).map((a) => a.documentId)).toContain(openDocumentId);

    const again = await attach(owner, openDocumentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'KB_ATTACHMENT_EXISTS', message: 'Ez a dokumentum már csatolva van a cikkhez.' });

    expect((await detach(lawyer, openDocumentId)).statusCode).toBe(200);
    expect((await list(lawyer)).map((a) => a.documentId)).not.toContain(openDocumentId);
    // The document stays in the vault.
    expect((await injectAs(t.app, lawyer, { url: `/api/documents/${openDocumentId}` })).statusCode).toBe(200);
    const gone = await detach(lawyer, openDocumentId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('KB_ATTACHMENT_NOT_FOUND');

    const audits = await t.database.db
      .select({ action: auditLog.action, metadata: auditLog.metadata })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, articleId), inArray(auditLog.action, ['kb.attach', 'kb.detach'])));
    expect(audits.map((a) => a.action).sort()).toEqual(['kb.attach', 'kb.detach']);
    expect(audits.every((a) => (a.metadata as { documentId: string }).documentId === openDocumentId)).toBe(true);
  });

  it("uploads a new file into the vault as an attachment, with the vault's checks and audit", async () => {
    const pdf = createHungarianPdf({ title: 'Minta' });
    pdf.text('Végrehajtási kérelem – minta, őrző-védő űrlap');
    const bytes = await pdfToBuffer(pdf);
    const res = await upload(lawyer, [{ name: '../Végrehajtási kérelem (minta).pdf', bytes, type: 'application/pdf' }]);
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json() as Attachment;
    expect(attachment).toMatchObject({ fileName: 'Végrehajtási kérelem (minta).pdf', sizeBytes: bytes.length, matter: null, customerVisible: true });
    const doc = (await injectAs(t.app, lawyer, { url: `/api/documents/${attachment.documentId}` })).json();
    expect(doc).toMatchObject({ folder: 'Tudásbázis', mime: 'application/pdf', versionNumber: 1 });
    const audits = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, attachment.documentId));
    expect(audits.map((a) => a.action)).toContain('documents.upload');
    expect((await list(lawyer)).map((a) => a.documentId)).toContain(attachment.documentId);

    // A program named as a PDF is refused by the vault's sniffing: no document, no attachment.
    const before = (await list(lawyer)).length;
    const exe = await upload(lawyer, [{ name: 'minta.pdf', bytes: fakeExecutable(), type: 'application/pdf' }]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('DOCUMENT_EXECUTABLE_REFUSED');
    expect((await list(lawyer)).length).toBe(before);
    expect(await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.fileName, 'minta.pdf'))).toEqual([]);
  });

  it("refuses another firm's document, an unknown one and another firm's article", async () => {
    for (const id of [foreignDocumentId, 'nincs-ilyen-dokumentum']) {
      const res = await attach(lawyer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'KB_ATTACHMENT_DOCUMENT_NOT_FOUND', message: 'A csatolandó dokumentum nem található a dokumentumtárban.' });
    }
    expect((await attach(lawyer, openDocumentId, 'nincs-ilyen-cikk')).json().code).toBe('KB_ARTICLE_NOT_FOUND');
    expect((await injectAs(t.app, lawyer, { method: 'POST', url: `/api/knowledge-base/${articleId}/attachments`, payload: {} })).statusCode).toBe(400);
  });

  it("keeps a confidential matter's document to the team: attached by the owner, invisible to the lawyer", async () => {
    const res = await attach(owner, confidentialDocumentId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ matter: { confidential: true }, customerVisible: false });
    expect((await list(owner)).map((a) => a.documentId)).toContain(confidentialDocumentId);

    // The lawyer outside the team: not in the list, not attachable, not detachable, not in the vault.
    expect((await list(lawyer)).map((a) => a.documentId)).not.toContain(confidentialDocumentId);
    const byLawyer = await attach(lawyer, confidentialDocumentId);
    expect(byLawyer.statusCode).toBe(404);
    expect(byLawyer.json().code).toBe('KB_ATTACHMENT_DOCUMENT_NOT_FOUND');
    expect((await detach(lawyer, confidentialDocumentId)).statusCode).toBe(404);
    expect((await injectAs(t.app, lawyer, { url: `/api/documents/${confidentialDocumentId}` })).statusCode).toBe(404);
    // The link is still there for the team.
    const links = await t.database.db.select().from(kbArticleDocuments).where(eq(kbArticleDocuments.documentId, confidentialDocumentId));
    expect(links).toHaveLength(1);
    expect((await list(owner)).map((a) => a.documentId)).toContain(confidentialDocumentId);
  });

  it('a customer may neither list nor change attachments; deleting the article removes its links', async () => {
    expect((await injectAs(t.app, customer, { url: `/api/knowledge-base/${articleId}/attachments` })).statusCode).toBe(403);
    expect((await attach(customer, openDocumentId)).statusCode).toBe(403);
    expect((await injectAs(t.app, owner, { method: 'DELETE', url: `/api/knowledge-base/${articleId}` })).statusCode).toBe(200);
    expect(await t.database.db.select().from(kbArticleDocuments).where(eq(kbArticleDocuments.articleId, articleId))).toEqual([]);
  });
});
