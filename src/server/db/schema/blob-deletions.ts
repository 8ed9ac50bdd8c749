// Stored files waiting to be deleted (decision 0205). A purged document's file is not deleted at
// once: the same bytes may be being uploaded again right now (content addressing gives them the
// same key), so the key waits here and goes only when it is still unreferenced after a grace period.
import { primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantIdColumn as tenantId } from './matters';
import { tenantIsolationPolicy } from './rls';

export const blobDeletions = pgTable(
  'blob_deletions',
  {
    tenantId: tenantId(),
    storageKey: text('storage_key').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.storageKey] }), tenantIsolationPolicy('blob_deletions')],
).enableRLS();
