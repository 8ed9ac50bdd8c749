import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentVersions } from '../../db/schema';
import { scannedPdf, scanPage } from '../../lib/ocr/scanned-page';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { useOcrRecognizer, type Recognizer } from './document-ocr';

describe('OCR of scans and images (the ocr module)', () => {
  let t: TestApp;
  let lawyer: string;

  /**
   * Runs the due scan jobs (decision 0443) with a recognizer of the test's own (default: Tesseract)
   * and, if given, a worker clock of `now`; the jobs' results.
   */
  const drainOcr = async (options: { recognize?: Recognizer; now?: Date } = {}) => {
    useOcrRecognizer(options.recognize ?? null);
    try {
      const drained = await t.app.jobs.drain({ names: ['documents.ocr-scan'], ...(options.now ? { now: () => options.now! } : {}) });
      return drained.results.map((r) => r.result);
    } finally {
      useOcrRecognizer(null);
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    // Nothing left queued by other tests of this database.
    await drainOcr({ recognize: async () => '' });
  });
  afterAll(() => t.close());

  /** An upload, then its extraction job (decision 0411): that job reads the text and queues a scan for OCR. */
  const upload = async (cookie: string, name: string, bytes: Buffer) => {
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name, bytes }]) });
    await t.app.jobs.drain({ names: ['documents.extract'] });
    return res;
  };
  const get = (cookie: string, url: string) => injectAs(t.app, cookie, { url });

  it('reads an uploaded scan with the Hungarian model and finds it by a word typed without accents', async () => {
    const { image } = await scanPage('Jegyzőkönyv a tanúmeghallgatásról.\nA kötelezettségvállalás határideje lejárt.', { size: [420, 130], fontSize: 13 });
    const res = await upload(lawyer, 'beszkennelt-jegyzokonyv.png', image);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().items[0].id as string;
    expect((await get(lawyer, `/api/documents/${id}`)).json().ocr).toEqual({ status: 'queued', pagesDone: 0, pagesTotal: null, error: null });

    expect(await drainOcr()).toEqual(['succeeded']);
    const done = (await get(lawyer, `/api/ocr/documents/${id}`)).json();
    expect(done.ocr).toEqual({ status: 'done', pagesDone: 1, pagesTotal: 1, error: null });
    expect(done.text).toContain('kötelezettségvállalás');
    expect((await get(lawyer, `/api/documents/${id}`)).json().text).toBe(done.text);

    const search = (await get(lawyer, `/api/search?q=${encodeURIComponent('kotelezettsegvallalas')}`)).json() as { groups: { group: string; items: { id: string }[] }[] };
    expect(search.groups.find((g) => g.group === 'documents')?.items.map((i) => i.id)).toContain(id);
  });

  it('reads a scanned PDF page by page, storing the progress after every page', async () => {
    const pdf = await scannedPdf(['Első oldal', 'Második oldal', 'Harmadik oldal'], { size: [200, 60], dpi: 100 });
    const id = (await upload(lawyer, 'szkennelt.pdf', pdf)).json().items[0].id as string;
    const seen: unknown[] = [];
    let page = 0;
    await drainOcr({
      recognize: async () => {
        seen.push((await get(lawyer, `/api/ocr/documents/${id}`)).json().ocr);
        return `oldal ${++page}`;
      },
    });
    expect(seen).toEqual([0, 1, 2].map((done) => ({ status: 'running', pagesDone: done, pagesTotal: 3, error: null })));
    expect((await get(lawyer, `/api/ocr/documents/${id}`)).json()).toMatchObject({ ocr: { status: 'done', pagesDone: 3 }, text: 'oldal 1\n\noldal 2\n\noldal 3' });
  });

  it('resumes a scan whose worker died at the first page not yet stored, and the dead worker cannot overwrite it', async () => {
    const pdf = await scannedPdf(['Egy', 'Kettő', 'Három'], { size: [200, 60], dpi: 100 });
    const id = (await upload(lawyer, 'felbeszakadt.pdf', pdf)).json().items[0].id as string;
    // Worker A reads page 1, then hangs on page 2 (a process that stopped answering or died).
    let release!: (text: string) => void;
    const hung = new Promise<string>((resolve) => (release = resolve));
    let aCalls = 0;
    useOcrRecognizer(async () => (++aCalls === 1 ? 'A1' : aCalls === 2 ? hung : 'A3'));
    const workerA = t.app.jobs.drain({ names: ['documents.ocr-scan'] });
    const [version] = await t.database.db.select({ id: documentVersions.id }).from(documentVersions).where(eq(documentVersions.documentId, id));
    const pageTextsOf = async () => (await t.database.db.select({ pages: documentVersions.ocrPageTexts }).from(documentVersions).where(eq(documentVersions.id, version!.id)))[0]!.pages;
    await expect.poll(pageTextsOf, { timeout: 20_000, interval: 50 }).toEqual(['A1']);
    expect((await get(lawyer, `/api/ocr/documents/${id}`)).json().ocr).toEqual({ status: 'running', pagesDone: 1, pagesTotal: 3, error: null });

    // After the job's lease, worker B takes the scan over and starts at page 2.
    const seen: unknown[] = [];
    const workerB = await drainOcr({
      now: new Date(Date.now() + 11 * 60_000),
      recognize: async () => {
        seen.push((await get(lawyer, `/api/ocr/documents/${id}`)).json().ocr);
        return `B${seen.length + 1}`;
      },
    });
    expect(workerB).toEqual(['succeeded']);
    expect(seen).toEqual([1, 2].map((done) => ({ status: 'running', pagesDone: done, pagesTotal: 3, error: null })));
    const done = (await get(lawyer, `/api/ocr/documents/${id}`)).json();
    expect(done).toMatchObject({ ocr: { status: 'done', pagesDone: 3, pagesTotal: 3 }, text: 'A1\n\nB2\n\nB3' });
    expect(await pageTextsOf()).toBeNull();

    // Worker A wakes up: its lease is gone and the row is no longer its attempt, so nothing it does counts.
    release('A2');
    expect((await workerA).results.map((r) => r.result)).toEqual(['lost']);
    expect((await get(lawyer, `/api/ocr/documents/${id}`)).json()).toMatchObject({ ocr: { status: 'done', pagesDone: 3 }, text: 'A1\n\nB2\n\nB3' });
  });

  it('retries a failed recognition with backoff and gives up after three attempts, then may be asked again', async () => {
    const { image } = await scanPage('Hibás', { size: [120, 40], dpi: 72 });
    const id = (await upload(lawyer, 'hibas.png', image)).json().items[0].id as string;
    const recognize = async () => Promise.reject(new Error('olvashatatlan'));
    let now = Date.now();
    for (const expected of ['retry', 'retry', 'dead']) {
      expect(await drainOcr({ recognize, now: new Date(now) })).toEqual([expected]);
      if (expected === 'retry') expect((await get(lawyer, `/api/ocr/documents/${id}`)).json().ocr).toMatchObject({ status: 'queued', error: 'olvashatatlan' });
      now += 10 * 60_000;
    }
    expect((await get(lawyer, `/api/ocr/documents/${id}`)).json().ocr).toEqual({ status: 'failed', pagesDone: 0, pagesTotal: 1, error: 'olvashatatlan' });
    const again = await injectAs(t.app, lawyer, { method: 'POST', url: `/api/ocr/documents/${id}` });
    expect(again.statusCode).toBe(202);
    expect(again.json().ocr).toMatchObject({ status: 'queued' });
    expect((await injectAs(t.app, lawyer, { method: 'POST', url: `/api/ocr/documents/${id}` })).json().code).toBe('OCR_ALREADY_QUEUED');
    expect(await drainOcr({ recognize: async () => 'rendben', now: new Date(now) })).toEqual(['succeeded']);
    expect((await get(lawyer, `/api/ocr/documents/${id}`)).json()).toMatchObject({ ocr: { status: 'done' }, text: 'rendben' });
  });

  it('leaves text files alone and needs the module: without it nothing is queued and /api/ocr answers 403', async () => {
    const text = (await upload(lawyer, 'jegyzet.txt', Buffer.from('Szöveg, nem kép.'))).json().items[0].id as string;
    const refused = await injectAs(t.app, lawyer, { method: 'POST', url: `/api/ocr/documents/${text}` });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'OCR_NOT_APPLICABLE']);
    const [row] = await t.database.db.select({ status: documentVersions.ocrStatus }).from(documentVersions).where(eq(documentVersions.documentId, text));
    expect(row!.status).toBeNull();

    const firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['documents']);
    const other = await signIn(t.app, firm.email);
    const { image } = await scanPage('Modul nélkül', { size: [120, 40], dpi: 72 });
    const id = (await upload(other, 'scan.png', image)).json().items[0].id as string;
    expect((await get(other, `/api/documents/${id}`)).json().ocr).toBeNull();
    expect((await get(other, `/api/ocr/documents/${id}`)).statusCode).toBe(403);
    // Another firm's document is not found through the OCR routes either.
    expect((await get(lawyer, `/api/ocr/documents/${id}`)).statusCode).toBe(404);
  });
});
