// The /api/matters shapes (issue 14 points 2-3), used by the server routes and the client.
import { z } from 'zod';
import { billingArrangements, conflictDecisions, matterSorts, matterStatuses, partyRoles, practiceAreas } from './matters';
import { isoDateStringSchema } from '../dates/iso-date.schema';
import { listSortQuery } from '../validation/list-sort';

const isoDate = isoDateStringSchema;
const shortText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const huf = z.number().int().min(0).max(1_000_000_000_000);

/** A party being checked: its role in the new matter tells same-side hits from adverse ones (issue 38.7). */
export const conflictPartySchema = z.object({
  role: z.enum(partyRoles),
  contactId: z.string().min(1).max(100).nullish(),
  name: z.string().trim().max(200).nullish(),
  taxNumber: z.string().trim().max(20).nullish(),
  companyRegistrationNumber: z.string().trim().max(20).nullish(),
});
export type ConflictParty = z.infer<typeof conflictPartySchema>;

export const conflictQuerySchema = z
  .object({
    names: z.array(z.string().trim().min(2).max(200)).max(20).default([]),
    taxNumbers: z.array(z.string().trim().min(8).max(20)).max(20).default([]),
    companyRegistrationNumbers: z.array(z.string().trim().min(6).max(20)).max(20).default([]),
    /** The parties with their roles: their names and identifiers are searched too. */
    parties: z.array(conflictPartySchema).max(20).default([]),
  })
  .refine((q) => q.names.length + q.taxNumbers.length + q.companyRegistrationNumbers.length + q.parties.length > 0, { message: 'Adj meg legalább egy nevet vagy azonosítót.' });
export type ConflictQuery = z.input<typeof conflictQuerySchema>;

/**
 * How a hit stands to the party checked (issue 38.7): `same_side` – on the same side before (the
 * firm's own client again, an opponent again): not a conflict, shown for information;
 * `adverse` – on the other side before: a conflict to decide; `neutral` – another role, a contact
 * without matters, or a search without a role: to be reviewed.
 */
export const conflictRelations = ['same_side', 'adverse', 'neutral'] as const;
export type ConflictRelation = (typeof conflictRelations)[number];

export const conflictHitSchema = z.object({
  kind: z.enum(['contact', 'party']),
  /** What matched: the name, the tax number or the company registration number. */
  matchedOn: z.enum(['name', 'tax_number', 'company_registration_number']),
  query: z.string(),
  name: z.string(),
  contactId: z.string().nullable(),
  matterId: z.string().nullable(),
  matterNumber: z.string().nullable(),
  matterTitle: z.string().nullable(),
  role: z.enum(partyRoles).nullable(),
  /** e.g. "ellenérdekű fél a 2025/0013 ügyben"; "a cég névjegyei között, ügy nélkül" for a contact without matters. */
  description: z.string(),
  /** The checked party's role in the new matter (null for a search by name only). */
  queryRole: z.enum(partyRoles).nullable().default(null),
  relation: z.enum(conflictRelations).default('neutral'),
});
export type ConflictHit = z.output<typeof conflictHitSchema>;
export const conflictCheckResponseSchema = z.object({ hits: z.array(conflictHitSchema) });

export const conflictDecisionSchema = z
  .object({ decision: z.enum(conflictDecisions), reason: optionalText(2000) })
  .refine((d) => d.decision === 'no_conflict' || (d.reason?.length ?? 0) >= 5, { message: 'Indokold a döntést (legalább 5 karakter).', path: ['reason'] });
export type ConflictDecisionInput = z.infer<typeof conflictDecisionSchema>;

export const partyInputSchema = z.object({
  contactId: z.string().min(1).max(100).nullish(),
  /** Required without a contact; with one, the contact's name is used. */
  name: z.string().trim().max(200).nullish(),
  role: z.enum(partyRoles),
  roleLabel: optionalText(100),
  taxNumber: optionalText(20),
  companyRegistrationNumber: optionalText(20),
});
export type PartyInput = z.infer<typeof partyInputSchema>;

export const addPartyBodySchema = z.object({ party: partyInputSchema, conflict: conflictDecisionSchema });

const matterFields = {
  title: shortText(300),
  practiceArea: z.enum(practiceAreas).default('other'),
  authority: optionalText(200),
  authorityCaseNumber: optionalText(100),
  openedOn: isoDate.optional(),
  valueInDisputeHuf: huf.nullish(),
  billingArrangement: z.enum(billingArrangements).default('hourly'),
  billingAmountHuf: huf.nullish(),
  successFeePercent: z.number().int().min(1).max(100).nullish(),
  responsibleLawyerId: z.string().min(1).max(100).nullish(),
  confidential: z.boolean().default(false),
};

export const createMatterBodySchema = z.object({
  ...matterFields,
  parties: z.array(partyInputSchema).max(50).default([]),
  teamUserIds: z.array(z.string().min(1).max(100)).max(50).default([]),
  conflict: conflictDecisionSchema,
});
export type CreateMatterBody = z.input<typeof createMatterBodySchema>;

