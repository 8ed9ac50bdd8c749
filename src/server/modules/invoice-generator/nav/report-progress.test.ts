// The reporting state machine against the fake NAV, including workers that die mid-send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '@shared/invoice-generator/invoice-document';
import { draft } from '@shared/invoice-generator/test-fixtures';
import { prepareInvoiceData } from './invoice-report';
import { createNavClient, type NavClient } from './nav-client';
import { advanceReport, type ReportRequest, type ReportState } from './report-progress';
import { startFakeNavServer, type FakeNav, type FakeNavUser } from './testing/fake-nav-server';

const user: FakeNavUser = { login: 'vitechuser02', password: 'Masik-Jelszo-2026', taxNumber: '24225221', signKey: 'cd-34ef-56ab78cd90ef12GHIJ5678KL', exchangeKey: '0123456789abcdef' };
const software = {
  softwareId: 'HU24225221VIRTIRO1',
  softwareName: 'Virtuális Iroda',
  softwareOperation: 'ONLINE_SERVICE' as const,
  softwareMainVersion: '1.0',
  softwareDevName: 'Virtuális Iroda',
  softwareDevContact: 'support@virtualis-iroda.hu',
};
let nav: FakeNav;
let n = 0;

const clientFor = (timeoutMs = 5_000, password = user.password): NavClient => createNavClient({ baseUrl: nav.url, credentials: { ...user, password }, software, timeoutMs });

async function request(): Promise<ReportRequest> {
  const doc = createInvoice(draft(), `RP-2026/${String(++n).padStart(4, '0')}`);
  const report = await prepareInvoiceData(doc);
  return { invoiceNumbers: [doc.invoiceNumber], operations: [{ operation: report.operation, invoiceData: report.base64 }] };
}

/** A durable store and a virtual clock shared by the "workers" of one test. */
function harness() {
  let clock = Date.now();
  const history: ReportState[] = [];
  return {
    history,
    now: () => new Date(clock),
    wait: (ms: number) => {
      clock += ms;
    },
    /** Compare-and-set, as the real store must do it. */
    persist: async (s: ReportState, previous: ReportState) => {
      const stored = history.at(-1) ?? { state: 'pending', attempt: 0 };
      if (JSON.stringify(stored) !== JSON.stringify(previous)) throw new Error('moved by another worker');
      history.push(structuredClone(s));
    },
    get stored(): ReportState {
      return history.at(-1) ?? { state: 'pending', attempt: 0 };
    },
  };
}

/** Runs steps like the outbox would, until the report is finished. */
async function runToEnd(h: ReturnType<typeof harness>, req: ReportRequest, client: NavClient): Promise<ReportState> {
  for (let i = 0; i < 20; i++) {
    const step = await advanceReport(h.stored, req, { client, persist: h.persist, now: h.now });
    if (step.nextInMs === null) return step.state;
    h.wait(step.nextInMs);
  }
  throw new Error(`not finished: ${JSON.stringify(h.history)}`);
}

const transactionsWith = (invoiceNumber: string) => nav.transactions.filter((t) => t.invoices.some((i) => i.invoiceNumber === invoiceNumber));

beforeAll(async () => {
  nav = await startFakeNavServer({ users: [user] });
});
afterAll(async () => {
  await nav.close();
});

