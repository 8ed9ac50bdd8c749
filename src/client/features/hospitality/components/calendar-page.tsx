// /app/hospitality/calendar (issue 37.3): units × days with a bar per stay coloured by status,
// out-of-order periods, occupancy per day. Free days are buttons: the first press marks the
// arrival, a second one on the same unit the last night, and the reservation form opens with
// them. A bar opens its reservation or the move dialog (another unit, other dates); dragging a bar
// onto a free day moves the stay there with its length. A focused bar of a tentative or confirmed
// stay also moves by keyboard (keyboardMove: ← → a day, ↑ ↓ another unit, Shift + ← → shorter or
// longer), told in a hint under the grid that each bar points to (aria-describedby). Under 768 px
// the grid gives way to a day view (agenda) of the units.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { addDays, daysBetween, isoWeekday, todayInBudapest } from '@shared/dates/iso-date';
import { formatHuDate, formatHuDateWithWeekday } from '@shared/hu/format';
import { moveStayBodySchema } from '@shared/hospitality/hospitality.schemas';
import { RESERVATION_STATUS_LABELS } from '@shared/hospitality/reservation-status';
import { errorText } from '@client/lib/api-client';
import { DateField, DateInput, DialogButtons, ErrorList, Form, SelectField, useZodForm } from '@client/components/form';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { GridTable } from '@client/components/ui/grid-table';
import { LoadError } from '@client/components/errors/load-error';
import { useCalendar, useMoveStay, useProperties } from '../api/hospitality-api';
import type { CalendarData, CalendarStay } from '../api/types';
import { day, Notice, PropertyPicker, statusTone } from './labels';
import { PropertyGate } from './property-gate';
import { usePropertyChoice } from './use-property';

const DAYS = 14;
const WEEKDAY_SHORT = ['', 'H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V'];
const shortDay = (iso: string) => `${WEEKDAY_SHORT[isoWeekday(iso)] ?? ''} ${formatHuDate(iso, 'short').slice(6)}`;

type Cell = { kind: 'free'; date: string } | { kind: 'stay'; stay: CalendarStay; span: number } | { kind: 'block'; reason: string; outOfOrder: boolean; span: number };

/** The cells of one unit's row over [from, from + DAYS): stays and blocks spanning their days in range. */
export function rowCells(data: CalendarData, unitId: string, from: string): Cell[] {
  const to = addDays(from, DAYS);
  const cells: Cell[] = [];
  for (let d = from; d < to;) {
    const stay = data.stays.find((s) => s.unitId === unitId && s.startsOn <= d && s.endsOn > d);
    const block = !stay && data.blocks.find((b) => b.unitId === unitId && b.startsOn <= d && b.endsOn > d);
    if (stay) {
      const end = stay.endsOn < to ? stay.endsOn : to;
      cells.push({ kind: 'stay', stay, span: daysBetween(d, end) });
      d = end;
    } else if (block) {
      const end = block.endsOn < to ? block.endsOn : to;
      cells.push({ kind: 'block', reason: block.reason, outOfOrder: block.kind === 'out_of_order', span: daysBetween(d, end) });
      d = end;
    } else {
      cells.push({ kind: 'free', date: d });
      d = addDays(d, 1);
    }
  }
  return cells;
}

/** Where an arrow key (with Shift: the departure only) moves a stay: null for any other key, or when the move would leave the units or make the stay shorter than a night. */
export function keyboardMove(stay: Pick<CalendarStay, 'unitId' | 'startsOn' | 'endsOn'>, unitIds: readonly string[], key: string, shift: boolean): { unitId: string; arrival: string; departure: string } | null {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (shift) {
    const departure = addDays(stay.endsOn, step);
    return step !== 0 && departure > stay.startsOn ? { unitId: stay.unitId, arrival: stay.startsOn, departure } : null;
  }
  if (step !== 0) return { unitId: stay.unitId, arrival: addDays(stay.startsOn, step), departure: addDays(stay.endsOn, step) };
  const row = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  const unitId = row !== 0 ? unitIds[unitIds.indexOf(stay.unitId) + row] : undefined;
  return unitId ? { unitId, arrival: stay.startsOn, departure: stay.endsOn } : null;
}

const movable = (stay: CalendarStay) => stay.status === 'tentative' || stay.status === 'confirmed';

