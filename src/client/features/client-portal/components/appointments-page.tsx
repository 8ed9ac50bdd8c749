// /app/appointments (issue 35 point 3): the lawyer's side of booking – their calendar of the coming
// four weeks (or a colleague's, chosen from the firm's lawyers), their weekly office hours and exceptions, and – for the firm
// administrator – the appointment types customers can book. Everything is saved on the server.
import { useState } from 'react';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { appointmentModeLabels, appointmentModes, type AppointmentMode, type AppointmentType, type Booking } from '@shared/client-portal/booking.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { Tabs } from '@client/components/ui/tabs';
import { errorText } from '@client/lib/api-client';
import { useAddException, useAppointmentTypes, useAvailability, useDeleteException, useFirmCalendar, useFirmCancelBooking, useSaveAppointmentType, useSetWeeklyHours } from '../api/booking-api';
import { BookingCard, CancelBookingDialog, card, formatDay, formatDayHeading, formatWhen, priceText } from './booking-bits';
import { DateInput } from '@client/components/form/date-field';
import type { StaffMember } from './firm-inbox';
import { TimeInput } from '@client/components/form/time-input';

const weekdayNames = ['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'];

export function AppointmentsPage({ canEditTypes, staff = [] }: { canEditTypes: boolean; staff?: readonly StaffMember[] }) {
  const [tab, setTab] = useState('calendar');
  return (
    <div className="space-y-6">
      <PageHeader title="Időpontok">
        <p className="text-sm text-slate-700 dark:text-slate-300">Az ügyfelek által foglalt időpontok, a fogadóidő és a foglalható időponttípusok (budapesti idő).</p>
      </PageHeader>
      <Tabs
        label="Időpontok"
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'calendar', label: 'Naptár', content: <Calendar staff={staff} /> },
          { key: 'hours', label: 'Fogadóidő', content: <Hours /> },
          { key: 'types', label: 'Időponttípusok', content: <Types editable={canEditTypes} /> },
        ]}
      />
    </div>
  );
}

