// DOCX templates and the vault (issue 16, decisions 0183-0184): a firm uploads its own Word
// template with placeholders (a tag split across Word's runs included), bad placeholders, a
// file that is not a DOCX and an oversized one are refused with their codes and change nothing;
// a generation lands in the document vault linked to the matter and its client, and a repeated
// generation can be saved as the next version of the same vault documents.
import { and, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTemplates, matterParties, matters } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { templateDocx } from '../../lib/documents/template-render';
import { createHungarianPdf, pdfToBuffer } from '../../lib/pdf/hungarian-pdf';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { contentTypesBombDocx, zipBombDocx } from '../../test/hostile-files';

const variables = [
  { key: 'client_name', label: 'Ügyfél neve', type: 'text' },
  { key: 'fee', label: 'Díj', type: 'amount_huf' },
  { key: 'sign_date', label: 'Kelt', type: 'date' },
];
const inputs = { client_name: 'Kőszegi Ödön', fee: '1 250 000', sign_date: '2026-11-23' };

/** A Word file whose body has these paragraphs; `{client_name}` is split over two runs, as Word often saves it. */
function wordFile(lines: string[]): Buffer {
  const zip = templateDocx(lines.join('\n'));
  const xml = zip.file('word/document.xml')!.asText().replace('{client_', '{client_</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">');
  zip.file('word/document.xml', xml);
  return Buffer.from(zip.generate({ type: 'uint8array', compression: 'DEFLATE' }));
}

const goodLines = ['MEGBÍZÁSI DÍJ VISSZAIGAZOLÁS', 'Tisztelt {client_name}!', 'A megbízási díj: {fee}.', 'Kelt: Budapest, {sign_date}'];

