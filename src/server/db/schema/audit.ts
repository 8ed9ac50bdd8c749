// The audit trail of sensitive actions (sign-ins, resets, verifications, and whatever other
// features record through server/audit). Platform events carry no tenant; tenant events carry
// theirs and are visible to tenant-scoped code only within that tenant.
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { tenantIsolationPolicy } from './rls';
import { uuidPrimaryKey } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPrimaryKey(),
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** No foreign key: the trail outlives the user. */
    actorUserId: text('actor_user_id'),
    /** Who acted (decision 0290): a user, an API key, an automation or the system; null for auth events. */
    actorKind: text('actor_kind', { enum: ['user', 'apiKey', 'automation', 'system'] }),
    /** The user's, key's or automation's id, or `system:<job>`. */
    actorId: text('actor_id'),
    /** Dotted verb, e.g. `auth.sign_in.failure`, `contacts.delete`. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** The e-mail address an auth event concerned (lower case), also for throttling. */
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_action_email_idx').on(t.action, t.email, t.createdAt),
    index('audit_log_action_ip_idx').on(t.action, t.ip, t.createdAt),
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt),
    tenantIsolationPolicy('audit_log'),
  ],
).enableRLS();

export type AuditLogRow = typeof auditLog.$inferSelect;
