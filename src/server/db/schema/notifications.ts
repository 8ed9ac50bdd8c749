// In-app notifications (the top bar's bell). They belong to one user, not to a tenant: a
// platform admin has no tenant, and a user in several firms sees all their notices in one
// place. Access is therefore always by `user_id = <signed-in user>` (decision 0021).
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';
import { uuidPrimaryKey } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The firm the notice is about, when there is one (deleted with it). */
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** Dotted kind, e.g. `account.role_changed`, `tenant.suspended`, `welcome`. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** An in-app path to open, e.g. `/app/profile`. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Like every table with a tenant_id, tenant-scoped transactions (vi_app) see only their
  // tenant's rows; the notifications routes themselves filter by user on the owner connection.
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt), tenantIsolationPolicy('notifications')],
).enableRLS();

export type NotificationRow = typeof notifications.$inferSelect;