describe('DOCX templates and saving generations in the vault', () => {
  let t: TestApp;
  let lawyer: string;
  let tenantId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
  });
  afterAll(() => t.close());

  const meta = (extra: object = {}) => JSON.stringify({ name: 'Díjvisszaigazolás (Word)', category: 'contract', tags: ['díj'], variables, ...extra });
  const upload = (metaJson: string, file: { name: string; bytes: Buffer } | null) =>
    injectAs(t.app, lawyer, { method: 'POST', url: '/api/document-templates/docx', ...multipartBody({ meta: metaJson }, file ? [file] : []) });
  const firmTemplateCount = async () => (await t.database.db.select({ id: documentTemplates.id }).from(documentTemplates).where(eq(documentTemplates.tenantId, tenantId))).length;

  it('uploads a Word template, keeps its layout and generates from it, saving DOCX and PDF in the matter’s vault', async () => {
    const res = await upload(meta(), { name: 'díjlevél.docx', bytes: wordFile(goodLines) });
    expect(res.statusCode, res.body).toBe(201);
    const template = res.json();
    expect(template).toMatchObject({ hasDocx: true, version: 1, builtIn: false, name: 'Díjvisszaigazolás (Word)' });
    expect(template.content.split('\n')).toEqual(goodLines);

    const [matter] = await t.database.db
      .select({ id: matters.id, number: matters.number })
      .from(matters)
      .where(and(eq(matters.tenantId, tenantId), eq(matters.title, 'Szabó Anna – hibás teljesítés miatti kártérítési per')));
    const [client] = await t.database.db
      .select({ contactId: matterParties.contactId })
      .from(matterParties)
      .where(and(eq(matterParties.matterId, matter!.id), eq(matterParties.role, 'client')));
    const generated = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/document-generator', payload: { templateId: template.id, matterId: matter!.id, inputs } });
    expect(generated.statusCode, generated.body).toBe(201);
    const generation = generated.json();
    expect(generation.saved.map((s: { format: string }) => s.format)).toEqual(['docx', 'pdf']);

    // The firm's formatting (the bold run) survives the filling; no placeholder is left.
    const docx = await injectAs(t.app, lawyer, { url: generation.files[0].url });
    const xml = new PizZip(docx.rawPayload).file('word/document.xml')!.asText();
    expect(xml).toContain('<w:b/>');
    // Amounts keep their thousands together with no-break spaces.
    const text = (await mammoth.extractRawText({ buffer: docx.rawPayload })).value.replace(/\u00a0/g, ' ');
    expect(text).toContain('Tisztelt Kőszegi Ödön!');
    expect(text).toContain('1 250 000 Ft, azaz egymillió-kétszázötvenezer forint');
    expect(text).toContain('2026. november 23.');
    expect(text).not.toMatch(/[{}]/);

    for (const saved of generation.saved as { format: string; documentId: string; url: string }[]) {
      expect(saved.url).toBe(`/app/documents/${saved.documentId}`);
      const doc = await injectAs(t.app, lawyer, { url: `/api/documents/${saved.documentId}` });
      expect(doc.statusCode, doc.body).toBe(200);
      expect(doc.json()).toMatchObject({ matter: { id: matter!.id, number: matter!.number }, client: { id: client!.contactId }, versionNumber: 1, tags: ['generált'], kind: saved.format === 'pdf' ? 'pdf' : 'word' });
    }
    const inVault = await injectAs(t.app, lawyer, { url: `/api/documents/${generation.saved[1].documentId}/download` });
    expect(inVault.headers['content-type']).toBe('application/pdf');

    // Generated again for the same matter: the same two vault documents get version 2.
    const again = await injectAs(t.app, lawyer, {
      method: 'POST',
      url: '/api/document-generator',
      payload: { templateId: template.id, matterId: matter!.id, inputs: { ...inputs, fee: '1 300 000' }, replaceGenerationId: generation.id },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().saved.map((s: { documentId: string }) => s.documentId)).toEqual(generation.saved.map((s: { documentId: string }) => s.documentId));
    const versions = await injectAs(t.app, lawyer, { url: `/api/documents/${generation.saved[0].documentId}/versions` });
    expect(versions.json().items.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const missing = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/document-generator', payload: { templateId: template.id, inputs, replaceGenerationId: 'nincs-ilyen' } });
    expect(missing.json().code).toBe('GENERATION_REPLACE_NOT_FOUND');
  });

  it('keeps versions: a new DOCX is the next version, the Word text cannot be edited in the app', async () => {
    const created = (await upload(meta({ name: 'Verziózott Word sablon' }), { name: 'v1.docx', bytes: wordFile(goodLines) })).json();
    const next = await upload(meta({ name: 'Verziózott Word sablon', templateId: created.id, changeNote: 'Új záróformula' }), { name: 'v2.docx', bytes: wordFile([...goodLines, 'Üdvözlettel: az iroda']) });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().version).toBe(2);
    expect(next.json().versions.map((v: { version: number; changeNote: string | null }) => [v.version, v.changeNote])).toEqual([
      [2, 'Új záróformula'],
      [1, null],
    ]);
    const edit = await injectAs(t.app, lawyer, { method: 'PATCH', url: `/api/document-templates/${created.id}`, payload: { content: 'Más szöveg {client_name} {fee} {sign_date}', variables } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('TEMPLATE_DOCX_TEXT_LOCKED');
    const download = await injectAs(t.app, lawyer, { url: `/api/document-templates/${created.id}/docx` });
    expect(download.statusCode).toBe(200);
    expect((await mammoth.extractRawText({ buffer: download.rawPayload })).value).toContain('Üdvözlettel: az iroda');
  });

  it('refuses unknown and malformed placeholders in Hungarian and saves nothing', async () => {
    const before = await firmTemplateCount();
    const unknown = await upload(meta(), { name: 'hibas.docx', bytes: wordFile([...goodLines, 'Ügyszám: {ugyszam}']) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('TEMPLATE_DOCX_MALFORMED');
    expect(unknown.json().fields.content).toContain('A(z) {ugyszam} helyőrzőhöz nincs változó.');

    const unclosed = await upload(meta(), { name: 'hibas2.docx', bytes: wordFile([...goodLines, 'Ügyszám: {fee']) });
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().fields.content).toMatch(/Lezáratlan helyőrző/);

    const accented = await upload(meta(), { name: 'hibas3.docx', bytes: wordFile([...goodLines, 'Ügyszám: {ügy szám}']) });
    expect(accented.statusCode).toBe(400);
    expect(accented.json().fields.content).toContain('A(z) „{ügy szám}” helyőrző neve hibás');

    const unused = await upload(meta({ variables: [...variables, { key: 'extra', label: 'Extra', type: 'text' }] }), { name: 'hibas4.docx', bytes: wordFile(goodLines) });
    expect(unused.json().fields.content).toContain('A(z) „extra” változót a szöveg nem használja.');

    const badMeta = await upload('{"name": ""}', { name: 'jo.docx', bytes: wordFile(goodLines) });
    expect(badMeta.statusCode).toBe(400);
    expect(badMeta.json().code).toBe('TEMPLATE_DOCX_META_INVALID');
    const noFile = await upload(meta(), null);
    expect(noFile.json().code).toBe('TEMPLATE_DOCX_REQUIRED');
    expect(await firmTemplateCount()).toBe(before);
  });

  it('tells the type from the content and limits the size', async () => {
    const before = await firmTemplateCount();
    const pdf = createHungarianPdf({ title: 'Nem Word' });
    pdf.text('Ez egy PDF, .docx névvel.');
    const disguised = await upload(meta(), { name: 'sablon.docx', bytes: await pdfToBuffer(pdf) });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().code).toBe('TEMPLATE_DOCX_TYPE');
    const zip = new PizZip();
    zip.file('readme.txt', 'nem Word');
    const plainZip = await upload(meta(), { name: 'sablon.docx', bytes: Buffer.from(zip.generate({ type: 'uint8array' })) });
    expect(plainZip.statusCode).toBe(415);

    // Over 5 MB: a real DOCX padded with an incompressible part.
    const big = templateDocx(goodLines.join('\n'));
    big.file('word/media/image1.bin', Buffer.from(Array.from({ length: 5 * 1024 * 1024 + 1024 }, () => Math.floor(Math.random() * 256))));
    const tooLarge = await upload(meta(), { name: 'nagy.docx', bytes: Buffer.from(big.generate({ type: 'uint8array', compression: 'STORE' })) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('TEMPLATE_DOCX_TOO_LARGE');
    expect(await firmTemplateCount()).toBe(before);
  });

  it('refuses a zip bomb before file-type, PizZip or docxtemplater unpack it (issue 34 point 2)', async () => {
    const before = await firmTemplateCount();
    // ~60 KB unpacking to 20 MB froze the server 19 s and took +1 GB.
    const bomb = await upload(meta(), { name: 'sablon.docx', bytes: zipBombDocx(20 * 1024 * 1024) });
    expect(bomb.statusCode, bomb.body).toBe(413);
    expect(bomb.json()).toEqual({ code: 'DOCX_UNPACKED_TOO_LARGE', message: expect.stringContaining('kibontva túl nagy') });
    const sniffBomb = await upload(meta(), { name: 'sablon.docx', bytes: contentTypesBombDocx() });
    expect(sniffBomb.json().code).toBe('DOCX_UNPACKED_TOO_LARGE');
    expect(await firmTemplateCount()).toBe(before);
  });
});
