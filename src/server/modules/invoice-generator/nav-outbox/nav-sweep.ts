// The NAV reporting outbox (decision 0165): `nav_reports` swept by the recurring job
// `invoices.nav-sweep` on the job runtime (nav.jobs.ts, decision 0282). The runtime runs one sweep
// at a time across instances (one job per slot, none while the previous one runs, a lease it
// extends between reports), so the sweep has no claim or lease of its own: it reads the due rows and
// runs one step of each report's state machine (nav/report-progress.ts). Every step is persisted
// as a compare-and-set before anything is sent, so a crash or kill -9 at any point – or a sweep
// whose lease was lost running beside its successor – neither loses nor duplicates a report
// (decision 0144). Firms without a NAV technical user are not swept: their reports stay pending,
// labelled "Nincs beállítva NAV technikai felhasználó". Runs on the owner connection, for every firm.
import { and, asc, eq, exists, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { invoices, navCredentials, navReports } from '../../../db/schema';
import type { ProcessingResult, ValidationMessage } from '../nav/nav-api-xml';
import { createNavClient, type NavClient } from '../nav/nav-client';
import type { NavSoftware } from '../nav/nav-api-xml';
import { advanceReport, type ReportState } from '../nav/report-progress';
import { loadNavEndpoints } from './nav-credentials';

/** Our registration as invoicing software (softwareId: HU + developer tax number + suffix, 18 chars). */
export const NAV_SOFTWARE: NavSoftware = {
  softwareId: 'HU24225221VIRTIRO1',
  softwareName: 'Virtuális Iroda',
  softwareOperation: 'ONLINE_SERVICE',
  softwareMainVersion: '1.0',
  softwareDevName: 'Virtuális Iroda Kft.',
  softwareDevContact: 'support@virtualis-iroda.hu',
};

export interface NavSweepOptions {
  /** BETTER_AUTH_SECRET: opens the credential boxes. */
  serverSecret: string;
  /** NAV_API_BASE_URL: the endpoint of firms set to NAV's test system. */
  testBaseUrl: string;
  timeoutMs: number;
  now?: () => Date;
  /** Rows per sweep. */
  limit?: number;
  /** Called before each report's step (the job extends its lease; throws when another worker has the job). */
  heartbeat?: () => Promise<void>;
  /** NAV may register a request late: wait this long before the lost-transaction search (5 min). */
  lostTransactionDelayMs?: number;
  fetch?: typeof fetch;
}

export interface NavSweepResult {
  due: number;
  /** State of each report after its step, by report id. */
  steps: Record<string, ReportState['state'] | 'error'>;
}

const ACTIVE = ['pending', 'sending', 'sent'] as const;
const MINUTE = 60_000;

/** 30 s, 1, 2, 4 … minutes, at most an hour: NAV wants failed reports retried, never dropped. */
export function retryBackoffMs(failures: number): number {
  return Math.min(60 * MINUTE, 30_000 * 2 ** Math.max(0, failures - 1));
}

type ReportRow = typeof navReports.$inferSelect;

function stateOf(row: ReportRow): ReportState {
  switch (row.state) {
    case 'sending':
      return { state: 'sending', attempt: row.attempt, sendStartedAt: (row.sendStartedAt ?? row.updatedAt).toISOString() };
    case 'sent':
      return { state: 'sent', attempt: row.attempt, transactionId: row.transactionId ?? '', polls: row.polls };
    default:
      return { state: 'pending', attempt: row.attempt };
  }
}

/** A client that remembers NAV's last per-invoice statuses and the last refusal, for the row. */
function observed(client: NavClient) {
  const seen: { results: ProcessingResult[] | null; error: Error | null } = { results: null, error: null };
  const wrap =
    <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      try {
        return await f(...a);
      } catch (e) {
        seen.error = e instanceof Error ? e : new Error(String(e));
        throw e;
      }
    };
  const wrapped: NavClient = {
    tokenExchange: wrap(() => client.tokenExchange()),
    manageInvoice: wrap((ops) => client.manageInvoice(ops)),
    queryTransactionList: wrap((q) => client.queryTransactionList(q)),
    queryTransactionStatus: wrap(async (id, o) => {
      const results = await client.queryTransactionStatus(id, o);
      if (!o?.returnOriginalRequest) seen.results = results;
      return results;
    }),
  };
  return { client: wrapped, seen };
}

/** NAV's least advanced invoice status of the request (RECEIVED < PROCESSING < SAVED < DONE/ABORTED). */
function navStatusOf(results: ProcessingResult[] | null): string | null {
  if (!results || results.length === 0) return null;
  const order = ['RECEIVED', 'PROCESSING', 'SAVED', 'DONE', 'ABORTED'];
  return results.map((r) => r.invoiceStatus).sort((a, b) => order.indexOf(a) - order.indexOf(b))[0] ?? null;
}

const messagesOf = (results: ProcessingResult[] | null): ValidationMessage[] => (results ?? []).flatMap((r) => [...r.technicalMessages, ...r.businessMessages]);

/** Another sweep (one whose lease ran out, still running) moved the report first: its step stands. */
class MovedByAnotherSweep extends Error {}

