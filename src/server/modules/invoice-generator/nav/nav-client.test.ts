// The NAV client against the local fake NAV server (random loopback port).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';
import { buildModification, buildStorno, createInvoice, type InvoiceDocument } from '@shared/invoice-generator/invoice-document';
import { draft } from '@shared/invoice-generator/test-fixtures';
import { prepareInvoiceData } from './invoice-report';
import type { NavCredentials, NavSoftware, ProcessingResult } from './nav-api-xml';
import { createNavClient, NAV_TEST_BASE_URL, type NavClient, type NavClientOptions } from './nav-client';
import { NavError } from './nav-errors';
import { findLostTransaction } from './lost-transaction';
import { startFakeNavServer, type FakeNav, type FakeNavUser } from './testing/fake-nav-server';

const user: FakeNavUser = { login: 'vitechuser01', password: 'Titkos-Jelszo-2026', taxNumber: '24225221', signKey: 'ab-12cd-34ef56ab78cd90EFGH1234IJ', exchangeKey: 'c8f2b1d9e0a7f635' };
const credentials: NavCredentials = { login: user.login, password: user.password, taxNumber: user.taxNumber, signKey: user.signKey, exchangeKey: user.exchangeKey };
const software: NavSoftware = {
  softwareId: 'HU24225221VIRTIRO1',
  softwareName: 'Virtuális Iroda',
  softwareOperation: 'ONLINE_SERVICE',
  softwareMainVersion: '1.0',
  softwareDevName: 'Virtuális Iroda',
  softwareDevContact: 'support@virtualis-iroda.hu',
  softwareDevCountryCode: 'HU',
};

let nav: FakeNav;
let client: NavClient;
let counter = 0;
const nextNumber = () => `VI-2026/${String(++counter).padStart(5, '0')}`;
const clientWith = (o: Partial<NavClientOptions> = {}) => createNavClient({ baseUrl: nav.url, credentials, software, timeoutMs: 5_000, ...o });

async function operation(doc: InvoiceDocument) {
  const report = await prepareInvoiceData(doc);
  expect(report.ok, JSON.stringify([report.xsd.errors, report.issues])).toBe(true);
  return { operation: report.operation, invoiceData: report.base64 };
}

/** Polls until every invoice of the transaction is DONE or ABORTED; returns the statuses seen. */
async function settle(transactionId: string, c: NavClient = client): Promise<{ seen: string[]; results: ProcessingResult[] }> {
  const seen: string[] = [];
  for (let i = 0; i < 10; i++) {
    const results = await c.queryTransactionStatus(transactionId);
    seen.push(results.map((r) => r.invoiceStatus).join(','));
    if (results.every((r) => r.invoiceStatus === 'DONE' || r.invoiceStatus === 'ABORTED')) return { seen, results };
  }
  throw new Error(`not settled: ${seen.join(' ')}`);
}

async function rejection(p: Promise<unknown>): Promise<NavError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(NavError);
  return e as NavError;
}

beforeAll(async () => {
  nav = await startFakeNavServer({ users: [user] });
  client = clientWith();
});
afterAll(async () => {
  await nav.close();
});
afterEach(() => {
  expect(nav.rejections.INVALID_REQUEST ?? 0, 'every request we sent was valid against invoiceApi.xsd').toBe(0);
  nav.faults = {};
});

