// The add-deadline form: a rule (start event, length, unit, procedure, Saturday setting) whose end
// date and explanation are computed live by the shared engine — the same code the server runs
// when it stores the deadline — or a fixed date. On the form kit (decision 0321) with the shared
// deadlineFormSchema: the server's field errors (`rule.length`, `dueOn`) land on their fields.
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isIsoDate, todayInBudapest } from '@shared/dates/iso-date';
import { computeDeadline, DEADLINE_MAX_LENGTH, type DeadlineResult, deadlineUnits } from '@shared/compliance-tracker/deadline';
import { deadlineFormSchema, type DeadlineFormValues } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { PROCEDURE_TYPES, procedureTypes } from '@shared/compliance-tracker/procedure-types';
import type { WorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { CheckboxField, DateField, ErrorList, Form, NumberField, SelectField, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { useServerWorkingCalendar } from '../api/calendar-api';
import { useCreateDeadline, useResponsibleChoices } from '../api/deadlines-api';

type Values = DeadlineFormValues & { rule?: Partial<Extract<DeadlineFormValues, { kind: 'computed' }>['rule']>; dueOn?: string | null };

const initial = (responsibleId: string) =>
  ({ title: '', kind: 'computed', rule: { start: todayInBudapest(), length: 15, unit: 'days', procedure: 'pp', saturdayWorkdays: true }, dueOn: null, responsibleId }) as unknown as DeadlineFormValues;

/** The engine's answer for the form's rule, or null while the rule is incomplete or the calendar loads. */
function preview(f: Values, calendar: WorkingDayCalendar | null): DeadlineResult | null {
  const rule = f.rule;
  const length = Number(rule?.length);
  if (
    !calendar ||
    f.kind !== 'computed' ||
    !rule?.unit ||
    !rule.procedure ||
    typeof rule.start !== 'string' ||
    !isIsoDate(rule.start) ||
    !Number.isInteger(length) ||
    length < 1 ||
    length > DEADLINE_MAX_LENGTH[rule.unit]
  )
    return null;
  return computeDeadline({ start: rule.start, length, unit: rule.unit, procedure: rule.procedure, saturdayWorkdays: rule.saturdayWorkdays ?? true }, calendar);
}

export function DeadlineForm({ matterId, defaultResponsibleId }: { matterId: string; defaultResponsibleId: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const staff = useResponsibleChoices();
  const create = useCreateDeadline();
  const form = useZodForm(deadlineFormSchema, { defaultValues: initial(defaultResponsibleId ?? '') });
  const values = useWatch({ control: form.control }) as Values;
  // The default responsible person is chosen once the list has their option (an uncontrolled select shows the first option until then).
  useEffect(() => {
    if (staff.data) form.setValue('responsibleId', form.getValues('responsibleId'));
  }, [staff.data, form]);
  // The confirmation stays until the form is changed: it belongs to the values the save left.
  const [saved, setSaved] = useState<{ text: string; values: string } | null>(null);
  // The server's calendar (with the platform admin's entries), so the preview is what will be stored.
  const calendar = useServerWorkingCalendar();
  const snapshot = JSON.stringify(values);
  const result = useMemo(() => preview(JSON.parse(snapshot) as Values, calendar), [snapshot, calendar]);
  const unit = values.rule?.unit ?? 'days';
  const procedure = values.rule?.procedure ?? 'pp';
  // A last day already gone (a late-entered deadline, a mistyped start): said before saving; the
  // server stores it all the same, as an overdue deadline.
  const end = values.kind === 'computed' ? (result?.end ?? null) : typeof values.dueOn === 'string' && isIsoDate(values.dueOn) ? values.dueOn : null;
  const past = end !== null && end < todayInBudapest();

  return (
    <Form
      form={form}
      className="space-y-3"
      aria-labelledby={`${id}-h`}
      onSubmit={async (body) => {
        const item = await create.mutateAsync({ ...body, matterId, responsibleId: body.responsibleId || null });
        const next = initial(body.responsibleId);
        form.reset(next);
        setSaved({ text: t('complianceTracker.form.saved', { title: item.title, date: formatHuDateWithWeekday(item.dueOn) }), values: JSON.stringify(form.getValues()) });
      }}
    >
      <h3 id={`${id}-h`} className="font-semibold">
        {t('complianceTracker.form.heading')}
      </h3>
      <ErrorList />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="title" label={t('complianceTracker.form.title')} required maxLength={300} placeholder={t('complianceTracker.form.titlePlaceholder')} className="sm:col-span-2" />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">{t('complianceTracker.form.kind')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(['computed', 'fixed'] as const).map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" value={k} {...form.register('kind')} />
                {t(`complianceTracker.kind.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {values.kind === 'computed' ? (
          <>
            <DateField name="rule.start" label={t('complianceTracker.form.start')} required />
            <div className="grid grid-cols-2 gap-2">
              <NumberField name="rule.length" label={t('complianceTracker.form.length')} required min={1} max={DEADLINE_MAX_LENGTH[unit]} />
              <SelectField name="rule.unit" label={t('complianceTracker.form.unit')} options={deadlineUnits.map((u) => ({ value: u, label: t(`complianceTracker.unit.${u}`) }))} />
            </div>
            <SelectField
              name="rule.procedure"
              label={t('complianceTracker.form.procedure')}
              className="sm:col-span-2"
              options={procedureTypes.map((p) => ({ value: p, label: PROCEDURE_TYPES[p].label }))}
              hint={`${PROCEDURE_TYPES[procedure].recess ? t('complianceTracker.form.recessApplies') : t('complianceTracker.form.recessNot')} (${PROCEDURE_TYPES[procedure].basis})`}
            />
            <CheckboxField name="rule.saturdayWorkdays" label={t('complianceTracker.form.saturdayWorkdays')} className="sm:col-span-2" />
          </>
        ) : (
          <DateField name="dueOn" label={t('complianceTracker.form.dueOn')} required />
        )}
        <SelectField
          name="responsibleId"
          label={t('complianceTracker.form.responsible')}
          options={[{ value: '', label: t('complianceTracker.form.nobody') }, ...(staff.data ?? []).map((s) => ({ value: s.userId, label: s.name }))]}
        />
      </div>
      {result && (
        <div role="status" aria-live="polite" aria-label={t('complianceTracker.form.preview')} className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm dark:border-indigo-800 dark:bg-indigo-950">
          <p className="font-semibold">
            {t('complianceTracker.form.endsOn')} <span data-testid="deadline-preview-end">{formatHuDateWithWeekday(result.end)}</span>
            {result.endDayKind === 'working_saturday' && (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t('complianceTracker.workingSaturday')}</span>
            )}
            {result.provisional && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t('complianceTracker.provisionalBadge')}</span>}
          </p>
          <p className="mt-1">{result.explanation}</p>
        </div>
      )}
      {past && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t('complianceTracker.form.pastWarning', { date: formatHuDateWithWeekday(end) })}
        </p>
      )}
      <SubmitButton>{t('complianceTracker.form.submit')}</SubmitButton>
      {saved && saved.values === snapshot && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {saved.text}
        </p>
      )}
    </Form>
  );
}
