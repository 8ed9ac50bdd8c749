// /app/book-appointment (issue 35 point 3): the customer picks a type, a lawyer and – when acting
// for several clients – the client, then a free slot of a week in Budapest time, and books it; their
// bookings below (`?filter=today|upcoming|past|cancelled`), each cancellable or movable until the
// type's notice period. Whether a slot is still free is decided by the server (409 "Ez az időpont
// már foglalt"), so the list is re-read after every answer.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { formatWeekRange } from '@shared/hu/format';
import { appointmentModeLabels, bookingFilters, type Booking, type BookingFilter, type BookingOptions } from '@shared/client-portal/booking.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { Button, buttonClasses } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { FilterChips } from '@client/components/ui/filter-chips';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { useBook, useBookingOptions, useCancelBooking, useFreeSlots, useOwnBookings, useRescheduleBooking } from '../api/booking-api';
import { BookingCard, CancelBookingDialog, card, formatDayHeading, formatWhen, priceText } from './booking-bits';

const filterLabels: Record<BookingFilter, string> = { upcoming: 'Közelgő', today: 'Mai', past: 'Korábbi', cancelled: 'Lemondott' };

export function BookAppointmentPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: BookingFilter = (bookingFilters as readonly string[]).includes(raw ?? '') ? (raw as BookingFilter) : 'upcoming';
  const [moving, setMoving] = useState<Booking | null>(null);
  return (
    <div className="space-y-8">
      <PageHeader title="Időpontfoglalás">
        <p className="text-sm text-slate-700 dark:text-slate-300">Foglalj időpontot az iroda ügyvédjéhez. Minden időpont budapesti idő szerint értendő.</p>
      </PageHeader>
      <NewBooking moving={moving} onMoved={() => setMoving(null)} />
      <section aria-labelledby="own-bookings" className="space-y-4">
        <h2 id="own-bookings" className="text-lg font-semibold text-slate-900 dark:text-white">
          Foglalásaim
        </h2>
        <FilterChips label="Foglalások szűrése" options={bookingFilters} value={filter} onChange={(f) => setParams(f === 'upcoming' ? {} : { filter: f })} optionLabel={(f) => filterLabels[f]} />
        <OwnBookings filter={filter} onMove={setMoving} />
      </section>
    </div>
  );
}

/**
 * The bookable lawyer who handles the chosen matter, or else the client's first matter with one:
 * the lawyer offered first is the customer's own, not the firm's first (whom she may not know).
 */
function lawyerOfMatters(data: BookingOptions, clientId: string, matterId: string): string | undefined {
  const bookable = (m: BookingOptions['matters'][number]) => m.responsibleLawyerId !== null && data.lawyers.some((l) => l.id === m.responsibleLawyerId);
  const own = data.matters.filter((m) => m.clientId === clientId && bookable(m));
  return (own.find((m) => m.id === matterId) ?? (matterId ? undefined : own[0]))?.responsibleLawyerId ?? undefined;
}