export const updateMatterBodySchema = z
  .object({
    title: shortText(300),
    practiceArea: z.enum(practiceAreas),
    authority: optionalText(200),
    authorityCaseNumber: optionalText(100),
    status: z.enum(matterStatuses),
    valueInDisputeHuf: huf.nullable(),
    billingArrangement: z.enum(billingArrangements),
    billingAmountHuf: huf.nullable(),
    successFeePercent: z.number().int().min(1).max(100).nullable(),
    responsibleLawyerId: z.string().min(1).max(100).nullable(),
    confidential: z.boolean(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nincs módosítandó adat.' });
export type UpdateMatterBody = z.input<typeof updateMatterBodySchema>;

export const listMattersQuerySchema = z.object({
  status: z.enum(matterStatuses).optional(),
  mine: z.enum(['true', 'false']).optional(),
  clientContactId: z.string().min(1).max(100).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Titles and lawyers in Hungarian alphabetical order; ties in the default order (opened, newest first). */
  ...listSortQuery(matterSorts),
});
export type ListMattersQuery = z.input<typeof listMattersQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const matterSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.enum(matterStatuses),
  practiceArea: z.enum(practiceAreas),
  clients: z.array(z.string()),
  responsibleLawyer: personSchema.nullable(),
  openedOn: z.string(),
  confidential: z.boolean(),
  openTasks: z.number().int(),
});
export type MatterSummary = z.infer<typeof matterSummarySchema>;

export const matterStatusCountsSchema = z.object({ open: z.number().int(), in_progress: z.number().int(), closed: z.number().int(), archived: z.number().int() });

export const listMattersResponseSchema = z.object({
  items: z.array(matterSummarySchema),
  total: z.number().int(),
  /** Per status over every matter the user may see (confidential ones of others never counted). */
  counts: matterStatusCountsSchema,
});

export const matterPartySchema = z.object({
  id: z.string(),
  contactId: z.string().nullable(),
  name: z.string(),
  role: z.enum(partyRoles),
  roleLabel: z.string().nullable(),
  taxNumber: z.string().nullable(),
  companyRegistrationNumber: z.string().nullable(),
  conflictDecision: z.enum(conflictDecisions),
  conflictReason: z.string().nullable(),
});
export const matterNoteSchema = z.object({ id: z.string(), body: z.string(), author: personSchema.nullable(), createdAt: z.string() });
/** The open tasks across the matters (/app/matters/tasks): due before today, from today to Sunday, or all open. */
export const taskDueFilters = ['overdue', 'week', 'open'] as const;
export type TaskDueFilter = (typeof taskDueFilters)[number];

export const listTasksQuerySchema = z.object({
  due: z.enum(taskDueFilters).default('open'),
  mine: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListTasksQuery = z.input<typeof listTasksQuerySchema>;

export const openTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueOn: z.string().nullable(),
  assignee: personSchema.nullable(),
  matter: z.object({ id: z.string(), number: z.string(), title: z.string() }),
});
export type OpenTask = z.infer<typeof openTaskSchema>;

export const listTasksResponseSchema = z.object({
  items: z.array(openTaskSchema),
  total: z.number().int(),
  counts: z.object({ overdue: z.number().int(), week: z.number().int(), open: z.number().int() }),
});
export type ListTasksResponse = z.infer<typeof listTasksResponseSchema>;

export const matterTaskSchema = z.object({ id: z.string(), title: z.string(), dueOn: z.string().nullable(), assignee: personSchema.nullable(), done: z.boolean() });
export type MatterTask = z.infer<typeof matterTaskSchema>;

export const matterDetailSchema = matterSummarySchema.omit({ clients: true, openTasks: true }).extend({
  authority: z.string().nullable(),
  authorityCaseNumber: z.string().nullable(),
  closedOn: z.string().nullable(),
  valueInDisputeHuf: z.number().nullable(),
  billingArrangement: z.enum(billingArrangements),
  billingAmountHuf: z.number().nullable(),
  successFeePercent: z.number().nullable(),
  conflictDecision: z.enum(conflictDecisions),
  conflictReason: z.string().nullable(),
  conflictHits: z.array(conflictHitSchema),
  parties: z.array(matterPartySchema),
  team: z.array(personSchema),
  notes: z.array(matterNoteSchema),
  tasks: z.array(matterTaskSchema),
});
export type MatterDetail = z.infer<typeof matterDetailSchema>;

export const teamBodySchema = z.object({ userId: z.string().min(1).max(100) });
export const noteBodySchema = z.object({ body: z.string().trim().min(1).max(10_000) });
export const taskBodySchema = z.object({ title: shortText(300), dueOn: isoDate.nullish(), assigneeId: z.string().min(1).max(100).nullish() });
export const taskPatchSchema = z.object({ done: z.boolean() });

/**
 * The dashboard figures of the matters module (issue 14 point 8). The task figures count open tasks
 * on open matters: due from today to Sunday, and overdue (before today) apart (decision 0495).
 */
/** The dashboard's figures; the task figures for the firm and for the user ("mine" as the task list counts it). */
export const matterStatsSchema = z.object({
  openMatters: z.number().int(),
  myMatters: z.number().int(),
  tasksDueThisWeek: z.number().int(),
  tasksOverdue: z.number().int(),
  myTasksDueThisWeek: z.number().int(),
  myTasksOverdue: z.number().int(),
});
export type MatterStats = z.infer<typeof matterStatsSchema>;

/**
 * A matter's money in forints (issue 38.3, decision 0335): the time recorded on it, the billable
 * time not yet on an issued invoice, the gross of its issued invoices (corrections net in), the
 * payments received on them, and what is still open.
 */
export const matterTotalsSchema = z.object({
  workedHours: z.number(),
  unbilledHours: z.number(),
  unbilledHuf: z.number(),
  invoicedHuf: z.number(),
  paidHuf: z.number(),
  openHuf: z.number(),
});
export type MatterTotals = z.infer<typeof matterTotalsSchema>;
