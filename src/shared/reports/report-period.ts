// The period of the two period reports, financial reports and analytics (issue 17 point 6,
// decisions 0217–0221): the filter both pages send, its check, and the months it touches.
import { z } from 'zod';
import { addDays, daysBetween, isIsoDate, todayInBudapest } from '../dates/iso-date';
import { isoDateStringSchema } from '../dates/iso-date.schema';

/** Five years: a longer range is no report a firm reads, and it bounds the work of one request. */
export const MAX_PERIOD_DAYS = 5 * 366;

export const periodFields = { from: isoDateStringSchema.optional(), to: isoDateStringSchema.optional() };

/** The start is not after the end, and the range is at most five years. */
export function checkPeriod(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
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

/** The period a report answers for. */
export const periodSchema = z.object({ from: z.string(), to: z.string() });