function NewBooking({ moving, onMoved }: { moving: Booking | null; onMoved: () => void }) {
  const options = useBookingOptions();
  const today = todayInBudapest();
  const [typeId, setTypeId] = useState('');
  const [lawyerId, setLawyerId] = useState('');
  const [clientId, setClientId] = useState('');
  const [matterId, setMatterId] = useState('');
  const [note, setNote] = useState('');
  const [week, setWeek] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const book = useBook();
  const reschedule = useRescheduleBooking();

  const data = options.data;
  const type = moving ? moving.type.id : typeId || data?.types[0]?.id || '';
  const client = clientId || data?.clients[0]?.id || '';
  const lawyer = moving ? moving.lawyer.id : lawyerId || (data && lawyerOfMatters(data, client, matterId)) || data?.lawyers[0]?.id || '';
  const from = addDays(today, week * 7);
  const to = addDays(from, 6);
  const slots = useFreeSlots(type && lawyer ? { typeId: type, lawyerId: lawyer, from, to } : null);
  const byDay = useMemo(() => {
    const days = new Map<string, { start: string; time: string }[]>();
    for (const s of slots.data?.slots ?? []) days.set(s.date, [...(days.get(s.date) ?? []), s]);
    return [...days.entries()];
  }, [slots.data]);
  const stale = slots.isPlaceholderData;

  if (options.isPending) return <p role="status">Betöltés…</p>;
  if (options.isError) return <LoadError error={options.error} onRetry={() => void options.refetch()} />;
  if (!data) return null;
  if (data.clients.length === 0) {
    return <p className={card}>A fiókod még nincs ügyfélhez kapcsolva, ezért nem tudsz időpontot foglalni. Kérd az irodát, hogy kapcsolja össze.</p>;
  }
  if (data.types.length === 0 || data.lawyers.length === 0) {
    return <p className={card}>Az iroda még nem tett közzé foglalható időpontokat. Írj nekik üzenetben.</p>;
  }
  const selectedType = data.types.find((t) => t.id === type);
  const matters = data.matters.filter((m) => m.clientId === client);

  async function confirm() {
    if (!chosen) return;
    setMessage(null);
    try {
      if (moving) {
        await reschedule.mutateAsync({ id: moving.id, start: chosen });
        setMessage({ kind: 'ok', text: `Áthelyezve: ${formatWhen(chosen)}.` });
        onMoved();
      } else {
        await book.mutateAsync({ typeId: type, lawyerId: lawyer, start: chosen, ...(data!.clients.length > 1 ? { clientId: client } : {}), matterId: matterId || null, note: note.trim() || null });
        setMessage({ kind: 'ok', text: `Lefoglalva: ${formatWhen(chosen)}. A visszaigazolást e-mailben is elküldjük.` });
        setNote('');
      }
      setChosen(null);
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
      setChosen(null);
      void slots.refetch();
    }
  }

  return (
    <section aria-labelledby="new-booking" className={`${card} space-y-5`}>
      <h2 id="new-booking" className="text-lg font-semibold text-slate-900 dark:text-white">
        {moving ? `Áthelyezés: ${moving.type.name}, ${formatWhen(moving.start)}` : 'Új időpont'}
      </h2>
      {moving && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Válassz új időpontot ugyanennél az ügyvédnél.{' '}
          <Button variant="ghost" onClick={onMoved}>
            Mégsem helyezem át
          </Button>
        </p>
      )}
      {!moving && (
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
            Időpont típusa
            <select className={inputClasses} value={type} onChange={(e) => (setTypeId(e.target.value), setChosen(null))}>
              {data.types.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} · {t.durationMinutes} perc · {appointmentModeLabels[t.mode]} · {priceText(t.priceHuf)}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
            Ügyvéd
            <select className={inputClasses} value={lawyer} onChange={(e) => (setLawyerId(e.target.value), setChosen(null))}>
              {data.lawyers.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          {data.clients.length > 1 && (
            <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
              Kinek a nevében foglalsz?
              <select className={inputClasses} value={client} onChange={(e) => (setClientId(e.target.value), setMatterId(''))}>
                {data.clients.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
            Ügy (nem kötelező)
            <select className={inputClasses} value={matterId} onChange={(e) => (setMatterId(e.target.value), setLawyerId((e.target.value && lawyerOfMatters(data, client, e.target.value)) || lawyer), setChosen(null))}>
              <option value="">Nincs megadva</option>
              {matters.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.number} – {m.title}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {selectedType?.description && <p className="text-sm text-slate-700 dark:text-slate-300">{selectedType.description}</p>}

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={week === 0} onClick={() => (setWeek(week - 1), setChosen(null))}>
          Előző hét
        </Button>
        <p className="text-sm font-medium text-slate-900 dark:text-white" aria-live="polite">
          {formatWeekRange(from, to)}
        </p>
        <Button variant="secondary" disabled={week >= 12} onClick={() => (setWeek(week + 1), setChosen(null))}>
          Következő hét
        </Button>
      </div>

      {slots.isError ? (
        <LoadError error={slots.error} onRetry={() => void slots.refetch()} />
      ) : slots.isPending ? (
        <p role="status">Szabad időpontok betöltése…</p>
      ) : byDay.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Ezen a héten nincs szabad időpont. Nézd meg a következő hetet.</p>
      ) : (
        // While another week loads, the previous week's slots stay in view (keepPreviousData) but
        // cannot be chosen: a click there booked a day the customer had just navigated away from.
        <div className={`space-y-3 ${stale ? 'opacity-60' : ''}`} aria-busy={stale}>
          {byDay.map(([date, daySlots]) => (
            <fieldset key={date}>
              <legend className="text-sm font-semibold text-slate-900 dark:text-white">{formatDayHeading(date)}</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {daySlots.map((s) => (
                  <button
                    key={s.start}
                    type="button"
                    aria-pressed={chosen === s.start}
                    disabled={stale}
                    onClick={() => setChosen(s.start)}
                    className={`min-h-11 min-w-16 rounded-lg border px-3 text-sm font-medium ${chosen === s.start ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:border-indigo-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'}`}
                  >
                    {s.time}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}

      {chosen && (
        <div className="space-y-3 rounded-lg bg-slate-50 p-4 dark:bg-slate-800">
          <p className="font-medium text-slate-900 dark:text-white">Kiválasztott időpont: {formatWhen(chosen)}</p>
          {!moving && (
            <label className="block text-sm font-medium text-slate-900 dark:text-slate-100">
              Megjegyzés az irodának (nem kötelező)
              <textarea className={`${inputClasses} h-20 py-2`} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
            </label>
          )}
          <Button onClick={() => void confirm()} disabled={book.isPending || reschedule.isPending}>
            {moving ? 'Áthelyezés' : 'Foglalás'}
          </Button>
        </div>
      )}
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={`text-sm font-medium ${message.kind === 'error' ? 'text-red-700 dark:text-red-300' : 'text-green-700 dark:text-green-300'}`}>
          {message.text}
        </p>
      )}
    </section>
  );
}

function OwnBookings({ filter, onMove }: { filter: BookingFilter; onMove: (b: Booking) => void }) {
  const list = useOwnBookings(filter);
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  if (list.isPending) return <p role="status">Betöltés…</p>;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">Nincs {filterLabels[filter].toLowerCase()} foglalásod.</p>;
  // The notice period is judged at the time the list was read (the server judges it again on every change).
  const now = list.dataUpdatedAt;

  return (
    <>
      {cancelling && <CancelBookingDialog booking={cancelling} onCancel={(reason) => cancel.mutateAsync({ id: cancelling.id, reason })} onClose={() => setCancelling(null)} />}
      <ul className="space-y-3">
        {list.data.items.map((b) => {
          const changeable = b.status === 'confirmed' && new Date(b.changeableUntil).getTime() > now;
          return (
            <BookingCard
              key={b.id}
              booking={b}
              actions={
                b.status === 'confirmed' ? (
                  changeable ? (
                    <>
                      <a href={`/api/client-portal/bookings/${encodeURIComponent(b.id)}/invite.ics`} download className={buttonClasses('ghost')} aria-label={`${formatWhen(b.start)} naptárba mentése (.ics)`}>
                        Naptárba (.ics)
                      </a>
                      <Button variant="secondary" onClick={() => (onMove(b), window.scrollTo({ top: 0, behavior: 'smooth' }))}>
                        Áthelyezés
                      </Button>
                      <Button variant="secondary" onClick={() => setCancelling(b)} aria-label={`${formatWhen(b.start)} lemondása`}>
                        Lemondás
                      </Button>
                    </>
                  ) : (
                    <p className="max-w-56 text-sm text-slate-700 dark:text-slate-300">A lemondási határidő lejárt ({formatWhen(b.changeableUntil)}). Keresd az irodát.</p>
                  )
                ) : undefined
              }
            />
          );
        })}
      </ul>
    </>
  );
}
