// Which version of each legal document (ÁSZF, adatkezelési tájékoztató) a user accepted, and
// when (decision 0081). Every acceptance is kept, so the history shows what was in force for the
// user at any time; the latest row per document is the one compared with the current version.
// Belongs to the user, not to a tenant (like user_settings), so there is no tenant_id.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { userTablePolicies } from './rls';

export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'terms' | 'privacy' */
    document: text('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.document, t.version] }),
    index('legal_acceptances_user_accepted_idx').on(t.userId, t.acceptedAt),
    check('legal_acceptances_document', sql`${t.document} in ('terms', 'privacy')`),
    // A request sees its firm's members' and its own rows, writes only its own (decision 0077).
    ...userTablePolicies('legal_acceptances', 'user_id'),
  ],
).enableRLS();

export type LegalAcceptanceRow = typeof legalAcceptances.$inferSelect;
