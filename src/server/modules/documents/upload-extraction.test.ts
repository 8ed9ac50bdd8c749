// Issue 40 point 3 (decision 0411): an upload answers once the bytes are stored and hashed and the
// rows are written; the text is read afterwards by the documents.extract job. Nothing here drains
// the jobs before the first assertions: the answer, the document and the searches are read while
// the job is still queued, then the job runs and its text is stored and found.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentVersions, jobs } from '../../db/schema';
import { buildDocx } from '../../lib/docx/simple-docx';
import { createHungarianPdf, pdfToBuffer } from '../../lib/pdf/hungarian-pdf';
import { scanPage } from '../../lib/ocr/scanned-page';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { documentStorage } from '../../storage';

/** A word of letters no seeded document has (the search stems words; digits would split it). */
const word = () =>
  Array.from({ length: 7 }, () => 'bcdfghjklmnprstvz'[Math.floor(Math.random() * 17)])
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

async function pdfWith(text: string): Promise<Buffer> {
  const doc = createHungarianPdf({ title: 'Teszt' });
  doc.text(text);
  return pdfToBuffer(doc);
}

type SearchResponse = { groups: { group: string; items: { id: string }[] }[] };

describe('uploads answer before their text is extracted (issue 40.3)', () => {
  let t: TestApp;
  let lawyer: string;

  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    // Nothing of the seed or another test left waiting.
    await t.app.jobs.drain({ names: ['documents.extract'] });
  });
  afterAll(() => t.close());
  // Each test counts its own jobs: none of another test is left due.
  beforeEach(() => t.app.jobs.drain({ names: ['documents.extract'] }));

  const get = (url: string) => injectAs(t.app, lawyer, { url });
  const searchIds = async (q: string) => ((await get(`/api/search?q=${encodeURIComponent(q)}`)).json() as SearchResponse).groups.find((g) => g.group === 'documents')?.items.map((i) => i.id) ?? [];
  const listIds = async (q: string) => ((await get(`/api/documents?${new URLSearchParams({ q })}`)).json().items as { id: string }[]).map((d) => d.id);
  const extractJobs = async (versionIds: string[]) => {
    const rows = await t.database.db.select({ key: jobs.key, state: jobs.state }).from(jobs).where(eq(jobs.name, 'documents.extract'));
    return versionIds.map((v) => rows.find((r) => r.key === `extract:${v}`)?.state ?? null);
  };

  it('answers a PDF and a DOCX with the extraction queued and no text; the job then stores the text and the searches find it', async () => {
    const [pdfWord, docxWord] = [word(), word()];
    const pdf = await pdfWith(`Bérleti szerződés ${pdfWord} ügyében, őrző-védő kikötéssel.`);
    const docx = buildDocx(['Tényállás', `A ${docxWord} társaság tájékoztatója.`]);
    const res = await injectAs(t.app, lawyer, {
      method: 'POST',
      url: '/api/documents',
      ...multipartBody({}, [
        { name: 'berleti.pdf', bytes: pdf },
        { name: 'tajekoztato.docx', bytes: docx },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json().items as { id: string; extraction: string }[];
    expect(items.map((i) => i.extraction)).toEqual(['queued', 'queued']);

    // Answered, stored and hashed, the rows written – the text not read yet.
    const versions = await t.database.db
      .select({ id: documentVersions.id, documentId: documentVersions.documentId, sha256: documentVersions.sha256, text: documentVersions.extractedText, status: documentVersions.extractionStatus })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, items[0]!.id));
    expect(versions).toEqual([{ id: expect.any(String), documentId: items[0]!.id, sha256: createHash('sha256').update(pdf).digest('hex'), text: null, status: 'queued' }]);
    const versionIds: string[] = [];
    for (const item of items) {
      const detail = (await get(`/api/documents/${item.id}`)).json();
      expect(detail).toMatchObject({ extraction: 'queued', text: null, ocr: null });
      expect(detail.versions).toMatchObject([{ number: 1, hasText: false, extraction: 'queued' }]);
      versionIds.push(detail.versions[0].id as string);
    }
    expect(await extractJobs(versionIds)).toEqual(['queued', 'queued']);
    expect(await searchIds(pdfWord)).not.toContain(items[0]!.id);
    expect(await listIds(docxWord)).toEqual([]);

    const drained = await t.app.jobs.drain({ names: ['documents.extract'] });
    expect(drained.results.map((r) => r.result)).toEqual(['succeeded', 'succeeded']);
    expect(await extractJobs(versionIds)).toEqual(['succeeded', 'succeeded']);

    const pdfDetail = (await get(`/api/documents/${items[0]!.id}`)).json();
    expect(pdfDetail).toMatchObject({ extraction: 'done', ocr: null });
    expect(pdfDetail.text).toContain(`Bérleti szerződés ${pdfWord} ügyében`);
    expect(pdfDetail.versions).toMatchObject([{ hasText: true, extraction: 'done' }]);
    const docxDetail = (await get(`/api/documents/${items[1]!.id}`)).json();
    expect(docxDetail.text).toContain(`A ${docxWord} társaság tájékoztatója.`);

    // Found by the top bar's search and by the document list's own search (decision 0431), accent-free and inflected.
    expect(await searchIds(pdfWord.toLowerCase())).toContain(items[0]!.id);
    expect(await searchIds(`${docxWord.toLowerCase()} tarsasag`)).toEqual([items[1]!.id]);
    expect(await listIds(pdfWord)).toEqual([items[0]!.id]);
    expect(await listIds(`${docxWord} tájékoztatójában`)).toEqual([items[1]!.id]);
  }, 120_000);

  it('reads a new version by its own job, and a version restored before its text was read gets a job too', async () => {
    const [first, second] = [word(), word()];
    const created = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: 'v1.txt', bytes: Buffer.from(`Első ${first}`) }]) });
    const id = created.json().items[0].id as string;
    const v2 = await injectAs(t.app, lawyer, { method: 'POST', url: `/api/documents/${id}/versions`, ...multipartBody({}, [{ name: 'v2.txt', bytes: Buffer.from(`Második ${second}`) }]) });
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json()).toMatchObject({ number: 2, extraction: 'queued' });
    // Version 1 restored while its text is still unread: version 3 waits for its own job.
    expect((await injectAs(t.app, lawyer, { method: 'POST', url: `/api/document-versioning/${id}/versions/1/restore` })).statusCode).toBe(201);
    expect((await get(`/api/documents/${id}`)).json()).toMatchObject({ versionNumber: 3, extraction: 'queued', text: null });

    expect((await t.app.jobs.drain({ names: ['documents.extract'] })).runs).toBe(3);
    const detail = (await get(`/api/documents/${id}`)).json();
    expect(detail).toMatchObject({ extraction: 'done', text: `Első ${first}` });
    expect(detail.versions.map((v: { number: number; extraction: string; hasText: boolean }) => [v.number, v.extraction, v.hasText])).toEqual([
      [3, 'done', true],
      [2, 'done', true],
      [1, 'done', true],
    ]);
    // Both searches follow the current version only (its text copied onto the document, decision 0454).
    expect(await searchIds(first)).toEqual([id]);
    expect(await searchIds(second)).toEqual([]);
    expect(await listIds(second)).toEqual([]);
    // A restore of a read version copies its text: no job, done at once – and found at once.
    expect((await injectAs(t.app, lawyer, { method: 'POST', url: `/api/document-versioning/${id}/versions/2/restore` })).statusCode).toBe(201);
    expect((await get(`/api/documents/${id}`)).json()).toMatchObject({ versionNumber: 4, extraction: 'done', text: `Második ${second}` });
    expect((await t.app.jobs.drain({ names: ['documents.extract'] })).runs).toBe(0);
    expect(await searchIds(second)).toEqual([id]);
    expect(await listIds(second)).toEqual([id]);
    expect(await searchIds(first)).toEqual([]);
    // A new version whose text is not read yet: the document is not found by the old text meanwhile.
    const third = word();
    await injectAs(t.app, lawyer, { method: 'POST', url: `/api/documents/${id}/versions`, ...multipartBody({}, [{ name: 'v5.txt', bytes: Buffer.from(`Ötödik ${third}`) }]) });
    expect(await searchIds(second)).toEqual([]);
    expect(await searchIds(third)).toEqual([]);
    await t.app.jobs.drain({ names: ['documents.extract'] });
    expect(await searchIds(third)).toEqual([id]);
    expect(await listIds(third)).toEqual([id]);
  });

  it('hands an image without text over to OCR only when its extraction job has run', async () => {
    const { image } = await scanPage('Jegyzőkönyv', { size: [200, 60], fontSize: 13 });
    const res = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: 'szkennelt.png', bytes: image }]) });
    const id = res.json().items[0].id as string;
    expect((await get(`/api/documents/${id}`)).json()).toMatchObject({ extraction: 'queued', ocr: null });
    await t.app.jobs.drain({ names: ['documents.extract'] });
    expect((await get(`/api/documents/${id}`)).json()).toMatchObject({ extraction: 'done', text: null, ocr: { status: 'queued', pagesDone: 0 } });
  });

  it('marks the version failed when the job gives up (the file itself is kept)', async () => {
    const res = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: 'elveszett.txt', bytes: Buffer.from(`Elveszett ${word()}`) }]) });
    const id = res.json().items[0].id as string;
    // The version is still there, its file is not (the job carries the key, decision 0441): every attempt fails.
    const [v] = await t.database.db.select({ id: documentVersions.id, key: documentVersions.storageKey }).from(documentVersions).where(eq(documentVersions.documentId, id));
    await documentStorage(t.app.env).delete(v!.key);
    let clock = Date.now();
    const results: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await t.app.jobs.drain({ names: ['documents.extract'], now: () => new Date(clock) });
      results.push(...r.results.map((x) => x.result));
      clock += 10 * 60_000;
    }
    expect(results).toEqual(['retry', 'retry', 'retry', 'retry', 'dead']);
    expect((await get(`/api/documents/${id}`)).json()).toMatchObject({ extraction: 'failed', text: null });
    const [job] = await t.database.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.name, 'documents.extract'), eq(jobs.key, `extract:${v!.id}`)));
    expect(job?.state).toBe('dead');
  });
});
