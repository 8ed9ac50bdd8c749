// The NAV reporting outbox end to end: the API stores the firm's technical user (secrets never
// returned, encrypted at rest), issuing queues the report, and the sweep sends it to a local fake
// NAV that checks the signature, the token and the XML, then polls it to DONE or ABORTED; errors
// are retried with backoff and a storno waits for its original.
import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, navCredentials, navReports } from '../../../db/schema';
import { demoTenantId } from '../../../db/seed';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../../test/test-app';
import { startFakeNavServer, type FakeNav, type FakeNavUser } from '../nav/testing/fake-nav-server';
import { JobRuntime } from '../../../jobs/runtime';
import { navSweepHandler, navSweepJob } from './nav.jobs';
import { retryBackoffMs, sweepNavReports, type NavSweepOptions } from './nav-sweep';

// The demo firm's seller tax number is 24225221-2-43: NAV only accepts invoices of the signed-in taxpayer.
const user: FakeNavUser = { login: 'kovacstech1', password: 'Tech-Jelszo-2026!', taxNumber: '24225221', signKey: 'ab-12cd-34ef56ab78cd90ABCDEFGH12', exchangeKey: 'fedcba9876543210' };
const credentialsBody = { environment: 'test', login: user.login, taxNumber: user.taxNumber, password: user.password, signKey: user.signKey, exchangeKey: user.exchangeKey };
/** Another taxpayer's technical user (a firm that saved the wrong one). */
const otherUser: FakeNavUser = { login: 'masiktech1', password: 'Masik-Jelszo-2026!', taxNumber: '12892312', signKey: 'cd-34ef-56ab78cd90ef12ABCDEFGH34', exchangeKey: '0123456789abcdef' };

const feeLine = { description: 'Jogi tanácsadás – munkaszerződés felülvizsgálata', quantity: '2', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'óra', unitPrice: '40000', vat: { code: '27' } };

