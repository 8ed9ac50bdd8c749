// /app/hospitality/housekeeping (issue 37.5): the day's board, usable on a phone — each unit with
// its state, whether a guest is in it, the day's task (departure, stay-over, arrival check, dirty
// vacant unit), who is on it and whether it is done; states are set with one tap and keep a history.
import { useState } from 'react';
import { Link } from 'react-router';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { errorText } from '@client/lib/api-client';
import { DateInput, inputClasses } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { LoadError } from '@client/components/errors/load-error';
import { useHousekeeping, useProperties, useSaveTask, useSetHousekeeping, useUnitHistory } from '../api/hospitality-api';
import type { HousekeepingRow, HousekeepingState } from '../api/types';
import { dateTime, HOUSEKEEPING_LABELS, HousekeepingBadge, Notice, PropertyPicker } from './labels';
import { PropertyGate } from './property-gate';
import { usePropertyChoice } from './use-property';

const TASK_LABELS = { departure: 'Távozó: teljes takarítás', stay_over: 'Maradó vendég: napi rendrakás', arrival_check: 'Érkező: ellenőrzés', vacant_dirty: 'Üres, takarítandó' } as const;
const STATES: HousekeepingState[] = ['dirty', 'clean', 'inspected', 'out_of_service', 'out_of_order'];

export function HousekeepingPage({ canBook }: { canBook: boolean }) {
  const properties = useProperties();
  const { property, choose } = usePropertyChoice(properties.data);
  const [date, setDate] = useState(todayInBudapest());
  const board = useHousekeeping(property?.id ?? '', date);
  const setState = useSetHousekeeping();
  const saveTask = useSaveTask();
  const [problem, setProblem] = useState<string | null>(null);
  const [history, setHistory] = useState<HousekeepingRow | null>(null);
  const run = (p: Promise<unknown>) => {
    setProblem(null);
    p.catch((e: unknown) => setProblem(errorText(e)));
  };
  const units = board.data?.units ?? [];
  const open = units.filter((u) => u.task && !u.done).length;
  return (
    <div className="space-y-4">
      <PageHeader title="Takarítás">
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {formatHuDateWithWeekday(date)}
          {board.data ? ` · ${open} nyitott feladat` : ''}
        </p>
      </PageHeader>
      <PropertyGate properties={properties} property={property}>
        {(chosen, all) => (
          <>
            <div className="flex flex-wrap items-end gap-3">
              <PropertyPicker properties={all} value={chosen.id} onChange={choose} />
              {/* The day's stepper stays on one line: on a phone "›" wrapped onto a line of its own. */}
              <div className="flex w-full min-w-0 flex-nowrap items-end gap-2 sm:w-auto">
                <Button variant="secondary" onClick={() => setDate(addDays(date, -1))} aria-label="Előző nap">
                  ‹
                </Button>
                <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
                  <label htmlFor="hk-date" className="text-sm font-medium">
                    Nap
                  </label>
                  <DateInput id="hk-date" label="Nap" value={date} onChange={(d) => d && setDate(d)} />
                </div>
                <Button variant="secondary" onClick={() => setDate(addDays(date, 1))} aria-label="Következő nap">
                  ›
                </Button>
              </div>
            </div>
            {problem && <Notice tone="error">{problem}</Notice>}
            {board.isError ? (
              <LoadError onRetry={() => void board.refetch()} error={board.error} />
            ) : !board.data ? (
              <div role="status" aria-label="Betöltés" className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Egységek">
                {units.map((u) => (
                  <li key={u.unitId} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" aria-label={`${u.unitName} egység`}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h2 className="text-lg font-semibold">{u.unitName}</h2>
                      <span className="flex flex-wrap gap-1">
                        <HousekeepingBadge state={u.state} />
                        <span
                          className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${u.occupied ? 'bg-indigo-100 text-indigo-950 dark:bg-indigo-900/60 dark:text-indigo-50' : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'}`}
                        >
                          {u.occupied ? 'Foglalt (bent lakik)' : 'Üres'}
                        </span>
                      </span>
                    </div>
                    {u.task && (
                      <p className="text-sm font-medium">
                        {TASK_LABELS[u.task]}
                        {u.done ? ' – kész' : ''}
                      </p>
                    )}
                    {u.reservation && (
                      <p className="text-sm">
                        <Link to={`/app/hospitality/reservations/${u.reservation.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                          {u.reservation.number}
                        </Link>{' '}
                        · {u.reservation.bookerName}
                      </p>
                    )}
                    {canBook && (
                      <>
                        <label className="block text-sm font-medium">
                          Állapot
                          <select value={u.state} onChange={(e) => run(setState.mutateAsync({ unitId: u.unitId, state: e.target.value as HousekeepingState }))} className={inputClasses}>
                            {STATES.map((s) => (
                              <option key={s} value={s}>
                                {HOUSEKEEPING_LABELS[s]}
                              </option>
                            ))}
                          </select>
                        </label>
                        {u.task && (
                          <div className="grid grid-cols-[1fr_auto] items-end gap-2">
                            <label className="block text-sm font-medium">
                              Felelős
                              <select value={u.assignee?.id ?? ''} onChange={(e) => run(saveTask.mutateAsync({ unitId: u.unitId, date, assigneeId: e.target.value || null }))} className={inputClasses}>
                                <option value="">– nincs kiosztva –</option>
                                {board.data.staff.map((s) => (
                                  <option key={s.id} value={s.id}>
                                    {s.name}
                                  </option>
                                ))}
                              </select>
                            </label>
                            <Button variant={u.done ? 'secondary' : 'primary'} aria-pressed={u.done} disabled={saveTask.isPending} onClick={() => run(saveTask.mutateAsync({ unitId: u.unitId, date, done: !u.done }))}>
                              {u.done ? 'Kész ✓' : 'Kész'}
                            </Button>
                          </div>
                        )}
                      </>
                    )}
                    <Button variant="ghost" onClick={() => setHistory(u)} aria-label={`${u.unitName}: állapotok története`}>
                      Előzmények
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </PropertyGate>
      <Dialog open={history !== null} title={history ? `${history.unitName}: állapotok története` : ''} onClose={() => setHistory(null)}>
        {history && <History unitId={history.unitId} onClose={() => setHistory(null)} />}
      </Dialog>
    </div>
  );
}

const REASONS: Record<string, string> = { manual: 'kézi', check_out: 'kijelentkezés', check_in: 'bejelentkezés', block: 'üzemen kívüli időszak', room_change: 'szobacsere', task_done: 'feladat kész' };

function History({ unitId, onClose }: { unitId: string; onClose: () => void }) {
  const history = useUnitHistory(unitId);
  return (
    <div className="space-y-3">
      {history.isPending ? (
        <p role="status">Betöltés…</p>
      ) : (
        <ol className="max-h-80 space-y-1 overflow-y-auto text-sm">
          {(history.data ?? []).map((h) => (
            <li key={h.id}>
              {dateTime(h.at)} · {h.previous ? `${HOUSEKEEPING_LABELS[h.previous]} → ` : ''}
              {HOUSEKEEPING_LABELS[h.state]} · {REASONS[h.reason] ?? h.reason}
              {h.userName ? ` · ${h.userName}` : ''}
              {h.note ? ` · ${h.note}` : ''}
            </li>
          ))}
          {history.data?.length === 0 && <li>Még nincs bejegyzés.</li>}
        </ol>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Bezárás
        </Button>
      </div>
    </div>
  );
}
