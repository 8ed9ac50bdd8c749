// /app/hospitality/reservations/new and /:id (issue 37.2): the reservation form, and one
// reservation with its stays, guests, actions (confirm, check-in, check-out, room change,
// cancellation, no-show), history and NTAK messages.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { GENDER_LABELS, MARKET_SEGMENT_LABELS, SALES_CHANNEL_LABELS, TOURIST_TAX_EXEMPTION_INFO } from '@shared/hospitality/codes';
import { canMove, isEditable } from '@shared/hospitality/reservation-status';
import { errorText } from '@client/lib/api-client';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { LoadError } from '@client/components/errors/load-error';
import { ObjectLoadError } from '@client/components/errors/object-load-error';
import { useCheckOut, useCreateReservation, useProperties, useReservation, useSetStatus, useUpdateReservation } from '../api/hospitality-api';
import type { ReservationDetail } from '../api/types';
import { FolioPanel } from './folio-panel';
import { dateTime, day, HousekeepingBadge, money, Notice, Panel, PropertyPicker, StatusBadge } from './labels';
import { EditReservationForm, NewReservationForm } from './reservation-form';
import { CancelForm, CheckInForm, RoomChangeForm } from './stay-actions';
import { usePropertyChoice } from './use-property';
import { countryName } from '@shared/intl';

const Loading = () => <div role="status" aria-label="Betöltés" className="h-64 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;

export function NewReservationPage() {
  const properties = useProperties();
  const { property, choose } = usePropertyChoice(properties.data);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateReservation();
  const today = todayInBudapest();
  const arrival = params.get('erkezes') ?? today;
  const unit = params.get('egyseg');
  return (
    <div className="space-y-6">
      <PageHeader title="Új foglalás" />
      {properties.isError ? (
        <LoadError onRetry={() => void properties.refetch()} error={properties.error} />
      ) : !properties.data ? (
        <Loading />
      ) : !property ? (
        <p>Még nincs szálláshely: előbb vegyél fel egyet a Szálláshelyek oldalon.</p>
      ) : (
        <>
          <PropertyPicker properties={properties.data} value={property.id} onChange={choose} />
          <NewReservationForm
            key={property.id}
            property={property}
            defaults={{ propertyId: property.id, unitIds: unit && property.units.some((u) => u.id === unit) ? [unit] : [], arrival, departure: params.get('tavozas') ?? addDays(arrival, 1) }}
            onSaved={async (body) => {
              const r = await create.mutateAsync(body);
              await navigate(`/app/hospitality/reservations/${r.id}`);
            }}
          />
        </>
      )}
    </div>
  );
}

type Action = 'edit' | 'checkIn' | 'roomChange' | 'cancel' | null;