describe('advanceReport', () => {
  it('pending → sending (stored before the request leaves) → sent → polled → done', async () => {
    const h = harness();
    const req = await request();
    const end = await runToEnd(h, req, clientFor());
    expect(end).toMatchObject({ state: 'done', attempt: 1, warnings: [] });
    expect(h.history.map((s) => s.state)).toEqual(['sending', 'sent', 'sent', 'sent', 'done']);
    expect(transactionsWith(req.invoiceNumbers[0]!)).toHaveLength(1);
  });

  it('a worker killed after storing "sending" but before the request left: found missing after 5 minutes, sent once', async () => {
    const h = harness();
    const req = await request();
    const dying = {
      ...h,
      persist: async (s: ReportState, p: ReportState) => {
        await h.persist(s, p);
        throw new Error('SIGKILL');
      },
    };
    await expect(advanceReport(h.stored, req, { client: clientFor(), persist: dying.persist, now: h.now })).rejects.toThrow('SIGKILL');
    expect(h.stored.state).toBe('sending');
    // The next worker: too early for the lost-transaction search, it waits.
    const early = await advanceReport(h.stored, req, { client: clientFor(), persist: h.persist, now: h.now });
    expect(early).toMatchObject({ state: { state: 'sending' }, nextInMs: 5 * 60_000 });
    h.wait(early.nextInMs!);
    expect(await runToEnd(h, req, clientFor())).toMatchObject({ state: 'done', attempt: 2 });
    expect(h.history.map((s) => s.state)).toEqual(['sending', 'pending', 'sending', 'sent', 'sent', 'sent', 'done']);
    expect(transactionsWith(req.invoiceNumbers[0]!)).toHaveLength(1);
  });

  it('a worker that never got the answer (NAV stored it): the lost-transaction search finds it, nothing is sent twice', async () => {
    const h = harness();
    const req = await request();
    nav.faults.hangNextManageInvoice = true;
    const lost = await advanceReport(h.stored, req, { client: clientFor(300), persist: h.persist, now: h.now });
    expect(lost).toMatchObject({ state: { state: 'sending', attempt: 1 }, nextInMs: 5 * 60_000 });
    h.wait(lost.nextInMs!);
    expect(await runToEnd(h, req, clientFor())).toMatchObject({ state: 'done', attempt: 1 });
    // (the search's own status query already moved the fake past RECEIVED: one poll fewer)
    expect(h.history.map((s) => s.state)).toEqual(['sending', 'sent', 'sent', 'done']);
    expect(transactionsWith(req.invoiceNumbers[0]!)).toHaveLength(1);
    expect(nav.requests.manageInvoice).toBe(3); // one per test so far: never a resend
  });

  it('ends ABORTED with NAV messages, or failed on a credentials refusal', async () => {
    nav.faults.abortNext = { errorCode: 'INCORRECT_HEAD_DATA_CUSTOMER_TAX_NUMBER', message: 'A vevő adószáma nem létezik.' };
    const aborted = await runToEnd(harness(), await request(), clientFor());
    expect(aborted).toMatchObject({ state: 'aborted', messages: [{ errorCode: 'INCORRECT_HEAD_DATA_CUSTOMER_TAX_NUMBER' }] });
    const failed = await runToEnd(harness(), await request(), clientFor(5_000, 'rossz-jelszo'));
    expect(failed).toMatchObject({ state: 'failed', code: 'NAV_AUTHENTICATION_FAILED' });
  });

  it('two workers on the same pending report: only one sends', async () => {
    const h = harness();
    const req = await request();
    const before = nav.requests.manageInvoice ?? 0;
    const start = h.stored;
    const [a, b] = await Promise.allSettled([advanceReport(start, req, { client: clientFor(), persist: h.persist, now: h.now }), advanceReport(start, req, { client: clientFor(), persist: h.persist, now: h.now })]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect((nav.requests.manageInvoice ?? 0) - before).toBe(1);
    expect(transactionsWith(req.invoiceNumbers[0]!)).toHaveLength(1);
  });

  it('a retryable refusal without a NAV transaction goes back to pending', async () => {
    const h = harness();
    const req = await request();
    nav.faults.failNext = { operation: 'tokenExchange', status: 503 };
    const step = await advanceReport(h.stored, req, { client: clientFor(), persist: h.persist, now: h.now });
    expect(step).toMatchObject({ state: { state: 'pending', attempt: 1 }, nextInMs: 30_000 });
    expect(await runToEnd(h, req, clientFor())).toMatchObject({ state: 'done', attempt: 2 });
  });
});
