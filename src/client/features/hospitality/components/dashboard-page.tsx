// /app/hospitality and /app/hospitality/dashboard (issue 37.9): today's arrivals, departures and
// in-house guests; the month's occupancy per day, ADR (average daily rate: room revenue per sold
// unit-night) and RevPAR (room revenue per available unit-night); the tourist tax collected; the
// NTAK days still missing.
import { Link } from 'react-router';
import { addDays, daysBetween, maxIsoDate, minIsoDate, todayInBudapest } from '@shared/dates/iso-date';
import { formatHuNumber } from '@shared/hu/format';
import { buttonClasses } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { useCalendar, useNtakOverview, useProperties, useReservations, useTouristTax } from '../api/hospitality-api';
import type { CalendarData, ReservationSummary } from '../api/types';
import { day, money, Panel, PropertyPicker, StatusBadge } from './labels';
import { PropertyGate } from './property-gate';
import { usePropertyChoice } from './use-property';
import { ChartDataTable } from '@client/components/ui/chart-data-table';

const HOLDING = new Set(['tentative', 'confirmed', 'checked_in', 'checked_out']);

function monthRange(today: string) {
  const from = `${today.slice(0, 7)}-01`;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const to = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to };
}

/** Room revenue in [from, to): each reservation's total spread evenly over its nights. */
export function monthFigures(reservations: readonly ReservationSummary[], calendar: CalendarData, from: string, to: string) {
  let revenue = 0;
  for (const r of reservations) {
    if (!HOLDING.has(r.status) || !r.accommodationTotal || r.nights <= 0) continue;
    const nightsIn = daysBetween(maxIsoDate(r.arrival, from), minIsoDate(r.departure, to));
    if (nightsIn > 0) revenue += (r.accommodationTotal / r.nights) * nightsIn;
  }
  const sold = calendar.days.reduce((a, d) => a + d.occupied, 0);
  const available = calendar.days.reduce((a, d) => a + d.available, 0);
  return { revenue: Math.round(revenue), sold, available, occupancy: available ? (sold / available) * 100 : 0, adr: sold ? Math.round(revenue / sold) : 0, revpar: available ? Math.round(revenue / available) : 0 };
}

export function HospitalityDashboardPage({ canViewInvoices }: { canViewInvoices: boolean }) {
  const properties = useProperties();
  const { property, choose } = usePropertyChoice(properties.data);
  const today = todayInBudapest();
  const { from, to } = monthRange(today);
  const propertyId = property?.id ?? '';
  // Asked only once the property is known: never the figures of every property first (decision 0491).
  const around = useReservations({ propertyId, status: 'all', q: '', offset: 0, from: addDays(today, -1), to: addDays(today, 1) }, 200, propertyId !== '');
  const month = useReservations({ propertyId, status: 'all', q: '', offset: 0, from, to }, 200, propertyId !== '');
  const calendar = useCalendar(propertyId, from, to);
  const ntak = useNtakOverview();
  const tax = useTouristTax(propertyId, today.slice(0, 7), canViewInvoices && propertyId !== '');
  const list = around.data?.items;
  const arrivals = list?.filter((r) => r.arrival === today && ['tentative', 'confirmed', 'checked_in'].includes(r.status));
  const departures = list?.filter((r) => r.departure === today && ['checked_in', 'checked_out'].includes(r.status));
  const inHouse = list?.filter((r) => r.status === 'checked_in');
  const figures = calendar.data && month.data ? monthFigures(month.data.items, calendar.data, from, to) : null;
  const missing = ntak.data?.days.find((p) => p.propertyId === propertyId)?.days.filter((d) => d.status === 'missing' || d.status === 'rejected').length;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Vendéglátás"
        actions={
          <>
            <Link to="/app/hospitality/calendar" className={buttonClasses('secondary')}>
              Naptár
            </Link>
            <Link to="/app/hospitality/reservations/new" className={buttonClasses('primary')}>
              Új foglalás
            </Link>
          </>
        }
      />
      <PropertyGate properties={properties} property={property}>
        {(chosen, all) => (
          <>
            <PropertyPicker properties={all} value={chosen.id} onChange={choose} />
            <div className="grid gap-4 lg:grid-cols-3">
              <TodayList title="Érkezők ma" rows={arrivals} />
              <TodayList title="Távozók ma" rows={departures} />
              <TodayList title="Bent lakók" rows={inHouse} />
            </div>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              <Figure label="Foglaltság (hónap)" value={figures ? `${formatHuNumber(figures.occupancy, { maxFractionDigits: 1 })}%` : '…'} />
              <Figure label="ADR (átlagos napi ár)" value={figures ? money(figures.adr) : '…'} />
              <Figure label="RevPAR" value={figures ? money(figures.revpar) : '…'} />
              <Figure label="Szállásbevétel (hónap)" value={figures ? money(figures.revenue) : '…'} />
              {canViewInvoices && <Figure label="Beszedett IFA (hónap)" value={tax.data ? money(tax.data.collected) : '…'} />}
              <Figure label="Hiányzó NTAK-napok" value={missing === undefined ? '…' : String(missing)} link={missing ? '/app/hospitality/ntak' : undefined} />
            </dl>
            {calendar.data && <DailyOccupancy data={calendar.data} />}
          </>
        )}
      </PropertyGate>
    </div>
  );
}

/** `rows` undefined: still loading (a bar, not "Nincs."). */
function TodayList({ title, rows }: { title: string; rows: ReservationSummary[] | undefined }) {
  return (
    <Panel title={rows ? `${title} (${rows.length})` : title}>
      {!rows ? (
        <div role="status" aria-label="Betöltés" className="h-5 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      ) : rows.length === 0 ? (
        <p className="text-sm">Nincs.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {rows.map((r) => (
            <li key={r.id}>
              <Link to={`/app/hospitality/reservations/${r.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                {r.bookerName}
              </Link>{' '}
              · {r.units.join(', ')} · <StatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Figure({ label, value, link }: { label: string; value: string; link?: string | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="text-xl font-semibold">
        {link ? (
          <Link to={link} className="underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

function DailyOccupancy({ data }: { data: CalendarData }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <figcaption className="font-semibold">Napi foglaltság a hónapban (%)</figcaption>
      <div aria-hidden="true" className="mt-3 flex h-40 items-end gap-px">
        {data.days.map((d) => (
          <div key={d.date} className="flex h-full flex-1 flex-col justify-end" title={`${day(d.date)}: ${Math.round(d.occupancy)}%`}>
            <div className="rounded-t bg-indigo-500" style={{ height: `${Math.max(1, d.occupancy)}%` }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-700 dark:text-slate-300">
        <span>{day(data.days[0]?.date ?? data.from)}</span>
        <span>{day(data.days.at(-1)?.date ?? data.to)}</span>
      </div>
      <ChartDataTable caption="Napi foglaltság" rows={data.days.map((d) => ({ key: d.date, header: day(d.date), cells: [`${d.occupied} / ${d.available} (${Math.round(d.occupancy)}%)`] }))} />
    </figure>
  );
}
