/**
 * One step of reporting a request (one or more invoice documents) to NAV, as a state machine the
 * durable outbox (decision 0144) runs from its job handler. The state is persisted through
 * `persist` BEFORE anything is sent, so a worker that dies at any point (kill -9) leaves a state from
 * which the next worker neither loses nor duplicates the report:
 *
 *   pending ──send──▶ sending ──answer──▶ sent ──poll…──▶ done | aborted
 *      ▲                 │ no answer (timeout, 5xx, crash)
 *      │                 ▼ after 5 minutes: lost-transaction procedure
 *      └──── not found ◀─┴──▶ found: sent
 *
 * Non-retryable refusals (credentials, signature, exchange key) end in `failed`.
 */
import type { InvoiceOperationInput, ProcessingResult, ValidationMessage } from './nav-api-xml';
import type { NavClient } from './nav-client';
import { NavError } from './nav-errors';
import { findLostTransaction } from './lost-transaction';

export type ReportState =
  | { state: 'pending'; attempt: number }
  | { state: 'sending'; attempt: number; sendStartedAt: string }
  | { state: 'sent'; attempt: number; transactionId: string; polls: number }
  | { state: 'done'; attempt: number; transactionId: string; warnings: ValidationMessage[] }
  | { state: 'aborted'; attempt: number; transactionId: string; messages: ValidationMessage[] }
  | { state: 'failed'; attempt: number; code: string; message: string };

export interface ReportRequest {
  /** invoiceNumber of each operation, in the same order. */
  invoiceNumbers: readonly string[];
  operations: readonly InvoiceOperationInput[];
}

export interface ReportDeps {
  client: NavClient;
  /**
   * Stores `next` durably (committed) before the function goes on, as a compare-and-set on
   * `previous` (UPDATE … WHERE state/attempt = previous's): it must throw when another worker moved
   * the report meanwhile, so two workers never both send.
   */
  persist(next: ReportState, previous: ReportState): Promise<void>;
  now?: () => Date;
  /** Transaction ids already owned by other reports (skipped by the lost-transaction search). */
  knownTransactionIds?: () => Promise<ReadonlySet<string>>;
  /** NAV may register a request late: wait this long after sending before searching (spec: 5 min). */
  lostTransactionDelayMs?: number;
}

export interface StepResult {
  state: ReportState;
  /** Run the next step after this many ms; null when the report is finished. */
  nextInMs: number | null;
}

const RETRY_MS = 30_000;

function pollDelay(polls: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.min(polls + 1, 6));
}

function settle(results: ProcessingResult[]): { final: false } | { final: true; aborted: boolean; messages: ValidationMessage[] } {
  if (results.length === 0 || results.some((r) => r.invoiceStatus !== 'DONE' && r.invoiceStatus !== 'ABORTED')) return { final: false };
  const messages = results.flatMap((r) => [...r.technicalMessages, ...r.businessMessages]);
  return { final: true, aborted: results.some((r) => r.invoiceStatus === 'ABORTED'), messages };
}

export async function advanceReport(current: ReportState, request: ReportRequest, deps: ReportDeps): Promise<StepResult> {
  const now = deps.now ?? (() => new Date());
  const delay = deps.lostTransactionDelayMs ?? 5 * 60_000;
  const save = async (state: ReportState, nextInMs: number | null, previous: ReportState = current): Promise<StepResult> => {
    await deps.persist(state, previous);
    return { state, nextInMs };
  };

  switch (current.state) {
    case 'pending': {
      const sending: ReportState = { state: 'sending', attempt: current.attempt + 1, sendStartedAt: now().toISOString() };
      await deps.persist(sending, current); // committed before the request leaves: a crash from here on is "maybe sent"
      try {
        const sent = await deps.client.manageInvoice(request.operations);
        return save({ state: 'sent', attempt: sending.attempt, transactionId: sent.transactionId, polls: 0 }, pollDelay(0), sending);
      } catch (e) {
        if (!(e instanceof NavError)) throw e;
        if (e.details.transactionIdUnknown) return { state: sending, nextInMs: delay };
        if (e.retryable) return save({ state: 'pending', attempt: sending.attempt }, RETRY_MS, sending);
        return save({ state: 'failed', attempt: sending.attempt, code: e.code, message: e.message }, null, sending);
      }
    }
    case 'sending': {
      const waited = now().getTime() - Date.parse(current.sendStartedAt);
      if (waited < delay) return { state: current, nextInMs: delay - waited };
      const found = await findLostTransaction(deps.client, {
        invoiceNumbers: request.invoiceNumbers,
        sentAt: new Date(current.sendStartedAt),
        now: now(),
        ...(deps.knownTransactionIds ? { knownTransactionIds: await deps.knownTransactionIds() } : {}),
      });
      if (found) return save({ state: 'sent', attempt: current.attempt, transactionId: found.transactionId, polls: 0 }, 0);
      return save({ state: 'pending', attempt: current.attempt }, 0); // NAV never got it: sending again is safe
    }
    case 'sent': {
      const outcome = settle(await deps.client.queryTransactionStatus(current.transactionId));
      if (!outcome.final) return save({ ...current, polls: current.polls + 1 }, pollDelay(current.polls + 1));
      return outcome.aborted
        ? save({ state: 'aborted', attempt: current.attempt, transactionId: current.transactionId, messages: outcome.messages }, null)
        : save({ state: 'done', attempt: current.attempt, transactionId: current.transactionId, warnings: outcome.messages }, null);
    }
    default:
      return { state: current, nextInMs: null };
  }
}
