// Payment status and receivables aging of an issued invoice (decision 0167). Amounts are decimal
// strings in the invoice's currency; comparisons use whole cents so "0.1 + 0.2" never decides.
import { z } from 'zod';
import { invoiceDateSchema } from './invoice-generator.schemas';

export const paymentMethodValues = ['TRANSFER', 'CASH', 'CARD'] as const;
export type PaymentMethod = (typeof paymentMethodValues)[number];
export const paymentStatusValues = ['unpaid', 'partially_paid', 'paid', 'overdue'] as const;
export type PaymentStatus = (typeof paymentStatusValues)[number];
export const agingBuckets = ['current', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

export const cents = (amount: string | number): number => Math.round(Number(amount) * 100);
export const fromCents = (c: number): string => (c / 100).toFixed(2);

/** Days from `from` to `to` (ISO dates), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * `owed` is what the chain (the original plus its corrections) asks for; `paid` what was received.
 * Overdue: something is still open and the due date has passed (the due day itself is not late).
 */
export function paymentStatus(input: { owed: string; paid: string; dueDate: string | null; today: string }): PaymentStatus {
  const open = cents(input.owed) - cents(input.paid);
  if (open <= 0) return 'paid';
  if (input.dueDate !== null && input.today > input.dueDate) return 'overdue';
  return cents(input.paid) > 0 ? 'partially_paid' : 'unpaid';
}

/** Not yet due → current; then 0–30, 31–60, 61–90 and over 90 days past the due date. */
export function agingBucket(dueDate: string | null, today: string): AgingBucket {
  if (dueDate === null) return 'd0_30';
  const late = daysBetween(dueDate, today);
  if (late <= 0) return 'current';
  if (late <= 30) return 'd0_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'd90_plus';
}

const amountText = z
  .string()
  .trim()
  .regex(/^\d{1,16}([.,]\d{1,2})?$/, 'Az összeg pozitív szám, legfeljebb két tizedesjeggyel.')
  .transform((v) => v.replace(',', '.'))
  .refine((v) => Number(v) > 0, 'Az összeg legyen nagyobb nullánál.');

export const recordPaymentBodySchema = z.object({
  paidOn: invoiceDateSchema,
  amount: amountText,
  method: z.enum(paymentMethodValues),
  note: z.string().trim().max(500).optional(),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;

export const paymentSchema = z.object({ id: z.string(), paidOn: z.string(), amount: z.string(), method: z.enum(paymentMethodValues), note: z.string().nullable(), createdAt: z.string() });
export const reminderSchema = z.object({ id: z.string(), recipient: z.string(), amountDue: z.string(), sentAt: z.string(), sentOn: z.string() });
export type PaymentReminder = z.infer<typeof reminderSchema>;
export const sendReminderResponseSchema = z.object({ reminder: reminderSchema });
export const receivablesQuerySchema = z.object({ contactId: z.string().min(1).max(100).optional() });
export const paymentStateSchema = z.object({
  status: z.enum(paymentStatusValues),
  owed: z.string(),
  paid: z.string(),
  open: z.string(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;
export const recordPaymentResponseSchema = z.object({ id: z.string(), state: paymentStateSchema });
export const invoicePaymentsResponseSchema = z.object({ state: paymentStateSchema, payments: z.array(paymentSchema), reminders: z.array(reminderSchema) });
export type InvoicePayments = z.infer<typeof invoicePaymentsResponseSchema>;

export const receivableSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  customerName: z.string(),
  contactId: z.string().nullable(),
  currency: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  owed: z.string(),
  paid: z.string(),
  open: z.string(),
  /** The open amount in forints (foreign currency at the invoice's rate). */
  openHuf: z.string(),
  daysOverdue: z.number(),
  bucket: z.enum(agingBuckets),
  status: z.enum(paymentStatusValues),
  lastReminderAt: z.string().nullable(),
});
export type Receivable = z.infer<typeof receivableSchema>;
export const receivablesResponseSchema = z.object({
  items: z.array(receivableSchema),
  /** Open forint amount per aging bucket, and the total. */
  buckets: z.record(z.enum(agingBuckets), z.string()),
  totalHuf: z.string(),
});
export type Receivables = z.infer<typeof receivablesResponseSchema>;

/** Open and overdue forint totals of a receivables list (the invoices page's and a client's summary). */
export function receivablesSummary(items: readonly Pick<Receivable, 'openHuf' | 'status'>[]): { openHuf: string; overdueHuf: string; overdueCount: number } {
  let open = 0;
  let overdue = 0;
  let overdueCount = 0;
  for (const i of items) {
    open += cents(i.openHuf);
    if (i.status === 'overdue') {
      overdue += cents(i.openHuf);
      overdueCount++;
    }
  }
  return { openHuf: fromCents(open), overdueHuf: fromCents(overdue), overdueCount };
}
