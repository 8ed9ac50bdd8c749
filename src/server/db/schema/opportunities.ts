// Opportunities (issue 14 point 4, decisions 0128-0130): the firm's pipeline stages and its
// opportunities. Both are tenant-isolated by RLS; a won opportunity points at the client contact
// and the matter "Megnyerés" opened.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stageKinds } from '@shared/opportunities/opportunities';
import { prospectKinds } from '@shared/opportunities/opportunities.schemas';
import { users } from './auth';
import { contacts } from './contacts';
import { matters, tenantIdColumn, uuidPrimaryKey } from './matters';
import { tenantIsolationPolicy } from './rls';

export const opportunityStages = pgTable(
  'opportunity_stages',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    kind: text('kind', { enum: stageKinds }).notNull().default('open'),
    /** Column order on the board, 0 = leftmost. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('opportunity_stages_tenant_name_uq').on(t.tenantId, t.name), check('opportunity_stages_kind_check', sql`${t.kind} in ('open', 'won', 'lost')`), tenantIsolationPolicy('opportunity_stages')],
).enableRLS();

export const opportunities = pgTable(
  'opportunities',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    title: text('title').notNull(),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** Who the work would be for while they are nobody's contact yet ("Megnyerés" makes the contact). */
    prospectName: text('prospect_name'),
    prospectKind: text('prospect_kind', { enum: prospectKinds }).notNull().default('organisation'),
    /** Estimated fee, whole forints. */
    valueHuf: bigint('value_huf', { mode: 'number' }).notNull().default(0),
    probability: integer('probability').notNull().default(20),
    expectedCloseOn: date('expected_close_on'),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    stageId: text('stage_id')
      .notNull()
      .references(() => opportunityStages.id, { onDelete: 'restrict' }),
    /** Order within the stage's column, 0 = top. */
    position: integer('position').notNull().default(0),
    wonMatterId: text('won_matter_id').references(() => matters.id, { onDelete: 'set null' }),
    notes: text('notes'),
    /** When it reached a won or lost stage; null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('opportunities_tenant_stage_idx').on(t.tenantId, t.stageId, t.position),
    index('opportunities_tenant_contact_idx').on(t.tenantId, t.contactId),
    check('opportunities_value_non_negative', sql`${t.valueHuf} >= 0`),
    check('opportunities_probability_range', sql`${t.probability} between 0 and 100`),
    tenantIsolationPolicy('opportunities'),
  ],
).enableRLS();

export type OpportunityStageRow = typeof opportunityStages.$inferSelect;
export type OpportunityRow = typeof opportunities.$inferSelect;
