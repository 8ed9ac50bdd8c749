// The Határidőnapló's calendar: an agenda of open deadlines, a week of seven days (with the day's
// holiday or swapped-day name from the server's working-day calendar) and a month grid (its
// holidays and swapped days marked from the same calendar).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDays, daysInMonth, isoWeekday, todayInBudapest } from '@shared/dates/iso-date';
import type { DeadlineItem } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { formatHuDate, formatHuDateWithWeekday, HU_MONTHS } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { useServerWorkingCalendar } from '../api/calendar-api';
import { useDeadlines } from '../api/deadlines-api';
import { DeadlineList } from './deadline-list';

export type Scope = 'mine' | 'firm';
const views = ['agenda', 'week', 'month'] as const;
type View = (typeof views)[number];

export function Loading() {
  const { t } = useTranslation();
  return <div role="status" aria-label={t('common.loading')} className="h-16 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />;
}

export function DeadlineCalendar({ scope, canEdit }: { scope: Scope; canEdit: boolean }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('agenda');
  return (
    <>
      <div role="radiogroup" aria-label={t('complianceTracker.page.view')} className="flex flex-wrap gap-2">
        {views.map((v) => (
          <Button key={v} variant={view === v ? 'primary' : 'secondary'} role="radio" aria-checked={view === v} onClick={() => setView(v)}>
            {t(`complianceTracker.page.view_${v}`)}
          </Button>
        ))}
      </div>
      {view === 'agenda' ? <Agenda scope={scope} canEdit={canEdit} /> : view === 'week' ? <Week scope={scope} /> : <Month scope={scope} />}
    </>
  );
}

/** Open deadlines from today on, in the order of their last day. */
function Agenda({ scope, canEdit }: { scope: Scope; canEdit: boolean }) {
  const { t } = useTranslation();
  const list = useDeadlines({ scope, status: 'open', from: todayInBudapest(), limit: 200 });
  if (!list.data) return <Loading />;
  return <DeadlineList items={list.data.items} canEdit={canEdit} showMatter empty={t('complianceTracker.page.noUpcoming')} />;
}

/** The deadlines of [from, to] grouped by their last day. */
function useDeadlinesByDay(scope: Scope, from: string, to: string) {
  const list = useDeadlines({ scope, from, to, limit: 500 });
  const byDay = new Map<string, DeadlineItem[]>();
  for (const d of list.data?.items ?? []) byDay.set(d.dueOn, [...(byDay.get(d.dueOn) ?? []), d]);
  return byDay;
}

const chipClasses = (x: DeadlineItem) =>
  x.overdue
    ? 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100'
    : x.status === 'done'
      ? 'bg-emerald-100 text-emerald-900 line-through dark:bg-emerald-900 dark:text-emerald-100'
      : 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100';

