// Which time entries a draft invoice was built from (issue 17 points 2–3, decision 0148). The draft
// only remembers them; issuing locks exactly these entries to the invoice (time_entries.invoice_id,
// all or none, in the issuing transaction) and a storno unlocks them. Deleting a draft deletes
// these rows (cascade) and releases nothing, because nothing was locked yet.
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { invoiceChildCustomerOwn, invoiceChildPolicy, invoices } from './invoices';
import { timeEntries } from './time-tracking';
import { tenantIdColumn } from './columns';

export const invoiceTimeEntries = pgTable(
  'invoice_time_entries',
  {
    tenantId: tenantIdColumn(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    timeEntryId: text('time_entry_id')
      .notNull()
      .references(() => timeEntries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.timeEntryId] }), index('invoice_time_entries_entry_idx').on(t.timeEntryId), invoiceChildPolicy('invoice_time_entries'), invoiceChildCustomerOwn('invoice_time_entries')],
).enableRLS();
