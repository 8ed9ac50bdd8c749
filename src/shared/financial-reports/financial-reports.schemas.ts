// The financial reports (issue 17 point 6, decisions 0217–0221): revenue, work in progress, the
// receivables' ageing and realisation; the period is the shared report period. Amounts are forints
// (numbers with at most two decimals, from the invoices' HUF twins); hours are decimal hours.
import { z } from 'zod';
import { agingBuckets } from '../invoice-generator/payments';
import { checkPeriod, periodFields, periodSchema } from '../reports/report-period';
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

export const financialTables = ['revenue-month', 'revenue-client', 'revenue-matter', 'revenue-lawyer', 'wip', 'aging', 'realisation'] as const;
export type FinancialTable = (typeof financialTables)[number];

export const financialExportQuerySchema = z.object({ ...periodFields, table: z.enum(financialTables).default('revenue-month') }).superRefine(checkPeriod);
