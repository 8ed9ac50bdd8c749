// API shapes of client onboarding (issue 14 point 7, decisions 0132-0135): the customer due
// diligence of the Hungarian AML act (Pmt.) as a resumable intake. Each step is optional in a
// save (the draft keeps what was sent); submit checks completeness on the server.
import { z } from 'zod';
import { contactInputSchema } from '../contacts/contacts.schemas';
import { isoDateStringSchema } from '../dates/iso-date.schema';
import { birthDateSchema, idDocumentSchema, optionalHuField, personNameSchema } from '../hu/hu.schemas';
import { huValidationMessages } from '../hu/validation';
import { conflictDecisions, practiceAreas } from '../matters/matters';
import { conflictDecisionSchema } from '../matters/matters.schemas';
import { riskLevels, riskReasonCodes } from './risk';

export const intakeKinds = ['natural_person', 'legal_person'] as const;
export type IntakeKind = (typeof intakeKinds)[number];
export const intakeStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type IntakeStatus = (typeof intakeStatuses)[number];
export const intakeSteps = ['identification', 'representatives', 'beneficial_owners', 'pep', 'business', 'documents', 'review'] as const;
export type IntakeStep = (typeof intakeSteps)[number];
export const controlKinds = ['ownership', 'control', 'senior_manager'] as const;

const text = (max: number) => z.string({ error: huValidationMessages.REQUIRED }).trim().min(1, { error: huValidationMessages.REQUIRED }).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Az országkód két betű (például HU).');

export const identificationSchema = z.object({
  contact: contactInputSchema,
  /** Állampolgárság (natural person) or the country of registration (legal person). */
  nationality: country.default('HU'),
  /** Cégforma, e.g. "Kft.", "Zrt." (legal person). */
  legalForm: optionalText(60),
});

export const representativeSchema = z.object({
  name: text(200),
  position: text(120),
  birthDate: optionalHuField(birthDateSchema),
  nationality: country.default('HU'),
  idDocument: idDocumentSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

export const beneficialOwnerSchema = z.object({
  name: personNameSchema,
  birthDate: optionalHuField(birthDateSchema),
  nationality: country.default('HU'),
  address: optionalText(300),
  /** Ownership or voting share in percent; null for control by other means or a senior manager. Checked by ownershipProblem(). */
  sharePercent: z.number().nullable().default(null),
  control: z.enum(controlKinds, { error: 'Válaszd ki a tényleges tulajdonosi minőséget.' }),
  isPep: z.boolean().default(false),
});

export const pepSchema = z.object({
  isPep: z.boolean({ error: 'Nyilatkozz arról, hogy az ügyfél kiemelt közszereplő-e.' }),
  /** The public function, or the relation to a PEP (family member, close associate). */
  position: optionalText(300),
});

export const businessSchema = z.object({
  purpose: text(1000),
  expectedValueHuf: z.number().int().min(0).max(1e13).nullable().default(null),
  highRiskCountry: z.boolean().default(false),
  nonFaceToFace: z.boolean().default(false),
  cashIntensive: z.boolean().default(false),
});

export const createIntakeBodySchema = z.object({ kind: z.enum(intakeKinds, { error: 'Válaszd ki, hogy természetes vagy jogi személy az ügyfél.' }) });

export const saveIntakeBodySchema = z.object({
  step: z.enum(intakeSteps).optional(),
  identification: identificationSchema.optional(),
  representatives: z.array(representativeSchema).max(20).optional(),
  beneficialOwners: z.array(beneficialOwnerSchema).max(50).optional(),
  pep: pepSchema.optional(),
  business: businessSchema.optional(),
  sourceOfFunds: optionalText(3000),
});
export type SaveIntakeBody = z.input<typeof saveIntakeBodySchema>;

export type IntakeIdentification = z.output<typeof identificationSchema>;
export type IntakeRepresentative = z.output<typeof representativeSchema>;
export type IntakeBeneficialOwner = z.output<typeof beneficialOwnerSchema>;
export interface IntakeData {
  identification: IntakeIdentification | null;
  representatives: IntakeRepresentative[];
  beneficialOwners: IntakeBeneficialOwner[];
  pep: z.output<typeof pepSchema> | null;
  business: z.output<typeof businessSchema> | null;
  sourceOfFunds: string | null;
}

export const approveIntakeBodySchema = z.object({
  note: optionalText(2000),
  /** Optional first matter for the new client (opened through the matters service, conflict check included). */
  matter: z.object({ title: text(300), practiceArea: z.enum(practiceAreas).default('other'), conflict: conflictDecisionSchema.optional() }).nullish(),
});
export const rejectIntakeBodySchema = z.object({ note: text(2000) });
export type ApproveIntakeBody = z.input<typeof approveIntakeBodySchema>;
export const relationshipEndBodySchema = z.object({ endedOn: isoDateStringSchema.nullable() });
export const attachDocumentBodySchema = z.object({ documentId: z.string().min(1).max(100) });

const person = z.object({ id: z.string(), name: z.string() }).nullable();
export const riskSchema = z.object({ level: z.enum(riskLevels), reasons: z.array(z.object({ code: z.enum(riskReasonCodes), weight: z.enum(['medium', 'high']) })) });

export const intakeSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(intakeKinds),
  status: z.enum(intakeStatuses),
  step: z.enum(intakeSteps),
  displayName: z.string(),
  riskLevel: z.enum(riskLevels),
  contactId: z.string().nullable(),
  updatedAt: z.string(),
});
export type IntakeSummary = z.infer<typeof intakeSummarySchema>;
export const listIntakesQuerySchema = z.object({ status: z.enum(intakeStatuses).optional() });
export const listIntakesResponseSchema = z.object({ items: z.array(intakeSummarySchema) });