function Calendar({ staff }: { staff: readonly StaffMember[] }) {
  const today = todayInBudapest();
  const to = addDays(today, 27);
  const [lawyerId, setLawyerId] = useState('');
  // One's own calendar (read once, then cached) says whose "own" is; the shown one may be a colleague's.
  const ownCalendar = useFirmCalendar(today, to);
  const calendar = useFirmCalendar(today, to, lawyerId || undefined);
  const cancel = useFirmCancelBooking();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  if (calendar.isPending) return <p role="status">Betöltés…</p>;
  if (calendar.isError) return <LoadError error={calendar.error} onRetry={() => void calendar.refetch()} />;
  const byDay = new Map<string, Booking[]>();
  for (const b of calendar.data.items) byDay.set(b.start.slice(0, 10), [...(byDay.get(b.start.slice(0, 10)) ?? []), b]);
  const own = !lawyerId;
  // The firm's lawyers, the calendar's own lawyer among them even when the staff list lacks them.
  const whose = [...(staff.some((s) => s.userId === calendar.data.lawyer.id) ? [] : [{ userId: calendar.data.lawyer.id, name: calendar.data.lawyer.name }]), ...staff];

  return (
    <div className="mt-4 space-y-4">
      {whose.length > 1 && (
        <label className="block max-w-xs text-sm font-medium text-slate-900 dark:text-slate-100">
          Kinek a naptára
          <select className={inputClasses} value={calendar.data.lawyer.id} onChange={(e) => setLawyerId(e.target.value === ownCalendar.data?.lawyer.id ? '' : e.target.value)}>
            {whose.map((s) => (
              <option key={s.userId} value={s.userId}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {calendar.data.lawyer.name} foglalásai: {rangeText(today, to)}
      </p>
      {cancelling && <CancelBookingDialog booking={cancelling} byFirm onCancel={(reason) => cancel.mutateAsync({ id: cancelling.id, reason })} onClose={() => setCancelling(null)} />}
      {byDay.size === 0 && <p className="text-sm text-slate-700 dark:text-slate-300">{own ? 'A következő négy hétben nincs foglalásod.' : 'A következő négy hétben nincs foglalása.'}</p>}
      {[...byDay.entries()].map(([date, items]) => (
        <section key={date} aria-label={formatDay(date)}>
          <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{formatDayHeading(date)}</h3>
          <ul className="space-y-2">
            {items.map((b) => (
              <BookingCard
                key={b.id}
                booking={b}
                showClient
                actions={
                  b.status === 'confirmed' ? (
                    <Button variant="secondary" onClick={() => setCancelling(b)} aria-label={`${formatWhen(b.start)} lemondása (${b.client.name})`}>
                      Lemondás
                    </Button>
                  ) : undefined
                }
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

type Row = { weekday: number; startTime: string; endTime: string };

function Hours() {
  const availability = useAvailability();
  if (availability.isPending) return <p role="status">Betöltés…</p>;
  if (availability.isError) return <LoadError error={availability.error} onRetry={() => void availability.refetch()} />;
  return (
    <div className="mt-4 space-y-6">
      <WeeklyHours key={JSON.stringify(availability.data.weekly)} initial={availability.data.weekly} />
      <Exceptions items={availability.data.exceptions} />
    </div>
  );
}

function WeeklyHours({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState<Row[]>(initial);
  const save = useSetWeeklyHours();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const update = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  async function onSave() {
    setMessage(null);
    try {
      await save.mutateAsync({ weekly: rows });
      setMessage({ kind: 'ok', text: 'A fogadóidő mentve.' });
    } catch (e) {
      setMessage({ kind: 'error', text: errorText(e) });
    }
  }
  return (
    <section aria-labelledby="weekly-hours" className={`${card} space-y-4`}>
      <h3 id="weekly-hours" className="font-semibold text-slate-900 dark:text-white">
        Heti fogadóidő
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">Ünnepnapokon és áthelyezett pihenőnapokon nincs foglalás; áthelyezett munkanapon (szombat) a pénteki fogadóidő érvényes.</p>
      {rows.length === 0 && <p className="text-sm text-slate-700 dark:text-slate-300">Még nincs fogadóidőd: az ügyfelek nem tudnak hozzád foglalni.</p>}
      <ul className="space-y-2">
        {rows.map((r, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2">
            <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
              Nap
              <select className={inputClasses} value={r.weekday} onChange={(e) => update(i, { weekday: Number(e.target.value) })}>
                {weekdayNames.map((name, d) => (
                  <option key={name} value={d + 1}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
              Kezdés
              <TimeInput value={r.startTime} onChange={(startTime) => update(i, { startTime })} />
            </label>
            <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
              Befejezés
              <TimeInput value={r.endTime} onChange={(endTime) => update(i, { endTime })} />
            </label>
            <Button variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))} aria-label={`${weekdayNames[r.weekday - 1]} ${r.startTime}–${r.endTime} törlése`}>
              Törlés
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setRows([...rows, { weekday: 1, startTime: '09:00', endTime: '17:00' }])}>
          Új sáv
        </Button>
        <Button onClick={() => void onSave()} disabled={save.isPending}>
          Mentés
        </Button>
      </div>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={`text-sm font-medium ${message.kind === 'error' ? 'text-red-700 dark:text-red-300' : 'text-green-700 dark:text-green-300'}`}>
          {message.text}
        </p>
      )}
    </section>
  );
}

function Exceptions({ items }: { items: { id: string; date: string; kind: 'off' | 'extra'; startTime: string | null; endTime: string | null; note: string | null }[] }) {
  const add = useAddException();
  const remove = useDeleteException();
  const [date, setDate] = useState(addDays(todayInBudapest(), 1));
  const [kind, setKind] = useState<'off' | 'extra'>('off');
  const [startTime, setStart] = useState('');
  const [endTime, setEnd] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function onAdd() {
    setError(null);
    try {
      await add.mutateAsync({ date, kind, startTime: startTime || null, endTime: endTime || null, note: note.trim() || null });
      setStart('');
      setEnd('');
      setNote('');
    } catch (e) {
      setError(errorText(e));
    }
  }
  return (
    <section aria-labelledby="exceptions" className={`${card} space-y-4`}>
      <h3 id="exceptions" className="font-semibold text-slate-900 dark:text-white">
        Kivételek
      </h3>
      <ul className="space-y-2">
        {items.length === 0 && <li className="text-sm text-slate-700 dark:text-slate-300">Nincs kivétel.</li>}
        {items.map((x) => (
          <li key={x.id} className="flex flex-wrap items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
            <span>{formatDayHeading(x.date)}</span>
            <span>{x.kind === 'off' ? (x.startTime ? `zárva ${x.startTime}–${x.endTime}` : 'egész nap zárva') : `többlet fogadóidő ${x.startTime}–${x.endTime}`}</span>
            {x.note && <span>({x.note})</span>}
            <Button variant="ghost" onClick={() => void remove.mutateAsync(x.id)}>
              Törlés
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
          Dátum
          <DateInput label="Dátum" value={date || null} onChange={(iso, unreadable) => !unreadable && setDate(iso ?? '')} />
        </label>
        <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
          Fajta
          <select className={inputClasses} value={kind} onChange={(e) => setKind(e.target.value as 'off' | 'extra')}>
            <option value="off">Zárva</option>
            <option value="extra">Többlet fogadóidő</option>
          </select>
        </label>
        <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
          Kezdés (üresen: egész nap)
          <TimeInput value={startTime} onChange={setStart} />
        </label>
        <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
          Befejezés
          <TimeInput value={endTime} onChange={setEnd} />
        </label>
        <label className="text-sm font-medium text-slate-900 dark:text-slate-100">
          Megjegyzés
          <input className={inputClasses} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <Button onClick={() => void onAdd()} disabled={add.isPending}>
          Hozzáadás
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}

const emptyType = { name: '', description: '', durationMinutes: 60, bufferMinutes: 0, mode: 'in_person' as AppointmentMode, priceHuf: '', minNoticeHours: 2, cancelNoticeHours: 24, active: true };

function Types({ editable }: { editable: boolean }) {
  const types = useAppointmentTypes();
  const [editing, setEditing] = useState<AppointmentType | 'new' | null>(null);
  if (types.isPending) return <p role="status">Betöltés…</p>;
  if (types.isError) return <LoadError error={types.error} onRetry={() => void types.refetch()} />;
  return (
    <div className="mt-4 space-y-4">
      <ul className="space-y-2">
        {types.data.items.length === 0 && <li className="text-sm text-slate-700 dark:text-slate-300">Még nincs időponttípus.</li>}
        {types.data.items.map((t) => (
          <li key={t.id} className={`${card} flex flex-wrap items-center justify-between gap-2`}>
            <div>
              <p className="font-semibold text-slate-900 dark:text-white">
                {t.name} {t.active ? '' : '(kikapcsolva)'}
              </p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t.durationMinutes} perc{t.bufferMinutes ? ` + ${t.bufferMinutes} perc szünet` : ''} · {appointmentModeLabels[t.mode]} · {priceText(t.priceHuf)} · lemondás {t.cancelNoticeHours} órával előtte
              </p>
            </div>
            {editable && (
              <Button variant="secondary" onClick={() => setEditing(t)}>
                Szerkesztés
              </Button>
            )}
          </li>
        ))}
      </ul>
      {editable && editing === null && <Button onClick={() => setEditing('new')}>Új időponttípus</Button>}
      {editable && editing !== null && <TypeForm key={editing === 'new' ? 'new' : editing.id} type={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
    </div>
  );
}

function TypeForm({ type, onDone }: { type: AppointmentType | null; onDone: () => void }) {
  const save = useSaveAppointmentType();
  const [v, setV] = useState(type ? { ...type, description: type.description ?? '', priceHuf: type.priceHuf === null ? '' : String(type.priceHuf) } : emptyType);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<typeof v>) => setV({ ...v, ...patch });
  async function onSave() {
    setError(null);
    try {
      await save.mutateAsync({
        id: type?.id ?? null,
        body: {
          name: v.name,
          description: v.description || null,
          durationMinutes: Number(v.durationMinutes),
          bufferMinutes: Number(v.bufferMinutes),
          mode: v.mode,
          priceHuf: v.priceHuf === '' ? null : Number(v.priceHuf),
          minNoticeHours: Number(v.minNoticeHours),
          cancelNoticeHours: Number(v.cancelNoticeHours),
          active: v.active,
        },
      });
      onDone();
    } catch (e) {
      setError(errorText(e));
    }
  }
  const label = 'text-sm font-medium text-slate-900 dark:text-slate-100';
  return (
    <section aria-label={type ? `${type.name} szerkesztése` : 'Új időponttípus'} className={`${card} grid gap-3 sm:grid-cols-2`}>
      <label className={label}>
        Név
        <input className={inputClasses} value={v.name} maxLength={120} onChange={(e) => set({ name: e.target.value })} />
      </label>
      <label className={label}>
        Mód
        <select className={inputClasses} value={v.mode} onChange={(e) => set({ mode: e.target.value as AppointmentMode })}>
          {appointmentModes.map((m) => (
            <option key={m} value={m}>
              {appointmentModeLabels[m]}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Időtartam (perc)
        <input type="number" min={5} max={480} className={inputClasses} value={v.durationMinutes} onChange={(e) => set({ durationMinutes: Number(e.target.value) })} />
      </label>
      <label className={label}>
        Szünet utána (perc)
        <input type="number" min={0} max={240} className={inputClasses} value={v.bufferMinutes} onChange={(e) => set({ bufferMinutes: Number(e.target.value) })} />
      </label>
      <label className={label}>
        Ár (Ft, üresen: díjmentes)
        <input type="number" min={0} className={inputClasses} value={v.priceHuf} onChange={(e) => set({ priceHuf: e.target.value })} />
      </label>
      <label className={label}>
        Legkorábban ennyi órával előtte foglalható
        <input type="number" min={0} className={inputClasses} value={v.minNoticeHours} onChange={(e) => set({ minNoticeHours: Number(e.target.value) })} />
      </label>
      <label className={label}>
        Lemondható eddig (órával előtte)
        <input type="number" min={0} className={inputClasses} value={v.cancelNoticeHours} onChange={(e) => set({ cancelNoticeHours: Number(e.target.value) })} />
      </label>
      <label className={`${label} flex items-center gap-2 self-end`}>
        <input type="checkbox" checked={v.active} onChange={(e) => set({ active: e.target.checked })} /> Foglalható
      </label>
      <label className={`${label} sm:col-span-2`}>
        Leírás az ügyfeleknek
        <textarea className={`${inputClasses} h-20 py-2`} maxLength={1000} value={v.description} onChange={(e) => set({ description: e.target.value })} />
      </label>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button onClick={() => void onSave()} disabled={save.isPending}>
          Mentés
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Mégse
        </Button>
      </div>
    </section>
  );
}

/**
 * The four weeks shown, with the year as Hungarian writes a range: "2026. december 5., szombat –
 * 2027. január 1., péntek"; within one year it is said once ("2026. november 7., szombat –
 * december 4., péntek").
 */
export function rangeText(from: string, to: string): string {
  const end = formatHuDateWithWeekday(to);
  return `${formatHuDateWithWeekday(from)} – ${from.slice(0, 4) === to.slice(0, 4) ? end.replace(/^\d{4}\. /, '') : end}`;
}
