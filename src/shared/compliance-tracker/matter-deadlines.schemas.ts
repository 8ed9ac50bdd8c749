// The /api/compliance-tracker shapes (issue 18 points 3-5), used by the server routes and the client forms.
import { z } from 'zod';
import { deadlineInputSchema, isoDaySchema } from './compliance-tracker.schemas';
import { MAX_LEAD_DAYS } from './reminders';

export const deadlineStatuses = ['open', 'done', 'missed'] as const;
export type DeadlineStatus = (typeof deadlineStatuses)[number];

/** computed = from a start event and a rule with the shared engine; fixed = a date set by the court or the contract. */
export const deadlineKinds = ['computed', 'fixed'] as const;
export type DeadlineKind = (typeof deadlineKinds)[number];

const idSchema = z.string().min(1).max(100);
const common = {
  matterId: idSchema,
  title: z.string({ error: 'Add meg a határidő megnevezését.' }).trim().min(2, 'Add meg a határidő megnevezését.').max(300),
  responsibleId: idSchema.nullish(),
  notes: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null)),
};

export const createDeadlineBodySchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('computed'), rule: deadlineInputSchema }),
  z.object({ ...common, kind: z.literal('fixed'), dueOn: isoDaySchema }),
]);
export type CreateDeadlineBody = z.input<typeof createDeadlineBodySchema>;

export const updateDeadlineBodySchema = z
  .object({
    status: z.enum(deadlineStatuses).optional(),
    responsibleId: idSchema.nullable().optional(),
    title: common.title.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nincs mit módosítani.' });
export type UpdateDeadlineBody = z.infer<typeof updateDeadlineBodySchema>;

const ruleSchema = z.object({
  start: z.string(),
  length: z.number(),
  unit: z.string(),
  procedure: z.string(),
  recess: z.boolean(),
  saturdayWorkdays: z.boolean(),
});

export const deadlineItemSchema = z.object({
  id: z.string(),
  matterId: z.string(),
  matterNumber: z.string(),
  matterTitle: z.string(),
  title: z.string(),
  kind: z.enum(deadlineKinds),
  rule: ruleSchema.nullable(),
  dueOn: z.string(),
  /** "working_saturday": show "áthelyezett munkanap" next to the date. */
  endDayKind: z.string(),
  explanation: z.string(),
  steps: z.array(z.string()),
  provisional: z.boolean(),
  calendarVersion: z.string().nullable(),
  responsible: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: z.enum(deadlineStatuses),
  /** Its last day has passed and it is open, or marked missed by the sweep and not yet acknowledged. */
  overdue: z.boolean(),
  /** The sweep marked it missed (decision 0157). */
  missedAutomatically: z.boolean(),
  documents: z.array(z.object({ id: z.string(), title: z.string(), fileName: z.string() })).optional(),
  notes: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeadlineItem = z.infer<typeof deadlineItemSchema>;

const flag = z.enum(['true', 'false']).optional();
export const listDeadlinesQuerySchema = z.object({
  /** mine = I am responsible; firm = every deadline I may see. */
  scope: z.enum(['mine', 'firm']).default('firm'),
  matterId: idSchema.optional(),
  status: z.enum(deadlineStatuses).optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  overdue: flag,
  dueThisWeek: flag,
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListDeadlinesQuery = z.input<typeof listDeadlinesQuerySchema>;
export const listDeadlinesResponseSchema = z.object({ items: z.array(deadlineItemSchema), total: z.number() });

export const deadlineStatsSchema = z.object({
  overdue: z.number(),
  dueThisWeek: z.number(),
  mineOverdue: z.number(),
  mineDueThisWeek: z.number(),
  week: z.object({ from: z.string(), to: z.string() }),
});
export type DeadlineStats = z.infer<typeof deadlineStatsSchema>;

export const deadlineSettingsSchema = z.object({
  leadDays: z
    .array(z.number().int().min(1, 'Legalább 1 munkanap.').max(MAX_LEAD_DAYS, `Legfeljebb ${MAX_LEAD_DAYS} munkanap.`))
    .max(5, 'Legfeljebb 5 emlékeztetési időpont.')
    .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
});
export type DeadlineSettings = z.infer<typeof deadlineSettingsSchema>;

export const feedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export const feedCreatedSchema = z.object({ url: z.string(), createdAt: z.string() });

/**
 * The add-deadline form (form kit): the create body without the matter (the page knows it), the
 * responsible person as the select's value ('' = nobody). Field paths are the body's, so the
 * server's VALIDATION_ERROR fields (`rule.length`, `dueOn`) land on their fields.
 */
export const deadlineFormSchema = z.discriminatedUnion('kind', [
  z.object({ title: common.title, responsibleId: z.string(), kind: z.literal('computed'), rule: deadlineInputSchema }),
  z.object({ title: common.title, responsibleId: z.string(), kind: z.literal('fixed'), dueOn: isoDaySchema }),
]);
export type DeadlineFormValues = z.input<typeof deadlineFormSchema>;

/** Linking one of the matter's documents to a deadline (POST /api/compliance-tracker/:id/documents). */
export const linkDeadlineDocumentBodySchema = z.object({ documentId: z.string().min(1, 'Válassz iratot.').max(100) });

/**
 * The reminder lead days as the firm types them ("7, 3, 1"): the numbers the settings body
 * (deadlineSettingsSchema) takes, or one message on the field.
 */
export const leadDaysTextSchema = z.object({
  leadDays: z
    .string()
    .transform((text) =>
      text
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map(Number),
    )
    .refine((days) => days.length <= 5 && days.every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_LEAD_DAYS), `Érvénytelen: legfeljebb 5 egész szám 1 és ${MAX_LEAD_DAYS} között.`),
});
