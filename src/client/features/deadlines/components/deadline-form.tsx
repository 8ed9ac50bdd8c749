// The add-deadline form: a rule (start event, length, unit, procedure, Saturday setting) whose end
// date and explanation are computed live by the shared engine — the same code the server runs
// when it stores the deadline — or a fixed date.
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInBudapest } from '@shared/dates/iso-date';
import { computeDeadline, DEADLINE_MAX_LENGTH, type DeadlineResult, type DeadlineUnit, deadlineUnits } from '@shared/deadlines/deadline';
import { PROCEDURE_TYPES, type ProcedureType, procedureTypes } from '@shared/deadlines/procedure-types';
import type { WorkingDayCalendar } from '@shared/deadlines/working-day-calendar';
import { isIsoDate } from '@shared/dates/iso-date';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { useServerWorkingCalendar } from '../api/calendar-api';
import { useCreateDeadline, useResponsibleChoices } from '../api/deadlines-api';
import { DateInput } from '@client/components/form/date-field';

interface FormState {
  title: string;
  kind: 'computed' | 'fixed';
  start: string;
  length: string;
  unit: DeadlineUnit;
  procedure: ProcedureType;
  saturdayWorkdays: boolean;
  dueOn: string;
  responsibleId: string;
}

const initial = (): FormState => ({ title: '', kind: 'computed', start: todayInBudapest(), length: '15', unit: 'days', procedure: 'pp', saturdayWorkdays: true, dueOn: '', responsibleId: '' });

/** The engine's answer for the form's rule, or null while the rule is incomplete or the calendar loads. */
function preview(f: FormState, calendar: WorkingDayCalendar | null): DeadlineResult | null {
  const length = Number(f.length);
  if (!calendar || f.kind !== 'computed' || !isIsoDate(f.start) || !Number.isInteger(length) || length < 1 || length > DEADLINE_MAX_LENGTH[f.unit]) return null;
  return computeDeadline({ start: f.start, length, unit: f.unit, procedure: f.procedure, saturdayWorkdays: f.saturdayWorkdays }, calendar);
}

export function DeadlineForm({ matterId, defaultResponsibleId }: { matterId: string; defaultResponsibleId: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const staff = useResponsibleChoices();
  const create = useCreateDeadline();
  const [f, setF] = useState<FormState>(() => ({ ...initial(), responsibleId: defaultResponsibleId ?? '' }));
  const [saved, setSaved] = useState<string | null>(null);
  // The server's calendar (with the platform admin's entries), so the preview is what will be stored.
  const calendar = useServerWorkingCalendar();
  const result = useMemo(() => preview(f, calendar), [f, calendar]);
  const set = (patch: Partial<FormState>) => {
    setSaved(null);
    setF({ ...f, ...patch });
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const common = { matterId, title: f.title, responsibleId: f.responsibleId || null };
    const body =
      f.kind === 'computed'
        ? { ...common, kind: 'computed' as const, rule: { start: f.start, length: Number(f.length), unit: f.unit, procedure: f.procedure, saturdayWorkdays: f.saturdayWorkdays } }
        : { ...common, kind: 'fixed' as const, dueOn: f.dueOn };
    create.mutate(body, {
      onSuccess: (item) => {
        setSaved(t('deadlines.form.saved', { title: item.title, date: formatHuDateWithWeekday(item.dueOn) }));
        setF({ ...initial(), responsibleId: f.responsibleId });
      },
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="font-semibold">
        {t('deadlines.form.heading')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-title`} className="text-sm font-medium">
            {t('deadlines.form.title')}
          </label>
          <input id={`${id}-title`} required minLength={2} maxLength={300} value={f.title} onChange={(e) => set({ title: e.target.value })} className={inputClasses} placeholder={t('deadlines.form.titlePlaceholder')} />
        </div>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">{t('deadlines.form.kind')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(['computed', 'fixed'] as const).map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name={`${id}-kind`} checked={f.kind === k} onChange={() => set({ kind: k })} />
                {t(`deadlines.kind.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {f.kind === 'computed' ? (
          <>
            <div>
              <label htmlFor={`${id}-start`} className="text-sm font-medium">
                {t('deadlines.form.start')}
              </label>
              <DateInput id={`${id}-start`} label={t('deadlines.form.start')} required value={f.start || null} onChange={(iso) => set({ start: iso ?? '' })} />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <div>
                <label htmlFor={`${id}-len`} className="text-sm font-medium">
                  {t('deadlines.form.length')}
                </label>
                <input id={`${id}-len`} type="number" required min={1} max={DEADLINE_MAX_LENGTH[f.unit]} value={f.length} onChange={(e) => set({ length: e.target.value })} className={inputClasses} />
              </div>
              <div>
                <label htmlFor={`${id}-unit`} className="text-sm font-medium">
                  {t('deadlines.form.unit')}
                </label>
                <select id={`${id}-unit`} value={f.unit} onChange={(e) => set({ unit: e.target.value as DeadlineUnit })} className={inputClasses}>
                  {deadlineUnits.map((u) => (
                    <option key={u} value={u}>
                      {t(`deadlines.unit.${u}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-proc`} className="text-sm font-medium">
                {t('deadlines.form.procedure')}
              </label>
              <select id={`${id}-proc`} value={f.procedure} onChange={(e) => set({ procedure: e.target.value as ProcedureType })} className={inputClasses}>
                {procedureTypes.map((p) => (
                  <option key={p} value={p}>
                    {PROCEDURE_TYPES[p].label}
                  </option>
                ))}
              </select>
              <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                {PROCEDURE_TYPES[f.procedure].recess ? t('deadlines.form.recessApplies') : t('deadlines.form.recessNot')} ({PROCEDURE_TYPES[f.procedure].basis})
              </p>
            </div>
            <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" checked={f.saturdayWorkdays} onChange={(e) => set({ saturdayWorkdays: e.target.checked })} />
              {t('deadlines.form.saturdayWorkdays')}
            </label>
          </>
        ) : (
          <div>
            <label htmlFor={`${id}-due`} className="text-sm font-medium">
              {t('deadlines.form.dueOn')}
            </label>
            <DateInput id={`${id}-due`} label={t('deadlines.form.dueOn')} required value={f.dueOn || null} onChange={(iso) => set({ dueOn: iso ?? '' })} />
          </div>
        )}
        <div>
          <label htmlFor={`${id}-resp`} className="text-sm font-medium">
            {t('deadlines.form.responsible')}
          </label>
          <select id={`${id}-resp`} value={f.responsibleId} onChange={(e) => set({ responsibleId: e.target.value })} className={inputClasses}>
            <option value="">{t('deadlines.form.nobody')}</option>
            {staff.data?.map((s) => (
              <option key={s.userId} value={s.userId}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {result && (
        <div role="status" aria-live="polite" aria-label={t('deadlines.form.preview')} className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm dark:border-indigo-800 dark:bg-indigo-950">
          <p className="font-semibold">
            {t('deadlines.form.endsOn')} <span data-testid="deadline-preview-end">{formatHuDateWithWeekday(result.end)}</span>
            {result.endDayKind === 'working_saturday' && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t('deadlines.workingSaturday')}</span>
            )}
            {result.provisional && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t('deadlines.provisionalBadge')}</span>}
          </p>
          <p className="mt-1">{result.explanation}</p>
        </div>
      )}
      <Button type="submit" disabled={create.isPending}>
        {t('deadlines.form.submit')}
      </Button>
      {create.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(create.error)}
        </p>
      )}
      {saved && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {saved}
        </p>
      )}
    </form>
  );
}