describe('NAV reporting outbox', () => {
  let t: TestApp;
  let nav: FakeNav;
  let owner: string;
  let tenantId: string;
  let tothId: string;
  let clock = Date.now();
  const now = () => new Date(clock);
  const wait = (ms: number) => (clock += ms);

  beforeAll(async () => {
    t = await buildTestApp();
    nav = await startFakeNavServer({ users: [user, otherUser], now, pollsUntilFinal: 2 });
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    const [toth] = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, 'Tóth és Fia Kft.')));
    tothId = toth!.id;
  }, 60_000);
  afterAll(async () => {
    await nav?.close();
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => injectAs(t.app, owner, { method, url, ...(payload ? { payload } : {}) });
  const options = (extra: Partial<NavSweepOptions> = {}): NavSweepOptions => ({ serverSecret: t.app.env.BETTER_AUTH_SECRET, testBaseUrl: nav.url, timeoutMs: 3_000, now, lostTransactionDelayMs: 5 * 60_000, ...extra });
  const sweep = (extra: Partial<NavSweepOptions> = {}) => sweepNavReports(t.database.db, options(extra));
  const issue = async (lines: object[] = [feeLine]) => {
    const created = await call('POST', '/api/invoice-generator', { contactId: tothId, lines });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const issued = await call('POST', `/api/invoice-generator/${id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    // The report is due from the database's now(): the virtual clock never runs behind it.
    clock = Math.max(clock, Date.now() + 1000);
    return { id, number: issued.json().number as string };
  };
  const navOf = async (id: string) => (await call('GET', `/api/invoice-generator/${id}`)).json().nav;
  const report = async (id: string) => (await t.database.db.select().from(navReports).where(eq(navReports.invoiceId, id)))[0]!;
  /** Sweeps until the report of `id` is finished, moving the clock to its next attempt each time. */
  const sweepUntilFinished = async (id: string, extra: Partial<NavSweepOptions> = {}) => {
    for (let i = 0; i < 30; i++) {
      await sweep(extra);
      const r = await report(id);
      if (!['pending', 'sending', 'sent'].includes(r.state)) return r;
      clock = Math.max(clock, r.nextAttemptAt.getTime()) + 1;
    }
    throw new Error('report not finished');
  };
  const transactionsWith = (number: string) => nav.transactions.filter((tr) => tr.invoices.some((inv) => inv.invoiceNumber === number));

  it('without a technical user the report waits, labelled, and nothing is sent', async () => {
    const { id } = await issue();
    expect(await navOf(id)).toMatchObject({ state: 'not_configured', transactionId: null });
    const result = await sweep();
    expect(result.due).toBe(0);
    expect(nav.requests.manageInvoice ?? 0).toBe(0);
    const view = (await call('GET', '/api/invoice-generator/nav-credentials')).json();
    expect(view).toEqual({ configured: false, environment: 'test', login: null, taxNumber: null, updatedAt: null });
  });

  it('stores the technical user encrypted and never returns a secret', async () => {
    const incomplete = await call('PUT', '/api/invoice-generator/nav-credentials', { ...credentialsBody, password: '', signKey: '' });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().code).toBe('NAV_CREDENTIALS_INCOMPLETE');
    const bad = await call('PUT', '/api/invoice-generator/nav-credentials', { ...credentialsBody, exchangeKey: 'short' });
    expect(bad.statusCode).toBe(400);

    const saved = await call('PUT', '/api/invoice-generator/nav-credentials', credentialsBody);
    expect(saved.statusCode, saved.body).toBe(200);
    const view = (await call('GET', '/api/invoice-generator/nav-credentials')).body;
    for (const secret of [user.password, user.signKey, user.exchangeKey]) expect(view).not.toContain(secret);
    expect(JSON.parse(view)).toMatchObject({ configured: true, environment: 'test', login: user.login, taxNumber: user.taxNumber });
    const [row] = await t.database.db.select().from(navCredentials).where(eq(navCredentials.tenantId, tenantId));
    for (const secret of [user.password, user.signKey, user.exchangeKey]) expect(row!.secrets).not.toContain(secret);

    // Saving again without secrets keeps them (the form never shows them back).
    expect((await call('PUT', '/api/invoice-generator/nav-credentials', { ...credentialsBody, password: '', signKey: '', exchangeKey: '' })).statusCode).toBe(200);
  });

  it('sends every waiting report once the firm is set up, polls it through processing to DONE, and shows it', async () => {
    const { id, number } = await issue();
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await sweep();
      const r = await report(id);
      seen.add((await navOf(id)).state);
      if (r.state === 'done') break;
      clock = Math.max(clock, r.nextAttemptAt.getTime()) + 1;
    }
    expect([...seen]).toEqual(expect.arrayContaining(['sent', 'processing', 'done']));
    const shown = await navOf(id);
    expect(shown).toMatchObject({ state: 'done', navStatus: 'DONE', attempts: 1, lastError: null });
    expect(shown.transactionId).toMatch(/\w+/);
    expect(transactionsWith(number)).toHaveLength(1);
    // The fake refused nothing: signatures, tokens, timestamps and the XML were all accepted.
    expect(nav.rejections).toEqual({});
    const pdf = await call('GET', `/api/invoice-generator/${id}/pdf`);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString('utf8').replace(/\s+/g, ' ');
    expect(text).toContain(`A számla adatait a NAV Online Számla rendszere befogadta (tranzakcióazonosító: ${shown.transactionId as string})`);
  });

  it('three instances at the same moment run one sweep job and send a report once (decision 0282)', async () => {
    const { id, number } = await issue();
    // Three instances' runtimes, each with the app's sweep handler pointed at the fake NAV.
    const instances = [1, 2, 3].map((n) => {
      const runtime = new JobRuntime({ db: t.database.db, workerId: `instance-${n}`, now });
      runtime.handle(navSweepJob, navSweepHandler(options()));
      runtime.recurring(navSweepJob, 10_000, {});
      return runtime;
    });
    await Promise.all(instances.map((r) => r.scheduleRecurring(now())));
    const runs = await Promise.all(instances.map((r) => r.drain({ names: [navSweepJob.name] })));
    expect(runs.map((r) => r.runs).reduce((a, b) => a + b)).toBe(1);
    expect(transactionsWith(number)).toHaveLength(1);
    expect((await report(id)).state).toBe('sent');
    await sweepUntilFinished(id);
    expect(transactionsWith(number)).toHaveLength(1);
  });

  it("shows NAV's messages when NAV aborts the invoice", async () => {
    const { id } = await issue();
    nav.faults.abortNext = { errorCode: 'INVALID_CUSTOMER_TAXNUMBER', message: 'A vevő adószáma érvénytelen.' };
    const r = await sweepUntilFinished(id);
    expect(r.state).toBe('aborted');
    const shown = await navOf(id);
    expect(shown).toMatchObject({ state: 'aborted', navStatus: 'ABORTED' });
    expect(shown.messages).toEqual(expect.arrayContaining([expect.objectContaining({ errorCode: 'INVALID_CUSTOMER_TAXNUMBER', message: 'A vevő adószáma érvénytelen.' })]));
  });

  it("lists a rejected report with NAV's message and resubmits it under the same number once the cause is removed (issue 39.6)", async () => {
    // The technical user of another taxpayer: NAV refuses an invoice whose seller is not the signed-in taxpayer.
    await call('PUT', '/api/invoice-generator/nav-credentials', {
      ...credentialsBody,
      login: otherUser.login,
      taxNumber: otherUser.taxNumber,
      password: otherUser.password,
      signKey: otherUser.signKey,
      exchangeKey: otherUser.exchangeKey,
    });
    const { id, number } = await issue();
    try {
      expect((await sweepUntilFinished(id)).state).toBe('aborted');
    } finally {
      await call('PUT', '/api/invoice-generator/nav-credentials', credentialsBody);
    }
    const rejected = (await call('GET', '/api/invoice-generator/nav-rejected')).json().items as Array<{ id: string }>;
    expect(rejected.find((r) => r.id === id)).toMatchObject({
      number,
      operation: 'CREATE',
      messages: expect.arrayContaining([expect.objectContaining({ errorCode: 'SUPPLIER_TAX_NUMBER_MISMATCH', message: 'Az eladó adószáma nem egyezik a kérés adószámával.' })]),
    });
    const before = await report(id);

    const again = await call('POST', `/api/invoice-generator/${id}/nav-resubmit`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ id, number });
    expect(await report(id)).toMatchObject({ state: 'pending', navStatus: null, navMessages: [], transactionId: null, attempt: before.attempt });
    expect((await call('GET', '/api/invoice-generator/nav-rejected')).json().items.map((r: { id: string }) => r.id)).not.toContain(id);
    const twice = await call('POST', `/api/invoice-generator/${id}/nav-resubmit`);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'INVOICE_NAV_NOT_REJECTED']);

    const done = await sweepUntilFinished(id);
    expect(done).toMatchObject({ state: 'done', attempt: before.attempt + 1 });
    // NAV got the invoice twice under one number: refused from the wrong taxpayer, accepted from the right one, with the same data.
    const sent = transactionsWith(number);
    expect(sent.map((tr) => tr.login)).toEqual([otherUser.login, user.login]);
    expect(sent[1]!.invoices[0]!.base64).toBe(sent[0]!.invoices[0]!.base64);
    expect((await call('GET', `/api/invoice-generator/${id}`)).json()).toMatchObject({ number, nav: { state: 'done' } });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoices.nav_resubmit'), eq(auditLog.targetId, id)));
    expect(audit!.metadata).toMatchObject({ number, rejectedMessages: expect.arrayContaining([expect.objectContaining({ errorCode: 'SUPPLIER_TAX_NUMBER_MISMATCH' })]) });
  });

  it('retries a refused token exchange with backoff and records the error', async () => {
    const { id, number } = await issue();
    nav.faults.failNext = { operation: 'tokenExchange', status: 503 };
    const started = clock;
    await sweep();
    const r = await report(id);
    expect(r.state).toBe('pending');
    expect(r.failures).toBe(1);
    expect(r.lastError).toBeTruthy();
    expect(r.nextAttemptAt.getTime()).toBe(started + retryBackoffMs(1));
    expect((await navOf(id)).lastError).toBe(r.lastError);
    // Not before the backoff has passed.
    wait(retryBackoffMs(1) - 1000);
    await sweep();
    expect((await report(id)).attempt).toBe(1);
    const done = await sweepUntilFinished(id);
    expect(done).toMatchObject({ state: 'done', failures: 0, lastError: null });
    expect(transactionsWith(number)).toHaveLength(1);
    expect(retryBackoffMs(2)).toBe(60_000);
    expect(retryBackoffMs(20)).toBe(60 * 60_000);
  });

  it('a 5xx after NAV stored the request is not sent again: the lost-transaction procedure finds it', async () => {
    const { id, number } = await issue();
    nav.faults.failNext = { operation: 'manageInvoice', status: 500, afterStoring: true };
    await sweep();
    const r = await report(id);
    expect(r.state).toBe('sending');
    expect(r.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(clock + 5 * 60_000 - 1000);
    const done = await sweepUntilFinished(id);
    expect(done.state).toBe('done');
    expect(transactionsWith(number)).toHaveLength(1);
  });

  it('a 5xx before NAV stored the request is sent again after the search finds nothing', async () => {
    const { id, number } = await issue();
    nav.faults.failNext = { operation: 'manageInvoice', status: 500 };
    const done = await sweepUntilFinished(id);
    expect(done).toMatchObject({ state: 'done', attempt: 2 });
    expect(transactionsWith(number)).toHaveLength(1);
  });

  it('wrong keys end in "failed" with the reason; saving the right ones sends it again', async () => {
    await call('PUT', '/api/invoice-generator/nav-credentials', { ...credentialsBody, signKey: 'zz-9999-0000aaaa1111bbbbCCCCDDDD' });
    const { id, number } = await issue();
    const failed = await sweepUntilFinished(id);
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toMatch(/NAV_SIGNATURE_REJECTED|NAV_AUTHENTICATION_FAILED/);
    expect((await navOf(id)).state).toBe('failed');
    await call('PUT', '/api/invoice-generator/nav-credentials', credentialsBody);
    expect((await navOf(id)).state).toBe('pending');
    expect((await sweepUntilFinished(id)).state).toBe('done');
    expect(transactionsWith(number)).toHaveLength(1);
  });

  it('a storno is sent only after its original is DONE', async () => {
    const { id, number } = await issue();
    const storno = await call('POST', `/api/invoice-generator/${id}/storno`, {});
    expect(storno.statusCode, storno.body).toBe(201);
    const stornoId = storno.json().id as string;
    await sweep(); // sends the original only
    expect((await report(stornoId)).state).toBe('pending');
    await sweepUntilFinished(id);
    const done = await sweepUntilFinished(stornoId);
    expect(done.state).toBe('done');
    expect(transactionsWith(number)).toHaveLength(1);
  });
});
