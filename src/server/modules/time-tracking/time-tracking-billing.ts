// What the invoicing work calls (issue 17 points 2-3), inside ITS transaction (withTenant, so RLS
// applies): the unbilled billable entries of a matter or a client, and locking / unlocking a set of
// entries for an invoice. A locked entry cannot change or be deleted (API: TIME_ENTRY_LOCKED; the
// database trigger vi_time_entry_locked guards every other path); a storno unlocks them.
// The invoice-generator module reaches it through the time-tracking face (index.ts, decision 0416); until
// then it sat outside modules/ (decision 0149), because modules could not import each other.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TimeEntry } from '@shared/time-tracking/time-tracking.schemas';
import { timeEntries } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { entryById } from './time-tracking.service';

export interface UnbilledFilter {
  matterId?: string;
  /** A contact that is a client party of the matters (matter_parties role 'client'). */
  clientContactId?: string;
  /** Work up to and including this day (YYYY-MM-DD). */
  until?: string;
}

/** Unlocked, billable entries with an amount, oldest first (each with its rate, currency and amount as recorded). */
export async function listUnbilledEntries(tx: TenantTx, tenantId: string, filter: UnbilledFilter): Promise<TimeEntry[]> {
  if (!filter.matterId && !filter.clientContactId) throw new Error('listUnbilledEntries needs a matter or a client');
  const conditions = [eq(timeEntries.tenantId, tenantId), isNull(timeEntries.invoiceId), eq(timeEntries.billable, true)];
  if (filter.matterId) conditions.push(eq(timeEntries.matterId, filter.matterId));
  if (filter.clientContactId) {
    conditions.push(sql`exists (select 1 from matter_parties p where p.matter_id = ${timeEntries.matterId} and p.role = 'client' and p.contact_id = ${filter.clientContactId})`);
  }
  if (filter.until) conditions.push(sql`${timeEntries.workDate} <= ${filter.until}::date`);
  const rows = await tx
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(and(...conditions))
    .orderBy(asc(timeEntries.workDate), asc(timeEntries.createdAt));
  const entries: TimeEntry[] = [];
  for (const r of rows) entries.push(await entryById(tx, tenantId, r.id));
  return entries;
}

/**
 * Locks every given entry for the invoice, or none: refused (409 TIME_ENTRY_INVOICE_CONFLICT, the
 * caller's transaction rolls back) when one is missing, not billable or already on an invoice.
 * Concurrent invoices over the same entries: the row lock makes the second see them taken.
 */
export async function lockEntriesForInvoice(tx: TenantTx, tenantId: string, entryIds: readonly string[], invoiceId: string): Promise<void> {
  const ids = [...new Set(entryIds)];
  if (ids.length === 0) return;
  const locked = await tx
    .update(timeEntries)
    .set({ invoiceId, lockedAt: sql`now()` })
    .where(and(eq(timeEntries.tenantId, tenantId), inArray(timeEntries.id, ids), isNull(timeEntries.invoiceId), eq(timeEntries.billable, true)))
    .returning({ id: timeEntries.id });
  if (locked.length !== ids.length) throw new HttpError(409, 'TIME_ENTRY_INVOICE_CONFLICT');
}

/** Releases the entries of an invoice (its storno); returns their ids so a re-invoice can lock them again. */
export async function unlockEntriesOfInvoice(tx: TenantTx, tenantId: string, invoiceId: string): Promise<string[]> {
  const released = await tx
    .update(timeEntries)
    .set({ invoiceId: null, lockedAt: null })
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.invoiceId, invoiceId)))
    .returning({ id: timeEntries.id });
  return released.map((r) => r.id);
}
