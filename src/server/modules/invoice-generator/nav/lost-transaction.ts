/**
 * NAV's procedure for a manageInvoice whose answer was lost (timeout, dropped connection, 5xx),
 * spec §1.9.2: wait until NAV has surely registered the request (5 minutes after sending — the
 * caller schedules this), list the taxpayer's transactions around the send time with
 * /queryTransactionList, and look into each one not already known with /queryTransactionStatus
 * (returnOriginalRequest=true) for our invoice numbers. Found: continue with that transaction id
 * (never send again). Not found: NAV did not receive it, sending again is safe.
 */
import type { NavClient } from './nav-client';
import type { ProcessingResult } from './nav-api-xml';
import { readXml, text } from './xml-reader';

export interface LostTransactionQuery {
  /** invoiceNumber of every document the lost request carried. */
  invoiceNumbers: readonly string[];
  /** When the request was sent (recorded by the sender before sending). */
  sentAt: Date;
  /** Transactions already accounted for (e.g. earlier successful sends), skipped. */
  knownTransactionIds?: ReadonlySet<string>;
  /** Window around sentAt: NAV recommends about 10 minutes. */
  before?: number;
  after?: number;
  now?: Date;
}

export interface FoundTransaction {
  transactionId: string;
  results: ProcessingResult[];
}

async function invoiceNumberOf(invoiceXml: string): Promise<string | undefined> {
  try {
    return text(await readXml(invoiceXml), 'invoiceNumber');
  } catch {
    return undefined;
  }
}

export async function findLostTransaction(client: NavClient, q: LostTransactionQuery): Promise<FoundTransaction | null> {
  const from = new Date(q.sentAt.getTime() - (q.before ?? 60_000));
  const latest = new Date(q.sentAt.getTime() + (q.after ?? 10 * 60_000));
  const to = q.now && q.now < latest ? q.now : latest;
  const wanted = new Set(q.invoiceNumbers);
  for (let page = 1, pages = 1; page <= pages; page++) {
    const list = await client.queryTransactionList({ from, to, page });
    pages = list.availablePage;
    for (const t of list.transactions) {
      if (q.knownTransactionIds?.has(t.transactionId) || t.itemCount !== wanted.size) continue;
      const results = await client.queryTransactionStatus(t.transactionId, { returnOriginalRequest: true });
      const numbers = await Promise.all(results.map((r) => (r.originalRequest ? invoiceNumberOf(r.originalRequest) : undefined)));
      if (numbers.length === wanted.size && numbers.every((n) => n !== undefined && wanted.has(n))) return { transactionId: t.transactionId, results };
    }
  }
  return null;
}