export function ReservationDetailPage({ id, canBook, canInvoice, canViewInvoices }: { id: string; canBook: boolean; canInvoice: boolean; canViewInvoices: boolean }) {
  const reservation = useReservation(id);
  const properties = useProperties();
  const [action, setAction] = useState<Action>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const setStatus = useSetStatus(id);
  const checkOut = useCheckOut(id);
  if (reservation.isError)
    return (
      <ObjectLoadError
        error={reservation.error}
        onRetry={() => void reservation.refetch()}
        title="Foglalás"
        missingText="Ez a foglalás nem található."
        back={{ to: '/app/hospitality/reservations', label: 'Vissza a foglalásokhoz' }}
      />
    );
  const r = reservation.data;
  if (!r) return <Loading />;
  const property = properties.data?.find((p) => p.id === r.propertyId);
  const done = () => setAction(null);
  const run = (p: Promise<unknown>) => {
    setProblem(null);
    p.catch((e: unknown) => setProblem(errorText(e)));
  };
  const status = (to: 'tentative' | 'confirmed' | 'no_show') => run(setStatus.mutateAsync({ status: to, version: r.version }));
  const today = todayInBudapest();
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Foglalás ${r.number}`}
        actions={
          <Link to="/app/hospitality/reservations" className="self-center text-sm text-indigo-700 underline dark:text-indigo-300">
            Vissza a foglalásokhoz
          </Link>
        }
      >
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={r.status} /> {r.bookerName} · {day(r.arrival)} – {day(r.departure)} · {r.nights} éj
        </p>
      </PageHeader>
      {problem && <Notice tone="error">{problem}</Notice>}
      {canBook && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Műveletek">
          {canMove(r.status, 'checked_in') && (
            <Button onClick={() => setAction('checkIn')} disabled={today < r.arrival || today >= r.departure} title={today < r.arrival ? 'Bejelentkezni legkorábban az érkezés napján lehet.' : undefined}>
              Bejelentkezés
            </Button>
          )}
          {r.status === 'checked_in' && (
            <>
              <Button onClick={() => window.confirm('Kijelentkezteted a vendégeket? Az egység takarítandó lesz.') && run(checkOut.mutateAsync(r.version))}>Kijelentkeztetés</Button>
              <Button variant="secondary" onClick={() => setAction('roomChange')}>
                Szobacsere
              </Button>
            </>
          )}
          {isEditable(r.status) && (
            <Button variant="secondary" onClick={() => setAction('edit')}>
              Módosítás
            </Button>
          )}
          {canMove(r.status, 'confirmed') && (
            <Button variant="secondary" onClick={() => status('confirmed')}>
              Visszaigazolás
            </Button>
          )}
          {canMove(r.status, 'tentative') && (
            <Button variant="secondary" onClick={() => status('tentative')}>
              Előfoglalássá
            </Button>
          )}
          {canMove(r.status, 'no_show') && today >= r.arrival && (
            <Button variant="secondary" onClick={() => window.confirm('Nem érkezett meg a vendég? Az éjszakák felszabadulnak.') && status('no_show')}>
              Nem érkezett meg
            </Button>
          )}
          {canMove(r.status, 'cancelled') && (
            <Button variant="ghost" onClick={() => setAction('cancel')}>
              Lemondás
            </Button>
          )}
        </div>
      )}
      {action === 'edit' && property ? (
        <Panel title="Foglalás módosítása">
          <Edit reservation={r} property={property} onDone={done} />
        </Panel>
      ) : (
        <Overview r={r} />
      )}
      {canViewInvoices && <FolioPanel reservation={r} canBook={canBook} canInvoice={canInvoice} />}
      <Panel title="Előzmények">
        <ol className="space-y-1 text-sm">
          {r.history.map((h) => (
            <li key={h.id}>
              <span className="text-slate-700 dark:text-slate-300">{dateTime(h.at)}</span> · {EVENT_LABELS[h.kind] ?? h.kind}
              {h.userName ? ` · ${h.userName}` : ''}
            </li>
          ))}
        </ol>
      </Panel>
      <Panel title="NTAK-üzenetek">
        {r.ntakMessages.length === 0 ? (
          <p className="text-sm">Még nincs NTAK-üzenet.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {r.ntakMessages.map((m) => (
              <li key={m.id}>
                {NTAK_KIND_LABELS[m.kind] ?? m.kind}
                {m.cancelled ? ' (lemondás)' : ''} · {NTAK_STATE_LABELS[m.state] ?? m.state} · {dateTime(m.createdAt)}
                {m.lastError ? ` · ${m.lastError}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Dialog open={action === 'checkIn' || action === 'roomChange' || action === 'cancel'} title={action === 'checkIn' ? 'Bejelentkezés' : action === 'roomChange' ? 'Szobacsere' : 'Lemondás'} onClose={done}>
        {action === 'checkIn' && <CheckInForm reservation={r} onDone={done} />}
        {action === 'roomChange' && <RoomChangeForm reservation={r} property={property} onDone={done} />}
        {action === 'cancel' && <CancelForm reservation={r} onDone={done} />}
      </Dialog>
    </div>
  );
}

