// /app/hospitality/guests (issue 37.4): the guest register — who stayed, with NTAK's anonymous
// fields; the personal data the law requires at check-in opens on request (the reading is
// audited) and is gone after the keeping period (decision 0344).
import { useState } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_TYPE_LABELS, GENDER_LABELS, TOURIST_TAX_EXEMPTION_INFO, type DocumentType } from '@shared/hospitality/codes';
import { Button } from '@client/components/ui/button';
import type { Column } from '@client/components/ui/data-table';
import { DataTable } from '@client/components/ui/data-table';
import { Dialog } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { Pager } from '@client/components/ui/pager';
import { SearchField } from '@client/components/ui/search-field';
import { GUESTS_PAGE_SIZE, useGuestRegister, useGuests } from '../api/hospitality-api';
import type { GuestRow } from '../api/types';
import { day, dateTime } from './labels';
import { countryName } from '@shared/intl';

export function GuestsPage() {
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const guests = useGuests(q, offset);
  const [open, setOpen] = useState<GuestRow | null>(null);
  const columns: Column<GuestRow>[] = [
    { key: 'name', header: 'Vendég', cell: (g) => g.name ?? (g.purgedAt ? 'Törölt nyilvántartási adat' : '–'), sortValue: (g) => g.name },
    {
      key: 'reservation',
      header: 'Foglalás',
      cell: (g) => (
        <Link to={`/app/hospitality/reservations/${g.reservationId}`} className="text-indigo-700 underline dark:text-indigo-300">
          {g.reservationNumber}
        </Link>
      ),
    },
    { key: 'unit', header: 'Egység', cell: (g) => g.unitName ?? '–' },
    { key: 'stay', header: 'Tartózkodás', cell: (g) => `${day(g.arrival)} – ${day(g.departure)}`, sortValue: (g) => g.arrival },
    { key: 'ntak', header: 'NTAK-adatok', cell: (g) => `${GENDER_LABELS[g.gender]}, ${g.birthYear}, ${countryName(g.nationality)}, ${countryName(g.residenceCountry)} ${g.residencePostcode}` },
    { key: 'tax', header: 'Idegenforgalmi adó', cell: (g) => (g.touristTaxExemption ? `Mentes (${TOURIST_TAX_EXEMPTION_INFO[g.touristTaxExemption].ntak})` : 'Adóköteles') },
    { key: 'state', header: 'Állapot', cell: (g) => (g.checkedOutAt ? 'Kijelentkezett' : g.checkedInAt ? 'Bent lakik' : '–') },
  ];
  const rows = guests.data;
  return (
    <div className="space-y-6">
      <PageHeader title="Vendégek">
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          A vendégnyilvántartás személyes adatait (2016. évi CLVI. tv. 9/H. §) a gyűjtés évét követő év utolsó napjáig őrizzük, utána automatikusan töröljük; az NTAK csak névtelen adatokat kap.
        </p>
      </PageHeader>
      <SearchField
        label="Keresés név szerint"
        value={q}
        onChange={(v) => {
          setQ(v);
          setOffset(0);
        }}
      />
      <DataTable
        label="Vendégek"
        columns={columns}
        rows={rows}
        rowKey={(g) => g.id}
        loading={guests.isPending}
        error={guests.isError ? (guests.error ?? true) : false}
        onRetry={() => void guests.refetch()}
        emptyText="Nincs még bejelentkezett vendég."
        actions={(g) =>
          g.purgedAt ? null : (
            <Button variant="ghost" onClick={() => setOpen(g)} aria-label={`${g.name ?? 'Vendég'}: nyilvántartási adatok`}>
              Adatok
            </Button>
          )
        }
      />
      {rows && (offset > 0 || rows.length === GUESTS_PAGE_SIZE) && <Pager total={offset + rows.length + (rows.length === GUESTS_PAGE_SIZE ? 1 : 0)} offset={offset} pageSize={GUESTS_PAGE_SIZE} onChange={setOffset} />}
      <Dialog open={open !== null} title={open ? `${open.name ?? 'Vendég'} – nyilvántartási adatok` : ''} onClose={() => setOpen(null)}>
        {open && <Register guestId={open.id} onClose={() => setOpen(null)} />}
      </Dialog>
    </div>
  );
}

const REGISTER_FIELDS: [string, string][] = [
  ['familyName', 'Családi név'],
  ['givenName', 'Utónév'],
  ['birthName', 'Születési név'],
  ['birthPlace', 'Születési hely'],
  ['birthDate', 'Születési dátum'],
  ['nationality', 'Állampolgárság'],
  ['mothersBirthName', 'Anyja születési neve'],
  ['documentType', 'Okmány típusa'],
  ['documentNumber', 'Okmányszám'],
  ['visaNumber', 'Vízum / tartózkodási engedély'],
  ['entryDate', 'Beutazás napja'],
  ['entryPlace', 'Beutazás helye'],
  ['residenceCountry', 'Lakóhely országa'],
  ['residencePostcode', 'Irányítószám'],
  ['residenceCity', 'Település'],
  ['residenceAddress', 'Lakcím'],
];

function Register({ guestId, onClose }: { guestId: string; onClose: () => void }) {
  const entry = useGuestRegister(guestId);
  const e = entry.data;
  const show = (key: string, v: unknown) => {
    if (v === null || v === undefined || v === '') return '–';
    if (key === 'documentType') return DOCUMENT_TYPE_LABELS[v as DocumentType] ?? String(v);
    if ((key === 'birthDate' || key === 'entryDate') && typeof v === 'string') return day(v);
    return String(v);
  };
  return (
    <div className="space-y-3 text-sm">
      {entry.isPending ? (
        <p role="status">Betöltés…</p>
      ) : !e ? (
        <p role="alert">Az adatok nem tölthetők be.</p>
      ) : !e.data ? (
        <p>Az adatokat a megőrzési idő leteltével töröltük{e.purgedAt ? ` (${dateTime(e.purgedAt)})` : ''}.</p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {REGISTER_FIELDS.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
                <dd>{show(key, e.data?.[key])}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-slate-700 dark:text-slate-300">
            Rögzítve: {day(e.collectedOn)}. Törlés: {day(e.purgeAfter)} után. Az adatok megtekintése naplózott.
          </p>
        </>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Bezárás
        </Button>
      </div>
    </div>
  );
}
