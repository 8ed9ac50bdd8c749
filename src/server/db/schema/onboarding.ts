// Client onboarding (issue 14 point 7, decisions 0132-0135): the AML customer due diligence
// (Pmt.) of a prospective client, kept as a resumable draft until a lawyer approves it. The
// step data is one jsonb document validated by the shared schemas; status, risk, approver and
// retention are columns so lists, checks and retention jobs can use them. Tenant-isolated by RLS.
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { IntakeData } from '@shared/client-onboarding/client-onboarding.schemas';
import type { RiskReason } from '@shared/client-onboarding/risk';
import { contacts } from './contacts';
import { documents } from './documents';
import { matters, tenantIdColumn as tenantId, uuidPrimaryKey as id } from './matters';
import { tenantIsolationPolicy } from './rls';
import { parentRef, stampedAt, userRef } from './columns';

export const clientIntakes = pgTable(
  'client_intakes',
  {
    id: id(),
    tenantId: tenantId(),
    kind: text('kind', { enum: ['natural_person', 'legal_person'] }).notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    /** The step the user was on when last saved: where "Folytatás" resumes. */
    step: text('step').notNull().default('identification'),
    displayName: text('display_name').notNull().default(''),
    data: jsonb('data').$type<IntakeData>().notNull(),
    riskLevel: text('risk_level', { enum: ['low', 'medium', 'high'] })
      .notNull()
      .default('low'),
    riskReasons: jsonb('risk_reasons').$type<RiskReason[]>().notNull().default([]),
    createdBy: userRef('created_by'),
    submittedBy: userRef('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: userRef('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** The client contact the approval created. */
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    /** End of the business relationship; the records are kept 8 years from it (Pmt. 57. §). */
    relationshipEndedOn: date('relationship_ended_on'),
    retentionUntil: date('retention_until'),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    index('client_intakes_tenant_status_idx').on(t.tenantId, t.status, t.updatedAt),
    check('client_intakes_status_known', sql`${t.status} in ('draft', 'submitted', 'approved', 'rejected')`),
    check('client_intakes_decided', sql`(${t.status} in ('approved', 'rejected')) = (${t.decidedAt} is not null)`),
    check('client_intakes_retention', sql`(${t.relationshipEndedOn} is null) = (${t.retentionUntil} is null)`),
    tenantIsolationPolicy('client_intakes'),
  ],
).enableRLS();

/** Identity documents of an intake: documents of the vault (access audited there). */
export const clientIntakeDocuments = pgTable(
  'client_intake_documents',
  {
    tenantId: tenantId(),
    intakeId: parentRef('intake_id', () => clientIntakes.id),
    documentId: parentRef('document_id', () => documents.id),
    createdAt: stampedAt(),
  },
  (t) => [primaryKey({ columns: [t.intakeId, t.documentId] }), tenantIsolationPolicy('client_intake_documents')],
).enableRLS();

export type ClientIntakeRow = typeof clientIntakes.$inferSelect;
