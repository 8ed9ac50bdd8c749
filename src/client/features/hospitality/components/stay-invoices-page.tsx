// /app/hospitality/invoices (issue 37.6–37.7): the stays to invoice (each folio opens on its
// reservation) and the month's tourist tax (IFA) as the municipality's return needs it — due by
// the 15th of the next month — with the CSV export.
import { useState } from 'react';
import { Link } from 'react-router';
import { todayInBudapest } from '@shared/dates/iso-date';
import { formatHuNumber } from '@shared/hu/format';
import { LoadError } from '@client/components/errors/load-error';
import type { Column } from '@client/components/ui/data-table';
import { DataTable } from '@client/components/ui/data-table';
import { FilterChips } from '@client/components/ui/filter-chips';
import { PageHeader } from '@client/components/ui/page-header';
import { QueryTable } from '@client/components/ui/query-table';
import { inputClasses } from '@client/components/form';
import { RESERVATIONS_PAGE_SIZE, useProperties, useReservations, useTouristTax } from '../api/hospitality-api';
import type { ReservationSummary, TouristTaxMonth } from '../api/types';
import { day, money, Panel, PropertyPicker, StatusBadge } from './labels';
import { touristTaxText } from './properties-page';
import { PropertyGate, PropertyLoading } from './property-gate';
import { usePropertyChoice } from './use-property';

const HU_MONTHS = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];
const monthName = (m: string) => `${m.slice(0, 4)}. ${HU_MONTHS[Number(m.slice(5, 7)) - 1] ?? ''}`;

export function StayInvoicesPage() {
  const properties = useProperties();
  const { property, choose } = usePropertyChoice(properties.data);
  const [status, setStatus] = useState<'checked_out' | 'checked_in'>('checked_out');
  const [offset, setOffset] = useState(0);
  const [month, setMonth] = useState(todayInBudapest().slice(0, 7));
  // The stays and the month are the chosen property's: asked only once the property is known (no request for "no property").
  const stays = useReservations({ propertyId: property?.id ?? '', status, q: '', offset }, RESERVATIONS_PAGE_SIZE, property !== null);
  const tax = useTouristTax(property?.id ?? '', month, property !== null);
  const columns: Column<ReservationSummary>[] = [
    {
      key: 'number',
      header: 'Foglalás',
      cell: (r) => (
        <Link to={`/app/hospitality/reservations/${r.id}#folio`} className="text-indigo-700 underline dark:text-indigo-300">
          {r.number}
        </Link>
      ),
    },
    { key: 'booker', header: 'Foglaló', cell: (r) => r.bookerName },
    { key: 'dates', header: 'Tartózkodás', cell: (r) => `${day(r.arrival)} – ${day(r.departure)}` },
    { key: 'units', header: 'Egység', cell: (r) => r.units.join(', ') },
    { key: 'status', header: 'Állapot', cell: (r) => <StatusBadge status={r.status} /> },
    { key: 'total', header: 'Szállásdíj', cell: (r) => money(r.accommodationTotal), className: 'text-right' },
  ];
  return (
    <div className="space-y-6">
      <PageHeader title="Szállásszámlák és idegenforgalmi adó" />
      <PropertyGate properties={properties} property={property}>
        {(chosen, all) => (
          <>
            <PropertyPicker properties={all} value={chosen.id} onChange={choose} />
            <Panel title="Számlázandó tartózkodások">
              <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
                A folió a foglalás oldalán válik számlává: a szállás 5%-os áfával, az idegenforgalmi adó az áfa tárgyi hatályán kívül (ATK), az extrák a saját kulcsukkal.
              </p>
              <div className="mb-3">
                <FilterChips
                  label="Állapot"
                  options={['checked_out', 'checked_in'] as const}
                  value={status}
                  onChange={(s) => {
                    setStatus(s);
                    setOffset(0);
                  }}
                  optionLabel={(s) => (s === 'checked_out' ? 'Kijelentkezett' : 'Bent lakó')}
                />
              </div>
              <QueryTable label="Számlázandó tartózkodások" columns={columns} query={stays} emptyText="Nincs ilyen tartózkodás." stackOnPhone pager={{ offset, pageSize: RESERVATIONS_PAGE_SIZE, onChange: setOffset }} />
            </Panel>
            <Panel
              title="Idegenforgalmi adó"
              actions={
                <a
                  href={`/api/hospitality/tourist-tax/export?month=${month}&propertyId=${chosen.id}`}
                  download
                  className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold dark:border-slate-600"
                >
                  CSV letöltése
                </a>
              }
            >
              <label className="block max-w-xs text-sm font-medium">
                Hónap
                <input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} className={inputClasses} />
              </label>
              {tax.data ? <TaxMonth m={tax.data} /> : !tax.isError && <PropertyLoading />}
              {tax.isError && <LoadError compact className="mt-3" title="Az adatok nem tölthetők be." error={tax.error} onRetry={() => void tax.refetch()} />}
            </Panel>
          </>
        )}
      </PropertyGate>
    </div>
  );
}

function TaxMonth({ m }: { m: TouristTaxMonth }) {
  return (
    <div className="mt-3 space-y-3">
      <p className="text-sm">
        {monthName(m.month)} · szabály: {touristTaxText(m.rule)} · a bevallás határideje: <strong>{day(m.dueOn)}</strong>
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {[
          ['Vendégéjszaka', formatHuNumber(m.guestNights)],
          ['Adóköteles', formatHuNumber(m.liableGuestNights)],
          ['Mentes', formatHuNumber(m.exemptGuestNights)],
          ['Fizetendő adó', money(m.taxDue)],
          ['Beszedve (kiállított számlákon)', money(m.collected)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
            <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {m.exemptByReason.length > 0 && (
        <ul className="text-sm" aria-label="Mentességek">
          {m.exemptByReason.map((r) => (
            <li key={r.reason}>
              {r.label}: {formatHuNumber(r.guestNights)} vendégéjszaka
            </li>
          ))}
        </ul>
      )}
      <DataTable
        label="Napi bontás"
        columns={[
          { key: 'date', header: 'Nap', cell: (d: TouristTaxMonth['days'][number]) => day(d.date), sortValue: (d) => d.date },
          { key: 'nights', header: 'Vendégéjszaka', cell: (d) => d.guestNights, className: 'text-right' },
          { key: 'liable', header: 'Adóköteles', cell: (d) => d.liable, className: 'text-right' },
          { key: 'exempt', header: 'Mentes', cell: (d) => d.exempt, className: 'text-right' },
          { key: 'tax', header: 'Adó', cell: (d) => money(d.tax), className: 'text-right' },
        ]}
        rows={m.days}
        rowKey={(d) => d.date}
        stackOnPhone
        loading={false}
        error={false}
        onRetry={() => undefined}
        emptyText="Ebben a hónapban nem volt vendégéjszaka."
      />
    </div>
  );
}
