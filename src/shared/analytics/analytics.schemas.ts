// The analytics report (issue 17 point 6, decisions 0217–0221): utilisation per lawyer against
// the stated capacity and the hours by month; its period is the shared report period. Hours are
// decimal hours, amounts forints.
import { z } from 'zod';
import { checkPeriod, periodFields, periodSchema } from '../reports/report-period';

const huf = z.number();

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

export const analyticsTables = ['utilisation', 'hours-month'] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];

export const analyticsExportQuerySchema = z.object({ ...periodFields, table: z.enum(analyticsTables).default('utilisation') }).superRefine(checkPeriod);
