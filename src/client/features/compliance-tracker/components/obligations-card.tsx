// The compliance tracker's recurring obligations (decision 0156): what is late, the next due day
// (moved to a working day), owner, client, recurrence, the history with evidence, "done" with a
// note and an evidence upload rolling to the next occurrence, and a form for a new obligation.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { todayInBudapest } from '@shared/dates/iso-date';
import { completeObligationBodySchema, complianceCategories, createObligationBodySchema, type ObligationItem } from '@shared/compliance-tracker/compliance.schemas';
import { describeReasons } from '@shared/compliance-tracker/deadline-text';
import { recurrenceFrequencies } from '@shared/compliance-tracker/recurrence';
import { formatHuDate, formatHuDateWithWeekday, HU_MONTHS } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { ComboboxField, ErrorList, Field, FileInput, Form, inputClasses, NumberField, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '@client/components/form';
import { errorText } from '@client/lib/api-client';
import { useClientChoices, useCompleteObligation, useCreateObligation, useDeleteObligation, useObligations, useUpdateObligation } from '../api/compliance-api';
import { useResponsibleChoices } from '../api/deadlines-api';

function recurrenceText(t: TFunction, r: ObligationItem['recurrence']) {
  if (r.frequency === 'monthly') return t('complianceTracker.compliance.every_monthly', { day: r.dayOfMonth });
  if (r.frequency === 'quarterly') return t('complianceTracker.compliance.every_quarterly', { month: r.month, day: r.dayOfMonth });
  return t('complianceTracker.compliance.every_yearly', { month: HU_MONTHS[r.month - 1], day: r.dayOfMonth });
}

/**
 * Why the due day is not the nominal one, as the shared calendar tells (the server's
 * `movedBecause`): "(2026. december 20., vasárnap helyett, hétvége miatt)",
 * "(2027. május 1., szombat helyett, munkaszüneti nap (a munka ünnepe) és hétvége miatt)".
 */
function movedNote(t: TFunction, o: ObligationItem): string {
  const date = formatHuDateWithWeekday(o.nextNominal);
  if (o.movedBecause.length === 0) return t('complianceTracker.compliance.movedFromOnly', { date });
  return t('complianceTracker.compliance.movedFrom', { date, reason: describeReasons(o.movedBecause) });
}

export function ObligationsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const list = useObligations();
  const update = useUpdateObligation();
  const remove = useDeleteObligation();
  const [completing, setCompleting] = useState<string | null>(null);
  const error = update.error ?? remove.error;
  const late = list.data?.items.filter((o) => o.late) ?? [];
  return (
    <section aria-labelledby="dl-compliance" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="dl-compliance" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('complianceTracker.compliance.title')}
      </h2>
      <p className="text-sm">{t('complianceTracker.compliance.explain')}</p>
      {list.data && <p className={`text-sm font-medium ${list.data.late ? 'text-red-700 dark:text-red-300' : ''}`}>{t('complianceTracker.compliance.lateCount', { count: list.data.late })}</p>}
      {late.length > 0 && (
        <div className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950">
          <h3 id="dl-compliance-late" className="font-semibold">
            {t('complianceTracker.compliance.lateList')}
          </h3>
          <ul aria-labelledby="dl-compliance-late" className="mt-1 list-disc pl-5">
            {late.map((o) => (
              <li key={o.id}>{`${formatHuDateWithWeekday(o.nextDue)}: ${o.title}${o.client ? ` (${o.client.name})` : ''} · ${o.owner?.name ?? t('complianceTracker.form.nobody')}`}</li>
            ))}
          </ul>
        </div>
      )}
      {list.data && list.data.items.length === 0 && <p className="text-sm">{t('complianceTracker.compliance.none')}</p>}
      <ul aria-label={t('complianceTracker.compliance.title')} className="divide-y divide-slate-200 dark:divide-slate-700">
        {list.data?.items.map((o) => (
          <li key={o.id} className="space-y-1 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{formatHuDateWithWeekday(o.nextDue)}</span>
              {o.nextDue !== o.nextNominal && <span className="text-xs">{movedNote(t, o)}</span>}
              {o.late && <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-medium text-white">{t('complianceTracker.compliance.late')}</span>}
              {!o.active && <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs dark:bg-slate-700">{t('complianceTracker.compliance.paused')}</span>}
            </div>
            <p>
              <span className="font-medium">{o.title}</span>
              {` · ${t(`complianceTracker.compliance.category_${o.category}`)} · ${recurrenceText(t, o.recurrence)} · ${o.owner?.name ?? t('complianceTracker.form.nobody')}`}
              {o.client && ` · ${o.client.name}`}
            </p>
            {o.history.length > 0 && (
              <details>
                <summary className="cursor-pointer text-indigo-700 dark:text-indigo-300">{t('complianceTracker.compliance.history', { count: o.history.length })}</summary>
                <ul className="mt-1 list-disc pl-5">
                  {o.history.map((h) => (
                    <li key={h.id}>
                      {`${formatHuDate(h.nominal)}: ${t('complianceTracker.compliance.doneBy', { who: h.completedBy ?? '–', date: formatHuDate(h.completedAt.slice(0, 10)) })}${h.note ? ` – ${h.note}` : ''}`}
                      {h.evidence && (
                        <>
                          {' · '}
                          <Link to={`/app/documents/${h.evidence.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                            {t('complianceTracker.compliance.evidenceLink', { title: h.evidence.title })}
                          </Link>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            )}
            {canEdit && completing === o.id && <CompleteForm obligation={o} onClose={() => setCompleting(null)} />}
            {canEdit && completing !== o.id && (
              <div className="flex flex-wrap gap-2 pt-1">
                {o.active && (
                  <Button variant="secondary" aria-label={`${t('complianceTracker.compliance.complete')}: ${o.title}`} onClick={() => setCompleting(o.id)}>
                    {t('complianceTracker.compliance.complete')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  disabled={update.isPending}
                  aria-label={`${o.active ? t('complianceTracker.compliance.pause') : t('complianceTracker.compliance.resume')}: ${o.title}`}
                  onClick={() => update.mutate({ id: o.id, active: !o.active })}
                >
                  {o.active ? t('complianceTracker.compliance.pause') : t('complianceTracker.compliance.resume')}
                </Button>
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  aria-label={`${t('complianceTracker.actions.delete')}: ${o.title}`}
                  onClick={() => window.confirm(t('complianceTracker.compliance.confirmDelete', { title: o.title })) && remove.mutate(o.id)}
                >
                  {t('complianceTracker.actions.delete')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(error)}
        </p>
      )}
      {canEdit && <ObligationForm />}
    </section>
  );
}

/** Completing the current occurrence with an optional note and evidence file (uploaded to the documents vault). */
const completeFormSchema = completeObligationBodySchema.pick({ note: true });

function CompleteForm({ obligation, onClose }: { obligation: ObligationItem; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const complete = useCompleteObligation();
  const form = useZodForm(completeFormSchema, { defaultValues: { note: '' } });
  const [file, setFile] = useState<File | null>(null);
  return (
    <Form
      form={form}
      aria-labelledby={`${id}-h`}
      className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      onSubmit={async ({ note }) => {
        await complete.mutateAsync({ id: obligation.id, nominal: obligation.nextNominal, note, evidence: file });
        onClose();
      }}
    >
      <h3 id={`${id}-h`} className="font-semibold">
        {t('complianceTracker.compliance.completeTitle', { title: obligation.title })}
      </h3>
      <ErrorList describePath={(path) => (path === 'evidenceDocumentId' ? t('complianceTracker.compliance.evidence') : undefined)} />
      <TextareaField name="note" label={t('complianceTracker.compliance.note')} rows={2} maxLength={2000} className="block" />
      <FileInput label={t('complianceTracker.compliance.evidence')} hint={t('complianceTracker.compliance.evidenceHelp')} onFiles={(files) => setFile(files[0] ?? null)} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton {...(file ? { pendingText: t('complianceTracker.compliance.uploading') } : {})}>{t('complianceTracker.compliance.confirm')}</SubmitButton>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('complianceTracker.compliance.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The new-obligation form: the shared createObligationBodySchema, with the owner and client as
 * the selects' values ('' = me / none) and the month read as a number.
 */
const obligationFormSchema = createObligationBodySchema.omit({ ownerId: true, clientContactId: true, startFrom: true }).extend({ ownerId: z.string(), clientContactId: z.string() });
type ObligationFormValues = z.input<typeof obligationFormSchema>;

function ObligationForm() {
  const { t } = useTranslation();
  const create = useCreateObligation();
  const people = useResponsibleChoices();
  const clients = useClientChoices();
  const form = useZodForm(obligationFormSchema, {
    defaultValues: { title: '', category: 'tax', recurrence: { frequency: 'monthly', dayOfMonth: 20, month: 1 }, ownerId: '', clientContactId: '', notes: null } satisfies ObligationFormValues,
  });
  const frequency = useWatch({ control: form.control, name: 'recurrence.frequency' });
  return (
    <Form
      form={form}
      className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-2 dark:border-slate-700"
      aria-labelledby="dl-compliance-new"
      onSubmit={async ({ ownerId, clientContactId, recurrence, ...body }) => {
        await create.mutateAsync({
          ...body,
          ownerId: ownerId || undefined,
          clientContactId: clientContactId || null,
          recurrence: { ...recurrence, month: recurrence.frequency === 'monthly' ? 1 : recurrence.month },
          startFrom: todayInBudapest(),
        });
        form.reset({ ...form.getValues(), title: '' });
      }}
    >
      <h3 id="dl-compliance-new" className="font-semibold sm:col-span-2">
        {t('complianceTracker.compliance.new')}
      </h3>
      <div className="sm:col-span-2">
        <ErrorList />
      </div>
      <TextField name="title" label={t('complianceTracker.compliance.name')} placeholder={t('complianceTracker.compliance.namePlaceholder')} required maxLength={300} className="text-sm sm:col-span-2" />
      <SelectField
        name="category"
        label={t('complianceTracker.compliance.category')}
        className="text-sm"
        options={complianceCategories.map((c) => ({ value: c, label: t(`complianceTracker.compliance.category_${c}`) }))}
      />
      <Field name="recurrence.frequency" label={t('complianceTracker.compliance.frequency')} className="text-sm">
        {(props) => (
          <select {...props} {...form.register('recurrence.frequency', { onChange: () => form.setValue('recurrence.month', 1) })} className={inputClasses}>
            {recurrenceFrequencies.map((f) => (
              <option key={f} value={f}>
                {t(`complianceTracker.compliance.frequency_${f}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {frequency !== 'monthly' && (
        <Field name="recurrence.month" label={frequency === 'yearly' ? t('complianceTracker.compliance.month') : t('complianceTracker.compliance.quarterMonth')} className="text-sm">
          {(props) => (
            <select {...props} {...form.register('recurrence.month', { setValueAs: (v: unknown) => Number(v) })} className={inputClasses}>
              {(frequency === 'yearly' ? HU_MONTHS.map((m, i) => [i + 1, m] as const) : ([1, 2, 3] as const).map((m) => [m, t('complianceTracker.compliance.quarterMonthN', { n: m })] as const)).map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <NumberField name="recurrence.dayOfMonth" label={t('complianceTracker.compliance.day')} min={1} max={31} required className="text-sm" />
      <SelectField
        name="ownerId"
        label={t('complianceTracker.compliance.owner')}
        className="text-sm"
        options={[{ value: '', label: t('complianceTracker.compliance.ownerMe') }, ...(people.data ?? []).map((p) => ({ value: p.userId, label: p.name || p.email }))]}
      />
      {clients.data && (
        <ComboboxField
          name="clientContactId"
          label={t('complianceTracker.compliance.client')}
          className="text-sm sm:col-span-2"
          emptyLabel={t('complianceTracker.compliance.clientNone')}
          options={clients.data.map((c) => ({ value: c.id, label: c.name }))}
        />
      )}
      <div className="sm:col-span-2">
        <SubmitButton>{t('complianceTracker.compliance.submit')}</SubmitButton>
      </div>
      {create.isSuccess && (
        <p role="status" className="text-sm sm:col-span-2">
          {t('complianceTracker.compliance.saved', { title: create.data.title, date: formatHuDateWithWeekday(create.data.nextDue) })}
        </p>
      )}
    </Form>
  );
}
