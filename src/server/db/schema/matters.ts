// Matters (ügyek, issue 14 point 2, decisions 0125-0126). Every table is tenant-isolated; a
// confidential matter and its child rows are visible only to its team – enforced by RLS through
// vi_matter_visible() (hand-written in the matters migration), not only by the API.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgPolicy, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { billingArrangements, conflictDecisions, matterStatuses, partyRoles, practiceAreas } from '@shared/matters/matters';
import { users } from './auth';
import { contacts } from './contacts';
import { appRole, customerOwnPolicy, tenantIsolationPolicy } from './rls';
import { parentRef, stampedAt, tenantIdColumn as tenantId, userRef, uuidPrimaryKey as id } from './columns';

/** The child-row policy, shared with the modules built on matters (deadlines). */

/** The matter itself: its own tenant, and – when confidential – only the creator, the responsible lawyer and the team. */
const matterVisible = sql.raw(
  `tenant_id = (select vi_request_tenant()) and (not confidential or created_by = (select vi_request_user()) or responsible_lawyer_id = (select vi_request_user()) or vi_matter_team_member(id))`,
);
/** A child row: its tenant, and a matter the request's user may see. */
const childVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id)`);

export function childPolicy(table: string) {
  return pgPolicy(`${table}_matter_visible`, { as: 'permissive', for: 'all', to: appRole, using: childVisible, withCheck: childVisible });
}

/** One row per firm and year: the last matter sequence number issued (raised in the creating transaction). */
export const matterCounters = pgTable(
  'matter_counters',
  {
    tenantId: tenantId(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] }), tenantIsolationPolicy('matter_counters')],
).enableRLS();

export const matters = pgTable(
  'matters',
  {
    id: id(),
    tenantId: tenantId(),
    number: text('number').notNull(),
    title: text('title').notNull(),
    practiceArea: text('practice_area', { enum: practiceAreas }).notNull().default('other'),
    authority: text('authority'),
    authorityCaseNumber: text('authority_case_number'),
    status: text('status', { enum: matterStatuses }).notNull().default('open'),
    openedOn: date('opened_on').notNull(),
    closedOn: date('closed_on'),
    /** Value in dispute, whole forints. */
    valueInDisputeHuf: bigint('value_in_dispute_huf', { mode: 'number' }),
    billingArrangement: text('billing_arrangement', { enum: billingArrangements }).notNull().default('hourly'),
    /** Net hourly rate (hourly) or fee (fixed fee, success fee base), whole forints. */
    billingAmountHuf: bigint('billing_amount_huf', { mode: 'number' }),
    /** Success fee as a percentage of the amount won (success_fee only). */
    successFeePercent: integer('success_fee_percent'),
    responsibleLawyerId: userRef('responsible_lawyer_id'),
    confidential: boolean('confidential').notNull().default(false),
    /** The matter's documents are left out of Themis's vault (decision 0252). */
    themisExcluded: boolean('themis_excluded').notNull().default(false),
    conflictDecision: text('conflict_decision', { enum: conflictDecisions }).notNull(),
    conflictReason: text('conflict_reason'),
    /** The hits the lawyer saw when deciding (a snapshot, kept with the matter). */
    conflictHits: jsonb('conflict_hits').$type<unknown[]>().notNull().default([]),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('matters_tenant_number_uq').on(t.tenantId, t.number),
    index('matters_tenant_status_idx').on(t.tenantId, t.status, t.openedOn),
    check('matters_closed_after_opened', sql`${t.closedOn} is null or ${t.closedOn} >= ${t.openedOn}`),
    check('matters_amounts_non_negative', sql`coalesce(${t.valueInDisputeHuf}, 0) >= 0 and coalesce(${t.billingAmountHuf}, 0) >= 0`),
    pgPolicy('matters_visible', { as: 'permissive', for: 'all', to: appRole, using: matterVisible, withCheck: matterVisible }),
    customerOwnPolicy('matters', 'vi_portal_matter(id)'),
  ],
).enableRLS();

export const matterParties = pgTable(
  'matter_parties',
  {
    id: id(),
    tenantId: tenantId(),
    matterId: parentRef('matter_id', () => matters.id),
    /** A contact of the firm, or null with a free `name` (e.g. an opposing party who is nobody's contact). */
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    role: text('role', { enum: partyRoles }).notNull(),
    /** Free wording of the role, e.g. "alperes", "eladó", "tanú". */
    roleLabel: text('role_label'),
    taxNumber: text('tax_number'),
    companyRegistrationNumber: text('company_registration_number'),
    conflictDecision: text('conflict_decision', { enum: conflictDecisions }).notNull(),
    conflictReason: text('conflict_reason'),
    createdAt: stampedAt(),
  },
  (t) => [index('matter_parties_matter_idx').on(t.matterId), index('matter_parties_tenant_contact_idx').on(t.tenantId, t.contactId), childPolicy('matter_parties')],
).enableRLS();

export const matterTeam = pgTable(
  'matter_team',
  {
    tenantId: tenantId(),
    matterId: parentRef('matter_id', () => matters.id),
    userId: parentRef('user_id', () => users.id),
    addedAt: stampedAt('added_at'),
  },
  (t) => [primaryKey({ columns: [t.matterId, t.userId] }), index('matter_team_user_idx').on(t.userId), childPolicy('matter_team')],
).enableRLS();

export const matterNotes = pgTable(
  'matter_notes',
  {
    id: id(),
    tenantId: tenantId(),
    matterId: parentRef('matter_id', () => matters.id),
    body: text('body').notNull(),
    authorId: userRef('author_id'),
    createdAt: stampedAt(),
  },
  (t) => [index('matter_notes_matter_idx').on(t.matterId, t.createdAt), childPolicy('matter_notes')],
).enableRLS();

export const matterTasks = pgTable(
  'matter_tasks',
  {
    id: id(),
    tenantId: tenantId(),
    matterId: parentRef('matter_id', () => matters.id),
    title: text('title').notNull(),
    dueOn: date('due_on'),
    assigneeId: userRef('assignee_id'),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: stampedAt(),
  },
  (t) => [index('matter_tasks_matter_idx').on(t.matterId), index('matter_tasks_tenant_due_idx').on(t.tenantId, t.done, t.dueOn), childPolicy('matter_tasks')],
).enableRLS();

// The column builders live in columns.ts; files that import them from here keep working.
export { id as uuidPrimaryKey, tenantId as tenantIdColumn };

export type MatterRow = typeof matters.$inferSelect;
export type MatterPartyRow = typeof matterParties.$inferSelect;
export type MatterTaskRow = typeof matterTasks.$inferSelect;
