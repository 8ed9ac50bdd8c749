// /app/hospitality/reservations (issue 37.2): the firm's reservations, filtered by status,
// property and a search (number or booker), paged by the server.
import { useState } from 'react';
import { Link } from 'react-router';
import { RESERVATION_STATUS_LABELS, RESERVATION_STATUSES } from '@shared/hospitality/reservation-status';
import { buttonClasses } from '@client/components/ui/button';
import type { Column } from '@client/components/ui/data-table';
import { FilterChips } from '@client/components/ui/filter-chips';
import { PageHeader } from '@client/components/ui/page-header';
import { QueryTable } from '@client/components/ui/query-table';
import { SearchField } from '@client/components/ui/search-field';
import { RESERVATIONS_PAGE_SIZE, useProperties, useReservations } from '../api/hospitality-api';
import type { ReservationSummary } from '../api/types';
import { day, money, PropertyPicker, StatusBadge } from './labels';
import { PropertyGate } from './property-gate';
import { usePropertyChoice } from './use-property';

const FILTERS = ['active', ...RESERVATION_STATUSES, 'all'] as const;
type Filter = (typeof FILTERS)[number];
const filterLabel = (f: Filter) => (f === 'active' ? 'Aktív' : f === 'all' ? 'Mind' : RESERVATION_STATUS_LABELS[f]);

export function ReservationsPage({ canBook }: { canBook: boolean }) {
  const properties = useProperties();
  const { property, choose } = usePropertyChoice(properties.data);
  const [status, setStatus] = useState<Filter>('active');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  // Asked only once the property is known: never every property's reservations first (decision 0491).
  const reservations = useReservations({ propertyId: property?.id ?? '', status, q, offset }, RESERVATIONS_PAGE_SIZE, property !== null);
  const columns: Column<ReservationSummary>[] = [
    {
      key: 'number',
      header: 'Szám',
      cell: (r) => (
        <Link to={`/app/hospitality/reservations/${r.id}`} className="text-indigo-700 underline dark:text-indigo-300">
          {r.number}
        </Link>
      ),
    },
    { key: 'booker', header: 'Foglaló', cell: (r) => r.bookerName },
    { key: 'dates', header: 'Érkezés – távozás', cell: (r) => `${day(r.arrival)} – ${day(r.departure)}` },
    { key: 'nights', header: 'Éj', cell: (r) => r.nights },
    { key: 'guests', header: 'Vendég', cell: (r) => `${r.adults + r.childrenAges.length} fő` },
    { key: 'units', header: 'Egység', cell: (r) => r.units.join(', ') || '–' },
    { key: 'status', header: 'Állapot', cell: (r) => <StatusBadge status={r.status} /> },
    { key: 'total', header: 'Szállásdíj', cell: (r) => money(r.accommodationTotal), className: 'text-right' },
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Foglalások"
        actions={
          <>
            <Link to="/app/hospitality/calendar" className={buttonClasses('secondary')}>
              Naptár
            </Link>
            {canBook && (
              <Link to={`/app/hospitality/reservations/new${property ? `?szallashely=${property.id}` : ''}`} className={buttonClasses('primary')}>
                Új foglalás
              </Link>
            )}
          </>
        }
      />
      <PropertyGate properties={properties} property={property}>
        {(chosen, all) => (
          <>
            <div className="flex flex-wrap items-end gap-4">
              <PropertyPicker
                properties={all}
                value={chosen.id}
                onChange={(id) => {
                  choose(id);
                  setOffset(0);
                }}
              />
              <SearchField
                label="Keresés (szám vagy foglaló)"
                value={q}
                onChange={(v) => {
                  setQ(v);
                  setOffset(0);
                }}
              />
            </div>
            <FilterChips
              label="Állapot"
              options={FILTERS}
              value={status}
              onChange={(s) => {
                setStatus(s);
                setOffset(0);
              }}
              optionLabel={filterLabel}
            />
            <QueryTable
              label="Foglalások"
              columns={columns}
              query={reservations}
              emptyText="Nincs a szűrésnek megfelelő foglalás."
              stackOnPhone
              pager={{ offset, pageSize: RESERVATIONS_PAGE_SIZE, onChange: setOffset }}
            />
          </>
        )}
      </PropertyGate>
    </div>
  );
}