function Edit({ reservation, property, onDone }: { reservation: ReservationDetail; property: NonNullable<ReturnType<typeof useProperties>['data']>[number]; onDone: () => void }) {
  const update = useUpdateReservation(reservation.id);
  return (
    <EditReservationForm
      property={property}
      reservation={reservation}
      onCancel={onDone}
      onSaved={async (body) => {
        await update.mutateAsync(body);
        onDone();
      }}
    />
  );
}

export const EVENT_LABELS: Record<string, string> = {
  created: 'Létrehozva',
  changed: 'Módosítva',
  moved: 'Áthelyezve',
  status: 'Állapot módosítva',
  confirmed: 'Visszaigazolva',
  cancelled: 'Lemondva',
  no_show: 'Nem érkezett meg',
  checked_in: 'Bejelentkezett',
  checked_out: 'Kijelentkezett',
  room_change: 'Szobacsere',
};
export const NTAK_KIND_LABELS: Record<string, string> = { FOGLALAS: 'Foglalás', BEJELENTKEZES: 'Bejelentkezés', KIJELENTKEZES: 'Kijelentkezés', SZOBAVALTOZAS: 'Szobaváltozás', NAPI_ZARAS: 'Napi zárás' };
export const NTAK_STATE_LABELS: Record<string, string> = { pending: 'Küldésre vár', sending: 'Küldés alatt', sent: 'Elküldve', accepted: 'Elfogadva', rejected: 'Elutasítva', failed: 'Hiba', superseded: 'Újraküldve' };

function Overview({ r }: { r: ReservationDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="Adatok">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt>Szálláshely</dt>
          <dd>{r.propertyName}</dd>
          <dt>Vendégek</dt>
          <dd>
            {r.adults} felnőtt{r.childrenAges.length ? `, ${r.childrenAges.length} gyermek (${r.childrenAges.join(', ')} év)` : ''}
          </dd>
          <dt>Foglaló</dt>
          <dd>{[r.bookerName, r.bookerEmail, r.bookerPhone, r.bookerNationality && countryName(r.bookerNationality)].filter(Boolean).join(' · ')}</dd>
          <dt>Szállásdíj</dt>
          <dd>{money(r.accommodationTotal ?? r.stays.filter((s) => s.holds).reduce((a, s) => a + s.nightPrices.reduce((x, y) => x + y, 0), 0))}</dd>
          <dt>Csatorna</dt>
          <dd>{SALES_CHANNEL_LABELS[r.salesChannel]}</dd>
          <dt>Szegmens</dt>
          <dd>{MARKET_SEGMENT_LABELS[r.marketSegment]}</dd>
          {r.cancellationReason && (
            <>
              <dt>Lemondás oka</dt>
              <dd>
                {r.cancellationReason}
                {r.cancellationFee ? ` (díj: ${money(r.cancellationFee)})` : ''}
              </dd>
            </>
          )}
          {r.note && (
            <>
              <dt>Megjegyzés</dt>
              <dd>{r.note}</dd>
            </>
          )}
        </dl>
      </Panel>
      <Panel title="Egységek és vendégek">
        <ul className="space-y-1 text-sm">
          {r.stays.map((s) => (
            <li key={s.id} className={s.holds ? '' : 'text-slate-700 line-through dark:text-slate-300'}>
              <span className="font-semibold">{s.unitName}</span> · {day(s.startsOn)} – {day(s.endsOn)} <HousekeepingBadge state={s.housekeeping} />
            </li>
          ))}
        </ul>
        {r.guests.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm">
            {r.guests.map((g) => (
              <li key={g.id}>
                {g.name ?? (g.registerPurged ? 'Nyilvántartási adat törölve' : 'Vendég')} · {GENDER_LABELS[g.gender]}, {g.birthYear}, {countryName(g.nationality)}
                {g.touristTaxExemption ? ` · IFA-mentes: ${TOURIST_TAX_EXEMPTION_INFO[g.touristTaxExemption].label}` : ''}
                {g.checkedOutAt ? ' · kijelentkezett' : g.checkedInAt ? ' · bent lakik' : ''}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
