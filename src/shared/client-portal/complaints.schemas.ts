// Complaints (panasz) and the support FAQ of the customer portal (issue 35 points 5 and 7,
// decisions 0405–0409). A complaint is a written complaint in the sense of Fgytv. 17/A. § (7): the
// firm answers it in writing, with reasons when it rejects it, within 30 days of its receipt, and
// keeps the record and the answer for five years. One schema per answer, used by the route and the client.
import { z } from 'zod';

export const complaintStatuses = ['submitted', 'in_progress', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

/** The firm's position in its answer: upheld, partly upheld or rejected (reasons required unless upheld). */
export const complaintOutcomes = ['upheld', 'partly_upheld', 'rejected'] as const;
export type ComplaintOutcome = (typeof complaintOutcomes)[number];

/** The outcome as the customer reads it (the complaint pages, the dashboard's activities). */
export const complaintOutcomeLabels: Readonly<Record<ComplaintOutcome, string>> = {
  upheld: 'A panaszt elfogadtuk',
  partly_upheld: 'A panaszt részben elfogadtuk',
  rejected: 'A panaszt elutasítottuk',
};

/** Days the firm has to answer a written complaint (Fgytv. 17/A. § (7)). */
export const COMPLAINT_ANSWER_DAYS = 30;
/** Years the record and the answer are kept (Fgytv. 17/A. § (7), decision 0407). */
export const COMPLAINT_RETENTION_YEARS = 5;

export const COMPLAINT_SUBJECT_MAX = 200;
export const COMPLAINT_TEXT_MAX = 10_000;
export const COMPLAINT_ANSWER_MAX = 20_000;

/** The next status a firm member may set by hand (answering is its own step, closing only after the answer). */
export const complaintTransitions: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = {
  submitted: ['in_progress'],
  in_progress: [],
  answered: ['closed'],
  closed: [],
};

/** Whether the firm may still answer (a closed complaint is history; an answered one may be answered again, e.g. corrected). */
export const complaintAnswerable = (status: ComplaintStatus) => status === 'submitted' || status === 'in_progress' || status === 'answered';

const id = z.string().min(1).max(100);
/** An id, or nothing – an empty select ('') means nothing chosen. */
const optionalId = z.union([z.literal('').transform(() => undefined), id]).optional();

export const newComplaintBodySchema = z
  .object({
    subject: z.string().trim().min(3, 'Add meg a panasz tárgyát (legalább 3 karakter).').max(COMPLAINT_SUBJECT_MAX, `A tárgy legfeljebb ${COMPLAINT_SUBJECT_MAX} karakter lehet.`),
    text: z.string().trim().min(10, 'Írd le részletesen a panaszodat (legalább 10 karakter).').max(COMPLAINT_TEXT_MAX, `A panasz legfeljebb ${COMPLAINT_TEXT_MAX} karakter lehet.`),
    /** One of the customer's clients; may be left out when they act for exactly one. */
    clientId: optionalId,
    /** One of the client's matters, or one of its invoices (at most one of the two). */
    matterId: optionalId,
    invoiceId: optionalId,
  })
  .refine((b) => !(b.matterId && b.invoiceId), { message: 'Egy panasz egy ügyhöz vagy egy számlához kapcsolódhat, mindkettőhöz nem.', path: ['invoiceId'] });
export type NewComplaintBody = z.input<typeof newComplaintBodySchema>;

export const complaintStatusBodySchema = z.object({ status: z.enum(complaintStatuses) });

export const complaintAnswerBodySchema = z
  .object({
    outcome: z.enum(complaintOutcomes),
    answer: z.string().trim().min(10, 'Írd meg a választ (legalább 10 karakter).').max(COMPLAINT_ANSWER_MAX),
    /** Why the firm rejects the complaint (in whole or in part) – required then (Fgytv. 17/A. § (7)). */
    reasons: z
      .string()
      .trim()
      .max(COMPLAINT_ANSWER_MAX)
      .nullish()
      .transform((v) => v || null),
    /** Where the customer may turn next (17/A. § (8)): the authority, the conciliation board, the bar. */
    remedies: z
      .string()
      .trim()
      .max(COMPLAINT_ANSWER_MAX)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((b) => b.outcome === 'upheld' || (b.reasons !== null && b.reasons.length >= 10), { message: 'Elutasításnál és részleges elfogadásnál az indoklás kötelező (legalább 10 karakter).', path: ['reasons'] })
  .refine((b) => b.outcome === 'upheld' || b.remedies !== null, { message: 'Elutasításnál és részleges elfogadásnál meg kell adni, hová fordulhat az ügyfél (hatóság, békéltető testület).', path: ['remedies'] });
export type ComplaintAnswerBody = z.input<typeof complaintAnswerBodySchema>;

const ref = z.object({ id: z.string(), label: z.string() }).nullable();

export const complaintSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  subject: z.string(),
  status: z.enum(complaintStatuses),
  client: z.object({ id: z.string().nullable(), name: z.string() }),
  matter: ref,
  invoice: ref,
  receivedAt: z.string(),
  /** The last day of the 30-day answer period. */
  dueOn: z.string(),
  /** Not yet answered and the due day has passed. */
  overdue: z.boolean(),
  answeredAt: z.string().nullable(),
  handler: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

export const complaintSchema = complaintSummarySchema.extend({
  text: z.string(),
  /** The record's contents (Fgytv. 17/A. § (5)) as fixed when the complaint came in. */
  record: z.object({
    complainantName: z.string(),
    complainantAddress: z.string().nullable(),
    /** A natural person acting outside a trade: the statutory consumer rules apply (decision 0405). */
    consumer: z.boolean(),
    channel: z.string(),
    place: z.string(),
    submittedBy: z.string().nullable(),
  }),
  answer: z
    .object({
      outcome: z.enum(complaintOutcomes),
      text: z.string(),
      reasons: z.string().nullable(),
      remedies: z.string().nullable(),
      answeredBy: z.string().nullable(),
    })
    .nullable(),
  closedAt: z.string().nullable(),
  retainUntil: z.string(),
  /** The deadline in the firm's deadline list (on the related matter), when there is one. */
  deadlineId: z.string().nullable(),
  /**
   * For the firm only (null for the customer): the "Hová fordulhat" text its answer form starts from,
   * built from the record's consumer flag and the firm profile (decision 0488); `boardMissing` when the
   * profile does not name the conciliation board at the firm's seat.
   */
  remediesSuggestion: z.object({ text: z.string(), boardMissing: z.boolean() }).nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintListSchema = z.object({ items: z.array(complaintSummarySchema) });
export type ComplaintList = z.infer<typeof complaintListSchema>;

export const firmComplaintListQuerySchema = z.object({
  status: z.enum(complaintStatuses).optional(),
  overdue: z.enum(['true', 'false']).optional(),
});

/** What a complaint may be about: the customer's clients, their matters and invoices. */
export const complaintOptionsSchema = z.object({
  clients: z.array(z.object({ id: z.string(), name: z.string() })),
  matters: z.array(z.object({ id: z.string(), clientId: z.string(), label: z.string() })),
  invoices: z.array(z.object({ id: z.string(), clientId: z.string(), label: z.string() })),
});
export type ComplaintOptions = z.infer<typeof complaintOptionsSchema>;

// ---- Support: the FAQ (issue 35 point 7, decision 0409) ----

export const faqQuerySchema = z.object({ q: z.string().trim().max(200).optional() });

export const faqArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  updatedAt: z.string(),
});
export type FaqArticle = z.infer<typeof faqArticleSchema>;
export const faqListSchema = z.object({ items: z.array(faqArticleSchema) });
export type FaqList = z.infer<typeof faqListSchema>;
