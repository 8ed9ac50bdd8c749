// Shared pieces of the hospitality pages: Hungarian labels of the states, the status badge, date
// and money formatting ("2026. nov. 29.", "24 500 Ft"), the property picker and the page frame.
// The module serves Hungarian accommodation under Hungarian law (NTAK, IFA, VIZA): its texts are
// Hungarian in every UI language (decision 0395), like the code lists of shared/hospitality/codes.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { formatHuDate, formatHuf } from '@shared/hu/format';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@shared/hospitality/reservation-status';
import { inputClasses } from '@client/components/form';
import type { HousekeepingState, Property } from '../api/types';
import { formatHuDateTimeInBudapest } from '@client/lib/format';

export const day = (iso: string) => formatHuDate(iso, 'medium');
export const money = (huf: number | null | undefined) => (huf === null || huf === undefined ? '–' : formatHuf(huf));
export const dateTime = formatHuDateTimeInBudapest;

export const statusTone: Record<ReservationStatus, string> = {
  tentative: 'bg-amber-100 text-amber-950 border-amber-400 dark:bg-amber-900/60 dark:text-amber-50',
  confirmed: 'bg-sky-100 text-sky-950 border-sky-500 dark:bg-sky-900/60 dark:text-sky-50',
  checked_in: 'bg-emerald-100 text-emerald-950 border-emerald-500 dark:bg-emerald-900/60 dark:text-emerald-50',
  checked_out: 'bg-slate-200 text-slate-900 border-slate-400 dark:bg-slate-700 dark:text-slate-50',
  cancelled: 'bg-rose-100 text-rose-950 border-rose-400 dark:bg-rose-900/60 dark:text-rose-50',
  no_show: 'bg-rose-100 text-rose-950 border-rose-400 dark:bg-rose-900/60 dark:text-rose-50',
};

export function StatusBadge({ status }: { status: ReservationStatus }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${statusTone[status]}`}>{RESERVATION_STATUS_LABELS[status]}</span>;
}

export const HOUSEKEEPING_LABELS: Record<HousekeepingState, string> = {
  clean: 'Tiszta',
  dirty: 'Takarítandó',
  inspected: 'Ellenőrizve',
  out_of_service: 'Átmenetileg nem kiadható',
  out_of_order: 'Üzemen kívül',
};

export const housekeepingTone: Record<HousekeepingState, string> = {
  clean: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50',
  inspected: 'bg-teal-100 text-teal-950 dark:bg-teal-900/60 dark:text-teal-50',
  dirty: 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50',
  out_of_service: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
  out_of_order: 'bg-rose-100 text-rose-950 dark:bg-rose-900/60 dark:text-rose-50',
};

export function HousekeepingBadge({ state }: { state: HousekeepingState }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${housekeepingTone[state]}`}>{HOUSEKEEPING_LABELS[state]}</span>;
}

export const BLOCK_LABELS = { out_of_order: 'Üzemen kívül (hosszabb, pl. felújítás)', out_of_service: 'Átmenetileg nem kiadható (rövid, pl. javítás)' } as const;

/** The property the page shows, chosen from the firm's properties. */
export function PropertyPicker({ properties, value, onChange }: { properties: readonly Property[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  if (properties.length < 2) return null;
  return (
    <div className="max-w-sm">
      <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        Szálláshely
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
        {properties.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A panel with a heading (a section of a page). */
export function Panel({ title, actions, children, id }: { title: string; actions?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A status line for a change that failed or succeeded (announced to screen readers). */
export function Notice({ tone, children }: { tone: 'error' | 'ok'; children: ReactNode }) {
  return tone === 'error' ? (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
      {children}
    </p>
  );
}
