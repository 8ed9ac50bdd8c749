// Financial reports and analytics (issue 17 point 6, decisions 0217–0221): the period filter both
// pages send, and the shapes of their answers. Amounts are forints (numbers with at most two
// decimals, from the invoices' HUF twins); hours are decimal hours.
import { z } from 'zod';
import { addDays, daysBetween, isIsoDate, todayInBudapest } from '../dates/iso-date';
import { isoDateStringSchema } from '../dates/iso-date.schema';
import { agingBuckets } from '../invoices/payments';

/** Five years: a longer range is no report a firm reads, and it bounds the work of one request. */
export const MAX_PERIOD_DAYS = 5 * 366;

const periodFields = { from: isoDateStringSchema.optional(), to: isoDateStringSchema.optional() };

/** The start is not after the end, and the range is at most five years. */
function checkPeriod(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  // Zod runs this check even when a field already failed; a malformed date is reported there.
  if (!q.from || !q.to || !isIsoDate(q.from) || !isIsoDate(q.to)) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', message: 'A kezdőnap nem lehet későbbi a zárónapnál.', path: ['to'] });
  else if (daysBetween(q.from, q.to) > MAX_PERIOD_DAYS) ctx.addIssue({ code: 'custom', message: 'Legfeljebb öt év adható meg egyszerre.', path: ['from'] });
}

export const reportPeriodQuerySchema = z.object(periodFields).superRefine(checkPeriod);
export type ReportPeriodQuery = { from?: string | undefined; to?: string | undefined };

export interface ReportPeriod {
  from: string;
  to: string;
}

/** The first day of the month `months` before the month of `date`. */
export function monthStartBefore(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Without dates: the last twelve months up to today (this month included). */
export function resolvePeriod(q: ReportPeriodQuery, today = todayInBudapest()): ReportPeriod {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? monthStartBefore(to, 11);
  return { from, to };
}

/** Every month ("YYYY-MM") the period touches, in order. */
export function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  for (let d = `${period.from.slice(0, 7)}-01`; d <= period.to; d = monthStartBefore(addDays(d, 40), 0)) months.push(d.slice(0, 7));
  return months;
}

const periodSchema = z.object({ from: z.string(), to: z.string() });
const huf = z.number();

export const revenueMonthSchema = z.object({ month: z.string(), netHuf: huf, documents: z.number().int() });
export const revenueRowSchema = z.object({ id: z.string().nullable(), label: z.string(), netHuf: huf, documents: z.number().int() });
export const wipRowSchema = z.object({
  matterId: z.string(),
  label: z.string(),
  currency: z.string(),
  hours: z.number(),
  /** In the entries' currency. */
  value: z.number(),
  /** In forints; null for a foreign currency the firm has never invoiced (no rate to convert with). */
  valueHuf: huf.nullable(),
  oldestWorkDate: z.string(),
});
export const agingRowSchema = z.object({
  /** Null for an invoice of a confidential matter the viewer may not see ("Bizalmas ügy", decision 0300). */
  invoiceId: z.string().nullable(),
  number: z.string(),
  customerName: z.string(),
  dueDate: z.string().nullable(),
  daysOverdue: z.number().int(),
  bucket: z.enum(agingBuckets),
  currency: z.string(),
  open: z.number(),
  openHuf: huf,
});
export const agingBucketTotalSchema = z.object({ bucket: z.enum(agingBuckets), openHuf: huf, invoices: z.number().int() });
export const realisationRowSchema = z.object({ matterId: z.string(), label: z.string(), workedHuf: huf, billedHuf: huf, realisation: z.number().nullable() });

export const financialReportSchema = z.object({
  period: periodSchema,
  totals: z.object({ revenueHuf: huf, wipHuf: huf, receivablesHuf: huf, workedHuf: huf, billedHuf: huf, realisation: z.number().nullable() }),
  revenueByMonth: z.array(revenueMonthSchema),
  revenueByClient: z.array(revenueRowSchema),
  revenueByMatter: z.array(revenueRowSchema),
  revenueByLawyer: z.array(revenueRowSchema),
  wip: z.array(wipRowSchema),
  aging: z.object({ buckets: z.array(agingBucketTotalSchema), invoices: z.array(agingRowSchema) }),
  realisation: z.array(realisationRowSchema),
});
export type FinancialReport = z.infer<typeof financialReportSchema>;

export const utilisationRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  totalHours: z.number(),
  billableHours: z.number(),
  /** Billable share of the recorded hours (0–1); null without hours. */
  billableShare: z.number().nullable(),
  capacityHours: z.number(),
  /** Billable hours over capacity (0–1, may exceed 1). */
  utilisation: z.number().nullable(),
  workedHuf: huf,
});
export const hoursMonthSchema = z.object({ month: z.string(), billableHours: z.number(), nonBillableHours: z.number() });

export const analyticsReportSchema = z.object({
  period: periodSchema,
  /** Working days (Hungarian calendar) from the start up to today or the end, whichever is earlier. */
  workingDays: z.number().int(),
  hoursPerDay: z.number(),
  lawyers: z.array(utilisationRowSchema),
  hoursByMonth: z.array(hoursMonthSchema),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const financialTables = ['revenue-month', 'revenue-client', 'revenue-matter', 'revenue-lawyer', 'wip', 'aging', 'realisation'] as const;
export type FinancialTable = (typeof financialTables)[number];
export const analyticsTables = ['utilisation', 'hours-month'] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];

export const financialExportQuerySchema = z.object({ ...periodFields, table: z.enum(financialTables).default('revenue-month') }).superRefine(checkPeriod);
export const analyticsExportQuerySchema = z.object({ ...periodFields, table: z.enum(analyticsTables).default('utilisation') }).superRefine(checkPeriod);