function Week({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const today = todayInBudapest();
  const [monday, setMonday] = useState(() => addDays(today, 1 - isoWeekday(today)));
  const sunday = addDays(monday, 6);
  const byDay = useDeadlinesByDay(scope, monday, sunday);
  const calendar = useServerWorkingCalendar();
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => setMonday(addDays(monday, -7))} aria-label={t('complianceTracker.week.prev')}>
          ‹
        </Button>
        <p className="text-center font-semibold" aria-live="polite">{`${formatHuDate(monday)} – ${formatHuDate(sunday)}`}</p>
        <Button variant="secondary" onClick={() => setMonday(addDays(monday, 7))} aria-label={t('complianceTracker.week.next')}>
          ›
        </Button>
      </div>
      <ol className="grid gap-2 text-sm lg:grid-cols-7" aria-label={t('complianceTracker.week.grid')}>
        {days.map((d) => {
          const items = byDay.get(d) ?? [];
          const info = calendar?.dayInfo(d);
          const resting = info ? !calendar!.isWorkingDay(d) : isoWeekday(d) >= 6;
          return (
            <li
              key={d}
              aria-label={`${formatHuDateWithWeekday(d)}: ${items.length ? items.map((x) => x.title).join(', ') : t('complianceTracker.page.noDeadline')}`}
              className={`min-h-24 rounded border p-2 ${d === today ? 'border-indigo-500' : 'border-slate-200 dark:border-slate-700'} ${resting ? 'bg-slate-50 dark:bg-slate-800' : ''}`}
            >
              <p className="font-medium">{formatHuDateWithWeekday(d)}</p>
              {info?.name && <p className="text-xs text-slate-700 dark:text-slate-300">{info.name}</p>}
              {items.map((x) => (
                <Link key={x.id} to={`/app/matters/${x.matterId}`} className={`mt-1 block rounded px-1.5 py-1 break-words ${chipClasses(x)}`}>
                  <span className="font-medium">{x.title}</span>
                  <span className="block text-xs">{`${x.matterNumber} · ${x.responsible?.name ?? t('complianceTracker.form.nobody')}`}</span>
                </Link>
              ))}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Month({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const today = todayInBudapest();
  const [month, setMonth] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }));
  const first = `${month.year}-${String(month.month).padStart(2, '0')}-01`;
  const last = addDays(first, daysInMonth(month.year, month.month) - 1);
  const byDay = useDeadlinesByDay(scope, first, last);
  // Holidays and swapped days from the server's calendar, the one deadlines are computed with.
  const calendar = useServerWorkingCalendar();
  const lead = isoWeekday(first) - 1;
  const days = Array.from({ length: daysInMonth(month.year, month.month) }, (_, i) => addDays(first, i));
  const specialOf = (d: string) => {
    const info = calendar?.dayInfo(d);
    return info && info.kind !== 'workday' && info.kind !== 'weekend' ? { kind: info.kind, name: info.name ?? '' } : null;
  };
  const specials = days.flatMap((d) => {
    const special = specialOf(d);
    return special ? [{ date: d, ...special }] : [];
  });
  const shift = (n: number) => {
    const m = month.month + n;
    setMonth({ year: month.year + Math.floor((m - 1) / 12), month: ((m - 1 + 12) % 12) + 1 });
  };
  const weekdays = t('complianceTracker.page.weekdays').split(',');
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => shift(-1)} aria-label={t('complianceTracker.page.prevMonth')}>
          ‹
        </Button>
        <p className="font-semibold" aria-live="polite">{`${month.year}. ${HU_MONTHS[month.month - 1]}`}</p>
        <Button variant="secondary" onClick={() => shift(1)} aria-label={t('complianceTracker.page.nextMonth')}>
          ›
        </Button>
      </div>
      <ol className="grid grid-cols-7 gap-1 text-xs" aria-label={t('complianceTracker.page.monthGrid')}>
        {weekdays.map((w) => (
          <li key={w} aria-hidden className="text-center font-semibold">
            {w}
          </li>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <li key={`pad-${i}`} aria-hidden />
        ))}
        {days.map((d) => {
          const items = byDay.get(d) ?? [];
          const resting = calendar ? !calendar.isWorkingDay(d) : isoWeekday(d) >= 6;
          const special = specialOf(d);
          return (
            <li
              key={d}
              data-day-kind={calendar?.dayInfo(d).kind}
              title={special?.name}
              aria-label={`${formatHuDate(d)}${special ? ` (${special.name})` : ''}: ${items.length ? items.map((x) => x.title).join(', ') : t('complianceTracker.page.noDeadline')}`}
              className={`min-h-16 min-w-0 rounded border p-1 ${d === today ? 'border-indigo-500' : 'border-slate-200 dark:border-slate-700'} ${resting ? 'bg-slate-50 dark:bg-slate-800' : ''}`}
            >
              <span className={`font-medium ${!special ? '' : special.kind === 'working_saturday' ? 'text-emerald-800 dark:text-emerald-300' : 'text-rose-800 dark:text-rose-300'}`}>{Number(d.slice(8))}</span>
              {special && (
                <span
                  aria-hidden
                  className={`block truncate text-[0.6875rem] leading-tight max-sm:hidden ${special.kind === 'working_saturday' ? 'text-emerald-800 dark:text-emerald-300' : 'text-rose-800 dark:text-rose-300'}`}
                >
                  {t(`complianceTracker.page.dayKind_${special.kind}`)}
                </span>
              )}
              {items.map((x) => (
                <Link key={x.id} to={`/app/matters/${x.matterId}`} title={`${x.title} – ${x.matterNumber}`} className={`mt-0.5 block truncate rounded px-1 ${chipClasses(x)}`}>
                  {x.title}
                </Link>
              ))}
            </li>
          );
        })}
      </ol>
      {specials.length > 0 && (
        <ul aria-label={t('complianceTracker.page.specialDays')} className="space-y-0.5 text-xs text-slate-700 dark:text-slate-300">
          {specials.map((x) => (
            <li key={x.date}>
              <span className={`font-medium ${x.kind === 'working_saturday' ? 'text-emerald-800 dark:text-emerald-300' : 'text-rose-800 dark:text-rose-300'}`}>{formatHuDateWithWeekday(x.date)}</span>: {x.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