export const intakeDetailSchema = intakeSummarySchema.extend({
  data: z.custom<IntakeData>(),
  risk: riskSchema,
  sourceOfFundsRequired: z.boolean(),
  documents: z.array(z.object({ id: z.string(), title: z.string(), fileName: z.string(), mime: z.string() })),
  createdBy: person,
  submittedAt: z.string().nullable(),
  submittedBy: person,
  decidedAt: z.string().nullable(),
  decidedBy: person,
  decisionNote: z.string().nullable(),
  matterId: z.string().nullable(),
  relationshipEndedOn: z.string().nullable(),
  retentionUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type IntakeDetail = z.infer<typeof intakeDetailSchema>;

/**
 * The reviewer's decision form (form kit): approve or reject (`action`, set by the button pressed)
 * with a note, optionally opening the client's first matter. Field paths are the approve body's
 * (`matter.title`, `matter.conflict.reason`), so the server's field errors land on their fields.
 */
export const intakeDecisionFormSchema = z
  .object({
    action: z.enum(['approve', 'reject']),
    note: z.string().trim().max(2000),
    openMatter: z.boolean(),
    matter: z.object({
      title: z.string().trim().max(300),
      practiceArea: z.enum(practiceAreas),
      conflict: z.object({ decision: z.enum(conflictDecisions), reason: z.string().trim().max(2000) }),
    }),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'reject' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Elutasításhoz add meg az indokot.' });
    if (v.action !== 'approve' || !v.openMatter) return;
    if (!v.matter.title) ctx.addIssue({ code: 'custom', path: ['matter', 'title'], message: 'Add meg az ügy megnevezését, vagy ne nyiss ügyet.' });
    if (v.matter.conflict.decision !== 'no_conflict' && v.matter.conflict.reason.length < 5) ctx.addIssue({ code: 'custom', path: ['matter', 'conflict', 'reason'], message: 'Indokold a döntést (legalább 5 karakter).' });
  });
export type IntakeDecisionFormValues = z.input<typeof intakeDecisionFormSchema>;