/** Due rows of firms with credentials; a MODIFY/STORNO waits until its original is DONE. */
async function dueReports(db: Database, now: Date, limit: number): Promise<Array<ReportRow & { invoiceNumber: string | null }>> {
  const original = alias(invoices, 'original');
  const originalReport = alias(navReports, 'original_report');
  const self = alias(invoices, 'self');
  const rows = await db
    .select({ report: navReports, invoiceNumber: invoices.number })
    .from(navReports)
    .innerJoin(invoices, eq(invoices.id, navReports.invoiceId))
    .where(
      and(
        inArray(navReports.state, [...ACTIVE]),
        lte(navReports.nextAttemptAt, now),
        exists(
          db
            .select({ one: sql`1` })
            .from(navCredentials)
            .where(eq(navCredentials.tenantId, navReports.tenantId)),
        ),
        or(
          eq(navReports.operation, 'CREATE'),
          exists(
            db
              .select({ one: sql`1` })
              .from(self)
              .innerJoin(original, eq(original.id, self.originalInvoiceId))
              .innerJoin(originalReport, eq(originalReport.invoiceId, original.id))
              .where(and(eq(self.id, navReports.invoiceId), eq(originalReport.state, 'done'))),
          ),
        ),
      ),
    )
    .orderBy(asc(navReports.nextAttemptAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.report, invoiceNumber: r.invoiceNumber }));
}

export async function sweepNavReports(db: Database, options: NavSweepOptions): Promise<NavSweepResult> {
  const now = options.now ?? (() => new Date());
  const rows = await dueReports(db, now(), options.limit ?? 20);
  const result: NavSweepResult = { due: rows.length, steps: {} };
  if (rows.length === 0) return result;
  const endpoints = await loadNavEndpoints(db, [...new Set(rows.map((r) => r.tenantId))], options);

  for (const row of rows) {
    await options.heartbeat?.();
    const endpoint = endpoints.get(row.tenantId);
    if (!endpoint || !row.invoiceNumber) continue;
    const { client, seen } = observed(
      createNavClient({ baseUrl: endpoint.baseUrl, credentials: endpoint.credentials, software: NAV_SOFTWARE, timeoutMs: options.timeoutMs, now, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    );
    const current = stateOf(row);
    const persist = async (next: ReportState, previous: ReportState) => {
      const changes: Partial<ReportRow> = { state: next.state, attempt: next.attempt, updatedAt: now() };
      if (next.state === 'sending') Object.assign(changes, { sendStartedAt: new Date(next.sendStartedAt), transactionId: null, polls: 0 });
      if (next.state === 'sent')
        Object.assign(changes, { transactionId: next.transactionId, polls: next.polls, navStatus: navStatusOf(seen.results) ?? 'RECEIVED', navMessages: messagesOf(seen.results), failures: 0, lastError: null });
      if (next.state === 'done') Object.assign(changes, { navStatus: 'DONE', navMessages: next.warnings, lastError: null, failures: 0 });
      if (next.state === 'aborted') Object.assign(changes, { navStatus: 'ABORTED', navMessages: next.messages, lastError: null, failures: 0 });
      if (next.state === 'failed') Object.assign(changes, { lastError: `${next.code}: ${next.message}` });
      if (next.state === 'pending' && previous.state === 'sending' && seen.error) Object.assign(changes, { lastError: seen.error.message, failures: row.failures + 1 });
      const guard = [eq(navReports.id, row.id), eq(navReports.state, previous.state), eq(navReports.attempt, previous.attempt)];
      if (previous.state === 'sent') guard.push(eq(navReports.polls, previous.polls));
      const moved = await db
        .update(navReports)
        .set(changes)
        .where(and(...guard))
        .returning({ id: navReports.id });
      if (moved.length === 0) throw new MovedByAnotherSweep('nav report moved by another worker');
    };
    try {
      const step = await advanceReport(
        current,
        { invoiceNumbers: [row.invoiceNumber], operations: [{ operation: row.operation, invoiceData: row.invoiceData }] },
        {
          client,
          persist,
          now,
          ...(options.lostTransactionDelayMs !== undefined ? { lostTransactionDelayMs: options.lostTransactionDelayMs } : {}),
          knownTransactionIds: async () => {
            const known = await db
              .select({ id: navReports.transactionId })
              .from(navReports)
              .where(and(eq(navReports.tenantId, row.tenantId), sql`${navReports.transactionId} is not null`));
            return new Set(known.map((k) => k.id!));
          },
        },
      );
      result.steps[row.id] = step.state.state;
      if (step.nextInMs === null) continue;
      // A retryable refusal put the report back to pending: wait with backoff, not NAV's fixed 30 s.
      const failures = step.state.state === 'pending' && seen.error ? row.failures + 1 : 0;
      const wait = failures > 0 ? retryBackoffMs(failures) : step.nextInMs;
      const unanswered = seen.error && (step.state.state === 'pending' || step.state.state === 'sending');
      await db
        .update(navReports)
        .set({ nextAttemptAt: new Date(now().getTime() + wait), ...(unanswered ? { lastError: seen.error!.message.slice(0, 500) } : {}) })
        .where(eq(navReports.id, row.id));
    } catch (e) {
      // Another sweep moved the row: its step and its schedule stand.
      if (e instanceof MovedByAnotherSweep) {
        result.steps[row.id] = 'error';
        continue;
      }
      // NAV unreachable while polling or searching: try again later.
      result.steps[row.id] = 'error';
      const message = e instanceof Error ? e.message : String(e);
      await db
        .update(navReports)
        .set({ failures: sql`${navReports.failures} + 1`, lastError: message.slice(0, 500), nextAttemptAt: new Date(now().getTime() + retryBackoffMs(row.failures + 1)) })
        .where(and(eq(navReports.id, row.id), inArray(navReports.state, [...ACTIVE])));
    }
  }
  return result;
}
