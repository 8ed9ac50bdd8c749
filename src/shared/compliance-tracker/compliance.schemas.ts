// The compliance tracker's shapes (issue 18 point 6, decision 0156): recurring obligations of the
// firm or a client, their next occurrence, completion with a note or evidence, and the history.
import { z } from 'zod';
import { isoDaySchema } from './compliance-tracker.schemas';
import { skipReasons } from './deadline';
import { recurrenceFrequencies } from './recurrence';

export const complianceCategories = ['aml', 'gdpr', 'bar', 'tax', 'corporate', 'other'] as const;
export type ComplianceCategory = (typeof complianceCategories)[number];

const idSchema = z.string().min(1).max(100);

export const recurrenceSchema = z
  .object({
    frequency: z.enum(recurrenceFrequencies, { error: 'A gyakoriság havi, negyedéves vagy éves lehet.' }),
    dayOfMonth: z.number({ error: 'A nap 1 és 31 közötti szám.' }).int().min(1, 'A nap 1 és 31 közötti szám.').max(31, 'A nap 1 és 31 közötti szám.'),
    month: z.number().int().min(1).max(12).default(1),
  })
  .superRefine((r, ctx) => {
    if (r.frequency === 'quarterly' && r.month > 3) ctx.addIssue({ code: 'custom', path: ['month'], message: 'Negyedéves kötelezettségnél a negyedév 1., 2. vagy 3. hónapja adható meg.' });
  });

export const createObligationBodySchema = z.object({
  title: z.string({ error: 'Add meg a kötelezettség megnevezését.' }).trim().min(2, 'Add meg a kötelezettség megnevezését.').max(300),
  category: z.enum(complianceCategories, { error: 'Válassz kategóriát.' }),
  clientContactId: idSchema.nullish(),
  ownerId: idSchema.nullish(),
  recurrence: recurrenceSchema,
  /** The first occurrence is the first one on or after this day (default today). */
  startFrom: isoDaySchema.optional(),
  notes: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateObligationBody = z.input<typeof createObligationBodySchema>;

export const updateObligationBodySchema = z
  .object({
    title: createObligationBodySchema.shape.title.optional(),
    ownerId: idSchema.nullable().optional(),
    active: z.boolean().optional(),
    notes: createObligationBodySchema.shape.notes.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nincs mit módosítani.' });

export const completeObligationBodySchema = z.object({
  /** The nominal day being fulfilled: guards against a double click completing two periods. */
  nominal: isoDaySchema,
  note: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null)),
  evidenceDocumentId: idSchema.nullish(),
});

export const completionSchema = z.object({
  id: z.string(),
  nominal: z.string(),
  dueOn: z.string(),
  note: z.string().nullable(),
  evidence: z.object({ id: z.string(), title: z.string() }).nullable(),
  completedBy: z.string().nullable(),
  completedAt: z.string(),
});

export const obligationItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(complianceCategories),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  recurrence: z.object({ frequency: z.enum(recurrenceFrequencies), dayOfMonth: z.number(), month: z.number() }),
  nextNominal: z.string(),
  nextDue: z.string(),
  /**
   * Why nextDue is not nextNominal: the days passed over, each with its reason (weekend, public
   * holiday with its name, swapped rest day; recurrence.ts `dueMoveReasons`); empty when not moved.
   */
  movedBecause: z.array(z.object({ date: z.string(), reason: z.enum(skipReasons), name: z.string().nullable() })),
  /** The next occurrence's due day has passed and it is not fulfilled. */
  late: z.boolean(),
  active: z.boolean(),
  notes: z.string().nullable(),
  history: z.array(completionSchema),
});
export type ObligationItem = z.infer<typeof obligationItemSchema>;
export const obligationListSchema = z.object({ items: z.array(obligationItemSchema), late: z.number() });
