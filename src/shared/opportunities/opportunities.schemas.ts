// The /api/opportunities and /api/crm shapes (issue 14 points 4-5), used by the routes and the board.
import { z } from 'zod';
import { isoDateStringSchema } from '../dates/iso-date.schema';
import { billingArrangements, practiceAreas } from '../matters/matters';
import { conflictDecisionSchema } from '../matters/matters.schemas';
import { stageKinds } from './opportunities';

const id = z.string().min(1).max(100);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const huf = z.number({ error: 'Az érték egész forintösszeg.' }).int({ error: 'Az érték egész forintösszeg.' }).min(0, { error: 'Az érték nem lehet negatív.' }).max(1_000_000_000_000);
const probability = z
  .number({ error: 'A valószínűség 0 és 100 közötti egész szám.' })
  .int({ error: 'A valószínűség 0 és 100 közötti egész szám.' })
  .min(0, { error: 'A valószínűség 0 és 100 közötti egész szám.' })
  .max(100, { error: 'A valószínűség 0 és 100 közötti egész szám.' });
const stageName = z.string().trim().min(1, { error: 'Add meg a szakasz nevét.' }).max(60, { error: 'A szakasz neve legfeljebb 60 karakter.' });

export const prospectKinds = ['person', 'organisation'] as const;

const opportunityFields = {
  title: z.string().trim().min(1, { error: 'Add meg a lehetőség megnevezését.' }).max(200),
  /** The firm's contact the work would be for; without it, the prospect's name below. */
  contactId: id.nullish(),
  prospectName: optionalText(200),
  prospectKind: z.enum(prospectKinds).default('organisation'),
  valueHuf: huf.default(0),
  probability: probability.default(20),
  expectedCloseOn: isoDateStringSchema.nullish(),
  ownerId: id.nullish(),
  stageId: id.optional(),
  notes: optionalText(5000),
};

export const createOpportunityBodySchema = z.object(opportunityFields);
export type CreateOpportunityBody = z.input<typeof createOpportunityBodySchema>;

export const updateOpportunityBodySchema = z
  .object({
    title: opportunityFields.title,
    contactId: id.nullable(),
    prospectName: optionalText(200),
    prospectKind: z.enum(prospectKinds),
    valueHuf: huf,
    probability,
    expectedCloseOn: isoDateStringSchema.nullable(),
    ownerId: id.nullable(),
    notes: optionalText(5000),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nincs módosítandó adat.' });
export type UpdateOpportunityBody = z.input<typeof updateOpportunityBodySchema>;

/** Moves a card to `stageId` at `index` (0 = top of the column). */
export const moveOpportunityBodySchema = z.object({ stageId: id, index: z.number().int().min(0).max(10_000) });
export type MoveOpportunityBody = z.infer<typeof moveOpportunityBodySchema>;

/** "Megnyerés": the client contact (existing or made from the prospect) and the matter opened for it. */
export const winOpportunityBodySchema = z.object({
  matter: z.object({
    title: z.string().trim().min(1, { error: 'Add meg az ügy megnevezését.' }).max(300),
    practiceArea: z.enum(practiceAreas).default('other'),
    billingArrangement: z.enum(billingArrangements).default('hourly'),
    billingAmountHuf: huf.nullish(),
    responsibleLawyerId: id.nullish(),
    confidential: z.boolean().default(false),
  }),
  conflict: conflictDecisionSchema,
});
export type WinOpportunityBody = z.input<typeof winOpportunityBodySchema>;

export const listOpportunitiesQuerySchema = z.object({
  stageId: id.optional(),
  ownerId: id.optional(),
  q: z.string().trim().max(100).optional(),
});
export type OpportunityFilters = z.infer<typeof listOpportunitiesQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const stageSchema = z.object({ id: z.string(), name: z.string(), kind: z.enum(stageKinds), position: z.number().int() });
export type Stage = z.infer<typeof stageSchema>;

export const opportunitySchema = z.object({
  id: z.string(),
  title: z.string(),
  contact: personSchema.nullable(),
  prospectName: z.string().nullable(),
  prospectKind: z.enum(prospectKinds),
  valueHuf: z.number().int(),
  probability: z.number().int(),
  expectedCloseOn: z.string().nullable(),
  owner: personSchema.nullable(),
  stageId: z.string(),
  position: z.number().int(),
  wonMatter: z.object({ id: z.string(), number: z.string() }).nullable(),
  notes: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const listOpportunitiesResponseSchema = z.object({ stages: z.array(stageSchema), items: z.array(opportunitySchema) });
export type OpportunityList = z.infer<typeof listOpportunitiesResponseSchema>;

export const winResponseSchema = z.object({ opportunity: opportunitySchema, contactId: z.string(), matter: z.object({ id: z.string(), number: z.string() }) });
export type WinResponse = z.infer<typeof winResponseSchema>;

export const createStageBodySchema = z.object({ name: stageName, kind: z.enum(stageKinds).default('open') });
export const updateStageBodySchema = z
  .object({ name: stageName, kind: z.enum(stageKinds) })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nincs módosítandó adat.' });
export const stageOrderBodySchema = z.object({ ids: z.array(id).min(1).max(50) });
export const stagesResponseSchema = z.object({ stages: z.array(stageSchema) });

/** The open pipeline in whole forints: the dashboard's "pipeline value". */
export const opportunityStatsSchema = z.object({ openCount: z.number().int(), pipelineValueHuf: z.number().int(), weightedValueHuf: z.number().int() });
export type OpportunityStats = z.infer<typeof opportunityStatsSchema>;

export const crmOverviewSchema = z.object({
  pipeline: z.array(stageSchema.extend({ count: z.number().int(), valueHuf: z.number().int(), weightedValueHuf: z.number().int() })),
  tasksDue: z.array(
    z.object({ id: z.string(), title: z.string(), dueOn: z.string(), overdue: z.boolean(), matter: z.object({ id: z.string(), number: z.string(), title: z.string() }), assignee: personSchema.nullable() }),
  ),
  recentActivity: z.array(z.object({ id: z.string(), kind: z.string(), at: z.string(), contact: personSchema, actor: z.string().nullable() })),
  newClients: z.object({ month: z.string(), count: z.number().int(), items: z.array(z.object({ id: z.string(), name: z.string(), matterNumber: z.string(), openedOn: z.string() })) }),
});
export type CrmOverview = z.infer<typeof crmOverviewSchema>;
