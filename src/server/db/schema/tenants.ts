// Tenants (companies) and their members. better-auth's organization plugin owns these
// rows (model names organization/member/invitation); we name them for our domain.
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIsolationPolicy } from './rls';

export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    logo: text('logo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    metadata: text('metadata'),
    /** Set by a platform admin: members can no longer act in the tenant (modules/admin). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  () => [tenantIsolationPolicy('tenants', 'id')],
).enableRLS();

export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    organizationId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Comma-separated tenant roles: tenant, lawyer, customer. */
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_tenant_user_uq').on(t.organizationId, t.userId), index('members_user_id_idx').on(t.userId), tenantIsolationPolicy('members')],
).enableRLS();

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A colleague invitation (decision 0330): the invitee's name, the SHA-256 of the link's token, when the link was last sent. */
    name: text('name'),
    tokenHash: text('token_hash'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('invitations_tenant_id_idx').on(t.organizationId), uniqueIndex('invitations_token_hash_uq').on(t.tokenHash), tenantIsolationPolicy('invitations')],
).enableRLS();