describe('NAV client against the fake NAV', () => {
  it('exchanges a token (decrypted with the exchange key) and reports an invoice: RECEIVED → PROCESSING → DONE', async () => {
    const token = await client.tokenExchange();
    expect(token.token).toMatch(/^[0-9a-f-]{36}[0-9A-F]{12}$/);
    expect(Date.parse(token.validTo)).toBeGreaterThan(Date.parse(token.validFrom));
    const sent = await client.manageInvoice([await operation(createInvoice(draft(), nextNumber()))]);
    expect(sent.transactionId).toMatch(/^[0-9A-F]{16}$/);
    const { seen, results } = await settle(sent.transactionId);
    expect(seen).toEqual(['RECEIVED', 'PROCESSING', 'DONE']);
    expect(results[0]).toMatchObject({ index: 1, invoiceStatus: 'DONE', technicalMessages: [], businessMessages: [] });
  });

  it('reports a modification and a storno of a DONE invoice in one request, and lists the transactions', async () => {
    const original = createInvoice(draft(), nextNumber());
    const first = await client.manageInvoice([await operation(original)]);
    await settle(first.transactionId);
    const mod = buildModification({ original, corrections: [] }, { invoiceNumber: nextNumber(), issueDate: '2026-11-21', lines: [{ ...original.lines[0]!, quantity: '-0.2' }] });
    const storno = buildStorno({ original, corrections: [mod] }, { invoiceNumber: nextNumber(), issueDate: '2026-11-21' });
    const second = await client.manageInvoice([await operation(mod), await operation(storno)]);
    const { results } = await settle(second.transactionId);
    expect(results.map((r) => [r.index, r.invoiceStatus])).toEqual([
      [1, 'DONE'],
      [2, 'DONE'],
    ]);
    const list = await client.queryTransactionList({ from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 1000) });
    expect(list.transactions.map((t) => t.transactionId)).toEqual(expect.arrayContaining([first.transactionId, second.transactionId]));
    expect(list.transactions.find((t) => t.transactionId === second.transactionId)).toMatchObject({ itemCount: 2, requestStatus: 'FINISHED', insCusUser: user.login, source: 'XML' });
  });

  it('gets a new token when NAV says the token expired, and sends once', async () => {
    const before = { ...nav.requests };
    nav.faults.expireNextTokens = 1;
    const sent = await client.manageInvoice([await operation(createInvoice(draft(), nextNumber()))]);
    expect(nav.rejections.INVALID_EXCHANGE_TOKEN).toBe(1); // the first token came expired
    expect(nav.requests.tokenExchange! - (before.tokenExchange ?? 0)).toBe(2);
    expect(nav.requests.manageInvoice! - (before.manageInvoice ?? 0)).toBe(2);
    expect((await settle(sent.transactionId)).results[0]!.invoiceStatus).toBe('DONE');
    expect(nav.transactions.filter((t) => t.transactionId === sent.transactionId)).toHaveLength(1);
  });

  it('two expired tokens in a row: the one retry also fails and NAV_TOKEN_INVALID reaches the caller', async () => {
    nav.faults.expireNextTokens = 2;
    const err = await rejection(client.manageInvoice([await operation(createInvoice(draft(), nextNumber()))]));
    expect(err.code).toBe('NAV_TOKEN_INVALID');
    expect(err.details).toMatchObject({ navErrorCode: 'INVALID_EXCHANGE_TOKEN', retryable: true });
  });

  it('shows ABORTED with NAV-style business messages, and schema violations as technical messages', async () => {
    nav.faults.abortNext = { errorCode: 'INCORRECT_HEAD_DATA_CUSTOMER_TAX_NUMBER', message: 'A vevő adószáma nem létezik.' };
    const aborted = await client.manageInvoice([await operation(createInvoice(draft(), nextNumber()))]);
    const { results } = await settle(aborted.transactionId);
    expect(results[0]).toMatchObject({ invoiceStatus: 'ABORTED', businessMessages: [{ resultCode: 'ERROR', errorCode: 'INCORRECT_HEAD_DATA_CUSTOMER_TAX_NUMBER', message: 'A vevő adószáma nem létezik.' }] });

    const broken = Buffer.from('<InvoiceData xmlns="http://schemas.nav.gov.hu/OSA/3.0/data"><invoiceNumber>X</invoiceNumber></InvoiceData>').toString('base64');
    const schema = await client.manageInvoice([{ operation: 'CREATE', invoiceData: broken }]);
    const technical = (await settle(schema.transactionId)).results[0]!;
    expect(technical.invoiceStatus).toBe('ABORTED');
    expect(technical.technicalMessages[0]).toMatchObject({ resultCode: 'ERROR', errorCode: 'SCHEMA_VIOLATION' });
  });

  it("aborts what NAV's blocking rules reject: a duplicate number, a modification of an unknown invoice", async () => {
    const doc = createInvoice(draft(), nextNumber());
    await settle((await client.manageInvoice([await operation(doc)])).transactionId);
    const again = await settle((await client.manageInvoice([await operation(doc)])).transactionId);
    expect(again.results[0]!.businessMessages.map((m) => m.errorCode)).toEqual(['INVOICE_NUMBER_NOT_UNIQUE']);
    const stranger = createInvoice(draft(), 'SOHA-NEM-JELENTETT/1');
    const mod = buildModification({ original: stranger, corrections: [] }, { invoiceNumber: nextNumber(), issueDate: '2026-11-21', lines: [] });
    const orphan = await settle((await client.manageInvoice([await operation(mod)])).transactionId);
    expect(orphan.results[0]!.businessMessages.map((m) => m.errorCode)).toEqual(['INVALID_INVOICE_REFERENCE']);
  });

  it('a manageInvoice answered by nobody: NAV_TIMEOUT without transaction id, then the lost-transaction procedure finds it (no resend)', async () => {
    const doc = createInvoice(draft(), nextNumber());
    const op = await operation(doc);
    nav.faults.hangNextManageInvoice = true;
    const sentAt = new Date();
    const err = await rejection(clientWith({ timeoutMs: 300 }).manageInvoice([op]));
    expect(err.code).toBe('NAV_TIMEOUT');
    expect(err.details).toMatchObject({ retryable: true, transactionIdUnknown: true });
    const found = await findLostTransaction(client, { invoiceNumbers: [doc.invoiceNumber], sentAt });
    expect(found).not.toBeNull();
    expect(nav.transactions.find((t) => t.transactionId === found!.transactionId)).toMatchObject({ answered: false });
    expect((await settle(found!.transactionId)).results[0]!.invoiceStatus).toBe('DONE');
    expect(nav.transactions.filter((t) => t.invoices.some((i) => i.invoiceNumber === doc.invoiceNumber))).toHaveLength(1);
  });

  it('a 5xx before NAV stored anything: the procedure finds nothing, so the resend reports it exactly once', async () => {
    const doc = createInvoice(draft(), nextNumber());
    const op = await operation(doc);
    nav.faults.failNext = { operation: 'manageInvoice', status: 503 };
    const sentAt = new Date();
    const err = await rejection(client.manageInvoice([op]));
    expect(err).toMatchObject({ code: 'NAV_UNAVAILABLE', details: { httpStatus: 503, retryable: true, transactionIdUnknown: true } });
    expect(await findLostTransaction(client, { invoiceNumbers: [doc.invoiceNumber], sentAt })).toBeNull();
    const resent = await client.manageInvoice([op]);
    expect((await settle(resent.transactionId)).results[0]!.invoiceStatus).toBe('DONE');
    expect(nav.transactions.filter((t) => t.invoices.some((i) => i.invoiceNumber === doc.invoiceNumber))).toHaveLength(1);
  });

  it('a 5xx after NAV stored the request: found by the procedure, not sent twice', async () => {
    const doc = createInvoice(draft(), nextNumber());
    nav.faults.failNext = { operation: 'manageInvoice', status: 504, afterStoring: true };
    const sentAt = new Date();
    expect((await rejection(client.manageInvoice([await operation(doc)]))).code).toBe('NAV_UNAVAILABLE');
    const found = await findLostTransaction(client, { invoiceNumbers: [doc.invoiceNumber], sentAt });
    expect(found?.results[0]?.originalRequest).toContain(`<invoiceNumber>${doc.invoiceNumber}</invoiceNumber>`);
    // Already known transactions are skipped: the same query with it known finds nothing else.
    expect(await findLostTransaction(client, { invoiceNumbers: [doc.invoiceNumber], sentAt, knownTransactionIds: new Set([found!.transactionId]) })).toBeNull();
  });

  it('maps NAV refusals and transport failures to named codes', async () => {
    nav.faults.failNext = { operation: 'queryTransactionStatus', status: 500 };
    expect(await rejection(client.queryTransactionStatus('ABC'))).toMatchObject({ code: 'NAV_UNAVAILABLE', details: { httpStatus: 500, retryable: true } });
    expect(await rejection(clientWith({ credentials: { ...credentials, password: 'rossz' } }).tokenExchange())).toMatchObject({
      code: 'NAV_AUTHENTICATION_FAILED',
      details: { navErrorCode: 'INVALID_SECURITY_USER', retryable: false },
    });
    expect(await rejection(clientWith({ credentials: { ...credentials, signKey: 'xx-12cd-34ef56ab78cd90EFGH1234IJ' } }).tokenExchange())).toMatchObject({ code: 'NAV_SIGNATURE_REJECTED' });
    expect(await rejection(clientWith({ credentials: { ...credentials, exchangeKey: 'ffffffffffffffff' } }).tokenExchange())).toMatchObject({ code: 'NAV_TOKEN_DECRYPTION_FAILED' });
    expect(await rejection(clientWith({ now: () => new Date(Date.now() - 3 * 24 * 3600_000) }).tokenExchange())).toMatchObject({ code: 'NAV_TIMESTAMP_REJECTED' });
    const closed = createNavClient({ baseUrl: 'http://127.0.0.1:9/invoiceService/v3', credentials, software, timeoutMs: 2_000 });
    expect(await rejection(closed.tokenExchange())).toMatchObject({ code: 'NAV_NETWORK_ERROR', details: { retryable: true } });
    expect(await client.queryTransactionStatus('UNKNOWN1')).toEqual([]);
  });

  it("defaults to NAV's test system unless NAV_API_BASE_URL says otherwise", () => {
    expect(loadEnv({ NODE_ENV: 'test' })).toMatchObject({ NAV_API_BASE_URL: NAV_TEST_BASE_URL, NAV_TIMEOUT_MS: 30_000 });
    expect(loadEnv({ NODE_ENV: 'test', NAV_API_BASE_URL: 'https://api.onlineszamla.nav.gov.hu/invoiceService/v3' }).NAV_API_BASE_URL).toContain('//api.onlineszamla');
  });
});
