// A customer's request to join a firm (decision 0070): pending until someone who may manage the
// firm's members accepts or declines it; no membership exists before that. The requester's side
// is read by user_id on the owner connection (like notifications); the firm's side inside
// withTenant, where row-level security shows only its own requests.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';
import { uuidPrimaryKey } from './columns';

export const joinRequestStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;

export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuidPrimaryKey(),
    /**
     * The firm the lawyer e-mail or firm code led to; null when it led nowhere. Such a request
     * stays pending for its requester, who is never told whether the address is a lawyer's.
     */
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the requester typed (lawyer's e-mail or firm code), trimmed and lower-cased. */
    requestedWith: text('requested_with').notNull(),
    /** Who asked, as they were when asking: the firm reads this, never the users table. */
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    requesterCompany: text('requester_company'),
    status: text('status', { enum: joinRequestStatuses }).notNull().default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('join_requests_status_known', sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`),
    // Asking twice with the same value is one request.
    uniqueIndex('join_requests_one_pending_uq')
      .on(t.userId, t.requestedWith)
      .where(sql`${t.status} = 'pending'`),
    index('join_requests_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('join_requests_user_idx').on(t.userId, t.createdAt),
    tenantIsolationPolicy('join_requests'),
  ],
).enableRLS();

export type JoinRequestRow = typeof joinRequests.$inferSelect;