export function CalendarPage({ canBook }: { canBook: boolean }) {
  const properties = useProperties();
  const { property, choose } = usePropertyChoice(properties.data);
  const [from, setFrom] = useState(() => addDays(todayInBudapest(), -1));
  const to = addDays(from, DAYS);
  const calendar = useCalendar(property?.id ?? '', from, to);
  const navigate = useNavigate();
  const [pick, setPick] = useState<{ unitId: string; date: string } | null>(null);
  const [moving, setMoving] = useState<CalendarStay | null>(null);
  const [dragged, setDragged] = useState<CalendarStay | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMoveStay();
  const hintId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState<{ stayId: string; text: string } | null>(null);
  const [agendaDay, setAgendaDay] = useState(todayInBudapest());
  const agenda = useCalendar(property?.id ?? '', addDays(agendaDay, -1), addDays(agendaDay, 1));
  // While another week or property loads, the last one stays in view (keepPreviousData): it is
  // drawn from its own range, dimmed and busy, and none of its days can be booked nor its stays
  // moved – they belong to the range (or the units) the user just left.
  const stale = calendar.isPlaceholderData;

  const book = (unitId: string, arrival: string, departure: string) => navigate(`/app/hospitality/reservations/new?szallashely=${property?.id ?? ''}&egyseg=${unitId}&erkezes=${arrival}&tavozas=${departure}`);
  const onFree = (unitId: string, date: string) => {
    if (!canBook) return;
    if (pick && pick.unitId === unitId && date >= pick.date) {
      setPick(null);
      book(unitId, pick.date, addDays(date, 1));
    } else setPick({ unitId, date });
  };
  const moveTo = (stay: CalendarStay, unitId: string, arrival: string, departure: string, onMoved?: () => void) => {
    setProblem(null);
    move.mutate(
      { reservationId: stay.reservationId, body: { stayId: stay.id, unitId, arrival, departure, version: stay.version } },
      {
        onError: (e) => setProblem(errorText(e)),
        onSuccess: () => {
          setMoving(null);
          onMoved?.();
        },
      },
    );
  };
  const onStayKey = (e: KeyboardEvent<HTMLButtonElement>, stay: CalendarStay) => {
    const units = calendar.data?.units;
    if (!canBook || !movable(stay) || move.isPending || !units || stale) return;
    const to = keyboardMove(
      stay,
      units.map((u) => u.id),
      e.key,
      e.shiftKey,
    );
    if (!to) return;
    e.preventDefault();
    const unitName = units.find((u) => u.id === to.unitId)?.name ?? '';
    moveTo(stay, to.unitId, to.arrival, to.departure, () => setMoved({ stayId: stay.id, text: `${stay.bookerName}: ${unitName}, ${day(to.arrival)} – ${day(to.departure)}.` }));
  };
  // The moved bar is drawn anew (another cell or row): the focus follows it, so the arrows keep moving it.
  useEffect(() => {
    if (moved) gridRef.current?.querySelector<HTMLButtonElement>(`[data-stay-id="${moved.stayId}"]`)?.focus();
  }, [moved, calendar.data]);

  const data = calendar.data;
  return (
    <div className="space-y-4">
      <PageHeader
        title="Foglalási naptár"
        actions={
          canBook && (
            <Link to={`/app/hospitality/reservations/new${property ? `?szallashely=${property.id}` : ''}`} className={buttonClasses('primary')}>
              Új foglalás
            </Link>
          )
        }
      />
      <PropertyGate properties={properties} property={property}>
        {(chosen, all) => (
          <>
            <PropertyPicker properties={all} value={chosen.id} onChange={choose} />
            {problem && <Notice tone="error">{problem}</Notice>}
            {pick && (
              <Notice tone="ok">
                Érkezés: {day(pick.date)}. Válaszd ki ugyanennél az egységnél az utolsó éjszakát, vagy{' '}
                <button type="button" className="underline" onClick={() => setPick(null)}>
                  mégse
                </button>
                .
              </Notice>
            )}
            <div className="hidden md:block">
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <Button variant="secondary" onClick={() => setFrom(addDays(from, -7))}>
                  ‹ Előző hét
                </Button>
                <Button variant="secondary" onClick={() => setFrom(addDays(todayInBudapest(), -1))}>
                  Ma
                </Button>
                <Button variant="secondary" onClick={() => setFrom(addDays(from, 7))}>
                  Következő hét ›
                </Button>
                <span className="text-sm text-slate-700 dark:text-slate-300">
                  {day(from)} – {day(addDays(to, -1))}
                </span>
              </div>
              {calendar.isError ? (
                <LoadError onRetry={() => void calendar.refetch()} error={calendar.error} />
              ) : !data ? (
                <div role="status" aria-label="Betöltés" className="h-64 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
              ) : (
                <div aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
                  <GridTable
                    ref={gridRef}
                    label="Foglalási naptár"
                    tableClassName="text-xs"
                    caption={
                      <>
                        Egységek és napok, {day(data.from)} – {day(addDays(data.to, -1))}. A szabad napok gombok: az első az érkezés, a második az utolsó éjszaka.
                      </>
                    }
                    head={
                      <tr>
                        <th scope="col" className="w-28 p-2 text-left">
                          Egység
                        </th>
                        {data.days.map((d) => (
                          <th key={d.date} scope="col" className={`p-1 text-center font-medium ${d.date === todayInBudapest() ? 'bg-indigo-50 dark:bg-indigo-950' : ''}`}>
                            <span className="block">{shortDay(d.date)}</span>
                            <span className="block font-normal text-slate-700 dark:text-slate-300" title={`${d.occupied} / ${d.available} egység foglalt`}>
                              {Math.round(d.occupancy)}%
                            </span>
                          </th>
                        ))}
                      </tr>
                    }
                  >
                    {data.units.map((u) => (
                      <tr key={u.id} className="border-t border-slate-200 dark:border-slate-700">
                        <th scope="row" className="p-2 text-left font-semibold">
                          {u.name}
                          <span className="block font-normal text-slate-700 dark:text-slate-300">{u.capacity} fő</span>
                        </th>
                        {rowCells(data, u.id, data.from).map((c) =>
                          c.kind === 'free' ? (
                            <td
                              key={c.date}
                              className="h-12 border-l border-slate-100 p-0.5 dark:border-slate-800"
                              onDragOver={(e) => dragged && e.preventDefault()}
                              onDrop={(e) => {
                                e.preventDefault();
                                if (dragged && !stale) moveTo(dragged, u.id, c.date, addDays(c.date, daysBetween(dragged.startsOn, dragged.endsOn)));
                                setDragged(null);
                              }}
                            >
                              {canBook ? (
                                <button
                                  type="button"
                                  aria-pressed={pick?.unitId === u.id && pick.date === c.date}
                                  disabled={stale}
                                  aria-label={`${u.name}, ${day(c.date)}: szabad${pick?.unitId === u.id ? ' – utolsó éjszaka' : ' – érkezés'}`}
                                  onClick={() => onFree(u.id, c.date)}
                                  className={`size-full rounded hover:bg-indigo-50 focus:outline-2 focus:outline-indigo-600 dark:hover:bg-indigo-950 ${pick?.unitId === u.id && pick.date === c.date ? 'bg-indigo-200 dark:bg-indigo-800' : ''}`}
                                />
                              ) : (
                                <span className="sr-only">szabad</span>
                              )}
                            </td>
                          ) : c.kind === 'stay' ? (
                            <td key={c.stay.id} colSpan={c.span} className="h-12 p-0.5">
                              <button
                                type="button"
                                data-stay-id={c.stay.id}
                                disabled={stale}
                                {...(canBook && movable(c.stay) ? { 'aria-describedby': hintId, 'aria-keyshortcuts': 'ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Shift+ArrowRight' } : {})}
                                onKeyDown={(e) => onStayKey(e, c.stay)}
                                draggable={canBook && !stale}
                                onDragStart={() => setDragged(c.stay)}
                                onDragEnd={() => setDragged(null)}
                                onClick={() => (canBook ? setMoving(c.stay) : navigate(`/app/hospitality/reservations/${c.stay.reservationId}`))}
                                aria-label={`${c.stay.number} ${c.stay.bookerName}, ${u.name}, ${day(c.stay.startsOn)} – ${day(c.stay.endsOn)}, ${RESERVATION_STATUS_LABELS[c.stay.status]}`}
                                className={`size-full truncate rounded border-l-4 px-1 text-left ${statusTone[c.stay.status]}`}
                              >
                                <span className="font-semibold">{c.stay.bookerName}</span> <span>· {c.stay.guests} fő</span>
                              </button>
                            </td>
                          ) : (
                            <td key={`b-${c.reason}-${c.span}`} colSpan={c.span} className="h-12 p-0.5">
                              <div
                                className="flex size-full items-center truncate rounded bg-[repeating-linear-gradient(45deg,#e2e8f0,#e2e8f0_6px,#f8fafc_6px,#f8fafc_12px)] px-1 text-slate-900 dark:bg-none dark:bg-slate-700 dark:text-slate-100"
                                title={c.reason}
                              >
                                {c.outOfOrder ? 'Üzemen kívül' : 'Nem kiadható'}: {c.reason}
                              </div>
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </GridTable>
                </div>
              )}
              {canBook && (
                <p id={hintId} className="mt-2 text-xs text-slate-700 dark:text-slate-300">
                  Billentyűzettel: egy előzetes vagy visszaigazolt foglalásra lépve a ← és → nyíl egy nappal korábbra vagy későbbre teszi, a ↑ és ↓ a fölötte vagy alatta lévő egységbe; Shift + ← / → egy éjszakával
                  rövidíti vagy hosszabbítja.
                </p>
              )}
              <p role="status" className="sr-only">
                {moved ? `Áthelyezve: ${moved.text}` : ''}
              </p>
              <Legend />
            </div>
            <div className="md:hidden">
              <Agenda day={agendaDay} setDay={setAgendaDay} query={agenda} canBook={canBook} onBook={(unitId) => book(unitId, agendaDay, addDays(agendaDay, 1))} />
            </div>
          </>
        )}
      </PropertyGate>
      <Dialog open={moving !== null} title={moving ? `${moving.number} – ${moving.bookerName}` : ''} onClose={() => setMoving(null)}>
        {moving && data && (
          <MoveForm
            stay={moving}
            units={data.units}
            onMoved={() => {
              setProblem(null);
              setMoving(null);
            }}
            onClose={() => setMoving(null)}
          />
        )}
      </Dialog>
    </div>
  );
}

function MoveForm({ stay, units, onMoved, onClose }: { stay: CalendarStay; units: CalendarData['units']; onMoved: () => void; onClose: () => void }) {
  const move = useMoveStay();
  const form = useZodForm(moveStayBodySchema, { defaultValues: { stayId: stay.id, unitId: stay.unitId, arrival: stay.startsOn, departure: stay.endsOn, version: stay.version } });
  const arrival = useWatch({ control: form.control, name: 'arrival' });
  const editable = stay.status === 'tentative' || stay.status === 'confirmed';
  return (
    <div className="space-y-3">
      <p className="text-sm">
        {RESERVATION_STATUS_LABELS[stay.status]} · {day(stay.startsOn)} – {day(stay.endsOn)} · {stay.guests} fő
      </p>
      <Link to={`/app/hospitality/reservations/${stay.reservationId}`} className={buttonClasses('secondary')}>
        A foglalás megnyitása
      </Link>
      {editable ? (
        <Form
          form={form}
          guardUnsaved={false}
          className="space-y-3"
          onSubmit={async (body) => {
            await move.mutateAsync({ reservationId: stay.reservationId, body });
            onMoved();
          }}
        >
          <h3 className="font-semibold">Áthelyezés vagy hosszabbítás</h3>
          <ErrorList />
          <SelectField name="unitId" label="Egység" options={units.map((u) => ({ value: u.id, label: u.name }))} />
          <DateField name="arrival" label="Érkezés" emptyValue="" />
          <DateField name="departure" label="Távozás" emptyValue="" {...(arrival ? { min: arrival } : {})} />
          <DialogButtons onCancel={onClose} cancelLabel="Mégse" submitLabel="Áthelyezés" />
        </Form>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">Megérkezett vagy lezárt foglalás: szobacserét és kijelentkezést a foglalás oldalán indíthatsz.</p>
      )}
    </div>
  );
}

/**
 * The day view on a phone: each unit's night of `date` (the data covers the day before too, so
 * today's departures show) as a card – who stays, who arrives or leaves, a free unit's booking
 * button. The day moves by a day, back to today, or to any date; while it loads a bar shows, a
 * failure offers a retry.
 */
function Agenda({
  day: date,
  setDay,
  query,
  canBook,
  onBook,
}: {
  day: string;
  setDay: (d: string) => void;
  query: { data?: CalendarData | undefined; isPlaceholderData: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  canBook: boolean;
  onBook: (unitId: string) => void;
}) {
  const { data } = query;
  /** The data is the day left behind (keepPreviousData): shown dimmed, nothing bookable. */
  const stale = query.isPlaceholderData;
  // The night the data is of: the day shown, or while another loads, the one left behind.
  const night = data ? addDays(data.from, 1) : date;
  const tonight = data?.days.find((d) => d.date === night);
  const today = todayInBudapest();
  return (
    <section aria-label="Napi nézet" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => setDay(addDays(date, -1))} aria-label="Előző nap">
          ‹
        </Button>
        <h2 className="text-center font-semibold">{formatHuDateWithWeekday(date)}</h2>
        <Button variant="secondary" onClick={() => setDay(addDays(date, 1))} aria-label="Következő nap">
          ›
        </Button>
      </div>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="agenda-day" className="text-sm font-medium">
            Ugrás napra
          </label>
          <DateInput id="agenda-day" label="Ugrás napra" value={date} onChange={(d) => d && setDay(d)} />
        </div>
        <Button variant="secondary" disabled={date === today} onClick={() => setDay(today)}>
          Ma
        </Button>
      </div>
      {query.isError ? (
        <LoadError compact onRetry={() => void query.refetch()} error={query.error} />
      ) : !data ? (
        <div role="status" aria-label="Betöltés" className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      ) : data.units.length === 0 ? (
        <p className="text-sm">A szálláshelynek még nincs egysége.</p>
      ) : (
        <>
          {tonight && (
            <p className="text-sm">
              Foglaltság: {tonight.occupied} / {tonight.available} egység ({Math.round(tonight.occupancy)}%)
            </p>
          )}
          <ul className={`space-y-2 ${stale ? 'opacity-60' : ''}`} aria-busy={stale} aria-label={`Egységek, ${formatHuDate(night, 'long')} éjszakája`}>
            {data.units.map((u) => {
              const stay = data.stays.find((s) => s.unitId === u.id && s.startsOn <= night && s.endsOn > night);
              const leaving = data.stays.find((s) => s.unitId === u.id && s.endsOn === night);
              const block = data.blocks.find((b) => b.unitId === u.id && b.startsOn <= night && b.endsOn > night);
              return (
                <li key={u.id} className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold">{u.name}</span>
                    <span className="text-sm text-slate-700 dark:text-slate-300">{u.capacity} fő</span>
                  </div>
                  {stay ? (
                    <Link to={`/app/hospitality/reservations/${stay.reservationId}`} className={`block rounded border-l-4 px-2 py-2 text-sm ${statusTone[stay.status]}`}>
                      <span className="font-semibold">{stay.bookerName}</span> · {stay.guests} fő · {RESERVATION_STATUS_LABELS[stay.status]}
                      <span className="block">
                        {day(stay.startsOn)} – {day(stay.endsOn)}
                        {stay.startsOn === night ? ' · érkezik' : ''}
                      </span>
                    </Link>
                  ) : block ? (
                    <p className="text-sm">
                      {block.kind === 'out_of_order' ? 'Üzemen kívül' : 'Nem kiadható'}: {block.reason}
                    </p>
                  ) : canBook ? (
                    <Button variant="secondary" className="w-full" disabled={stale} onClick={() => onBook(u.id)} aria-label={`${u.name}: foglalás erre az éjszakára`}>
                      Szabad – foglalás
                    </Button>
                  ) : (
                    <p className="text-sm">Szabad</p>
                  )}
                  {leaving && (
                    <Link to={`/app/hospitality/reservations/${leaving.reservationId}`} className={`block rounded border-l-4 px-2 py-2 text-sm ${statusTone[leaving.status]}`}>
                      <span className="font-semibold">{leaving.bookerName}</span> · {RESERVATION_STATUS_LABELS[leaving.status]} · távozik
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function Legend() {
  return (
    <ul aria-label="Jelmagyarázat" className="mt-3 flex flex-wrap gap-2 text-xs">
      {(['tentative', 'confirmed', 'checked_in', 'checked_out'] as const).map((s) => (
        <li key={s} className={`rounded border-l-4 px-2 py-0.5 ${statusTone[s]}`}>
          {RESERVATION_STATUS_LABELS[s]}
        </li>
      ))}
    </ul>
  );
}
