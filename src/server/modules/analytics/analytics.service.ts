// Hours and utilisation per lawyer (issue 17 point 6, decision 0217): recorded hours, the billable
// share, and billable hours against a capacity of 8 hours per Hungarian working day of the period
// up to today. Summed by the database over the time entries the user may see (RLS).
import { sql } from 'drizzle-orm';
import { addDays, minIsoDate, todayInBudapest } from '@shared/dates/iso-date';
import type { WorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import { monthsOf, type ReportPeriod } from '@shared/reports/report-period';
import { type AnalyticsReport } from '@shared/analytics/analytics.schemas';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { forintRate } from '../../reports/forint-rate';
import { compareHu } from '@shared/hu/collation';

/** Mt. 92. § (1): the general daily working time. */
export const HOURS_PER_WORKING_DAY = 8;

export interface Viewer {
  tenantId: string;
  userId: string;
  /** Decision 0220: the firm's administrator sees every lawyer; a lawyer sees their own line. */
  firmWide: boolean;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/** Working days from the start to the end or today, whichever is earlier (future days are no missed capacity). */
export function workingDaysOf(period: ReportPeriod, calendar: WorkingDayCalendar, today = todayInBudapest()): number {
  const last = minIsoDate(period.to, today);
  let days = 0;
  for (let d = period.from; d <= last; d = addDays(d, 1)) if (calendar.isWorkingDay(d)) days++;
  return days;
}

export async function analyticsReport(tx: TenantTx, viewer: Viewer, period: ReportPeriod, calendar: WorkingDayCalendar): Promise<AnalyticsReport> {
  const { tenantId } = viewer;
  const workingDays = workingDaysOf(period, calendar);
  const capacityHours = workingDays * HOURS_PER_WORKING_DAY;
  const inPeriod = sql`te.tenant_id = ${tenantId} and te.work_date between ${period.from}::date and ${period.to}::date`;
  const people = resultRows<{ user_id: string; name: string; total: number; billable: number; worked: string }>(
    await tx.execute(sql`with people as (
        select mb.user_id from members mb where mb.tenant_id = ${tenantId} and (mb.role like '%lawyer%' or mb.role like '%tenant%')
        union select te.user_id from time_entries te where ${inPeriod}),
      h as (select te.user_id, sum(te.minutes)::int as total, sum(case when te.billable then te.minutes else 0 end)::int as billable,
                   sum(te.amount * coalesce(${forintRate(sql`te.currency`, period.to)}, 0)) as worked
            from time_entries te where ${inPeriod} group by te.user_id)
      select p.user_id, coalesce(nullif(u.name, ''), u.email) as name, coalesce(h.total, 0) as total, coalesce(h.billable, 0) as billable, round(coalesce(h.worked, 0), 2)::text as worked
      from people p join users u on u.id = p.user_id left join h on h.user_id = p.user_id`),
  );
  people.sort((a, b) => compareHu(a.name, b.name));
  const months = resultRows<{ month: string; billable: number; other: number }>(
    await tx.execute(sql`select to_char(te.work_date, 'YYYY-MM') as month, sum(case when te.billable then te.minutes else 0 end)::int as billable, sum(case when te.billable then 0 else te.minutes end)::int as other
      from time_entries te where ${inPeriod} ${viewer.firmWide ? sql`` : sql`and te.user_id = ${viewer.userId}`} group by 1`),
  );
  const byMonth = new Map(months.map((m) => [m.month, m]));
  return {
    period,
    workingDays,
    hoursPerDay: HOURS_PER_WORKING_DAY,
    lawyers: people
      .filter((p) => viewer.firmWide || p.user_id === viewer.userId)
      .map((p) => ({
        userId: p.user_id,
        name: p.name,
        totalHours: hours(p.total),
        billableHours: hours(p.billable),
        billableShare: share(p.billable, p.total),
        capacityHours,
        utilisation: share(p.billable, capacityHours * 60),
        workedHuf: Number(p.worked),
      })),
    hoursByMonth: monthsOf(period).map((month) => ({ month, billableHours: hours(byMonth.get(month)?.billable ?? 0), nonBillableHours: hours(byMonth.get(month)?.other ?? 0) })),
  };
}
