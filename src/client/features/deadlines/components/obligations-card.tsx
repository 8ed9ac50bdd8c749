// The compliance tracker's recurring obligations (decision 0156): what is late, the next due day
// (moved to a working day), owner, client, recurrence, the history with evidence, "done" with a
// note and an evidence upload rolling to the next occurrence, and a form for a new obligation.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { todayInBudapest } from '@shared/dates/iso-date';
import { complianceCategories, type ObligationItem } from '@shared/deadlines/compliance.schemas';
import { recurrenceFrequencies } from '@shared/deadlines/recurrence';
import { formatHuDate, formatHuDateWithWeekday, HU_MONTHS } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { useClientChoices, useCompleteObligation, useCreateObligation, useDeleteObligation, useObligations, useUpdateObligation } from '../api/compliance-api';
import { useResponsibleChoices } from '../api/deadlines-api';
import { FileInput } from '@client/components/form/file-input';

function recurrenceText(t: TFunction, r: ObligationItem['recurrence']) {
  if (r.frequency === 'monthly') return t('deadlines.compliance.every_monthly', { day: r.dayOfMonth });
  if (r.frequency === 'quarterly') return t('deadlines.compliance.every_quarterly', { month: r.month, day: r.dayOfMonth });
  return t('deadlines.compliance.every_yearly', { month: HU_MONTHS[r.month - 1], day: r.dayOfMonth });
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
        {t('deadlines.compliance.title')}
      </h2>
      <p className="text-sm">{t('deadlines.compliance.explain')}</p>
      {list.data && <p className={`text-sm font-medium ${list.data.late ? 'text-red-700 dark:text-red-300' : ''}`}>{t('deadlines.compliance.lateCount', { count: list.data.late })}</p>}
      {late.length > 0 && (
        <div className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950">
          <h3 id="dl-compliance-late" className="font-semibold">
            {t('deadlines.compliance.lateList')}
          </h3>
          <ul aria-labelledby="dl-compliance-late" className="mt-1 list-disc pl-5">
            {late.map((o) => (
              <li key={o.id}>{`${formatHuDateWithWeekday(o.nextDue)}: ${o.title}${o.client ? ` (${o.client.name})` : ''} · ${o.owner?.name ?? t('deadlines.form.nobody')}`}</li>
            ))}
          </ul>
        </div>
      )}
      {list.data && list.data.items.length === 0 && <p className="text-sm">{t('deadlines.compliance.none')}</p>}
      <ul aria-label={t('deadlines.compliance.title')} className="divide-y divide-slate-200 dark:divide-slate-700">
        {list.data?.items.map((o) => (
          <li key={o.id} className="space-y-1 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{formatHuDateWithWeekday(o.nextDue)}</span>
              {o.nextDue !== o.nextNominal && <span className="text-xs">{t('deadlines.compliance.movedFrom', { date: formatHuDate(o.nextNominal) })}</span>}
              {o.late && <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-medium text-white">{t('deadlines.compliance.late')}</span>}
              {!o.active && <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs dark:bg-slate-700">{t('deadlines.compliance.paused')}</span>}
            </div>
            <p>
              <span className="font-medium">{o.title}</span>
              {` · ${t(`deadlines.compliance.category_${o.category}`)} · ${recurrenceText(t, o.recurrence)} · ${o.owner?.name ?? t('deadlines.form.nobody')}`}
              {o.client && ` · ${o.client.name}`}
            </p>
            {o.history.length > 0 && (
              <details>
                <summary className="cursor-pointer text-indigo-700 dark:text-indigo-300">{t('deadlines.compliance.history', { count: o.history.length })}</summary>
                <ul className="mt-1 list-disc pl-5">
                  {o.history.map((h) => (
                    <li key={h.id}>
                      {`${formatHuDate(h.nominal)}: ${t('deadlines.compliance.doneBy', { who: h.completedBy ?? '–', date: formatHuDate(h.completedAt.slice(0, 10)) })}${h.note ? ` – ${h.note}` : ''}`}
                      {h.evidence && (
                        <>
                          {' · '}
                          <Link to={`/app/documents/${h.evidence.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                            {t('deadlines.compliance.evidenceLink', { title: h.evidence.title })}
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
                  <Button variant="secondary" aria-label={`${t('deadlines.compliance.complete')}: ${o.title}`} onClick={() => setCompleting(o.id)}>
                    {t('deadlines.compliance.complete')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  disabled={update.isPending}
                  aria-label={`${o.active ? t('deadlines.compliance.pause') : t('deadlines.compliance.resume')}: ${o.title}`}
                  onClick={() => update.mutate({ id: o.id, active: !o.active })}
                >
                  {o.active ? t('deadlines.compliance.pause') : t('deadlines.compliance.resume')}
                </Button>
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  aria-label={`${t('deadlines.actions.delete')}: ${o.title}`}
                  onClick={() => window.confirm(t('deadlines.compliance.confirmDelete', { title: o.title })) && remove.mutate(o.id)}
                >
                  {t('deadlines.actions.delete')}
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
function CompleteForm({ obligation, onClose }: { obligation: ObligationItem; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const complete = useCompleteObligation();
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  return (
    <form
      aria-labelledby={`${id}-h`}
      className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        complete.mutate({ id: obligation.id, nominal: obligation.nextNominal, note: note || null, evidence: file }, { onSuccess: onClose });
      }}
    >
      <h3 id={`${id}-h`} className="font-semibold">
        {t('deadlines.compliance.completeTitle', { title: obligation.title })}
      </h3>
      <label className="block">
        {t('deadlines.compliance.note')}
        <textarea className={inputClasses} rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <FileInput label={t('deadlines.compliance.evidence')} hint={t('deadlines.compliance.evidenceHelp')} onFiles={(files) => setFile(files[0] ?? null)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={complete.isPending}>
          {complete.isPending && file ? t('deadlines.compliance.uploading') : t('deadlines.compliance.confirm')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('deadlines.compliance.cancel')}
        </Button>
      </div>
      {complete.isError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorText(complete.error)}
        </p>
      )}
    </form>
  );
}

function ObligationForm() {
  const { t } = useTranslation();
  const create = useCreateObligation();
  const people = useResponsibleChoices();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<(typeof complianceCategories)[number]>('tax');
  const [frequency, setFrequency] = useState<(typeof recurrenceFrequencies)[number]>('monthly');
  const [day, setDay] = useState(20);
  const [month, setMonth] = useState(1);
  const [ownerId, setOwnerId] = useState('');
  const [clientId, setClientId] = useState('');
  const clients = useClientChoices();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { title, category, ownerId: ownerId || undefined, clientContactId: clientId || null, recurrence: { frequency, dayOfMonth: day, month: frequency === 'monthly' ? 1 : month }, startFrom: todayInBudapest() },
      { onSuccess: () => setTitle('') },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-2 dark:border-slate-700" aria-labelledby="dl-compliance-new">
      <h3 id="dl-compliance-new" className="font-semibold sm:col-span-2">
        {t('deadlines.compliance.new')}
      </h3>
      <label className="text-sm sm:col-span-2">
        {t('deadlines.compliance.name')}
        <input className={inputClasses} value={title} onChange={(e) => setTitle(e.target.value)} placeholder={t('deadlines.compliance.namePlaceholder')} required minLength={2} maxLength={300} />
      </label>
      <label className="text-sm">
        {t('deadlines.compliance.category')}
        <select className={inputClasses} value={category} onChange={(e) => setCategory(e.target.value as typeof category)}>
          {complianceCategories.map((c) => (
            <option key={c} value={c}>
              {t(`deadlines.compliance.category_${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        {t('deadlines.compliance.frequency')}
        <select
          className={inputClasses}
          value={frequency}
          onChange={(e) => {
            setFrequency(e.target.value as typeof frequency);
            setMonth(1);
          }}
        >
          {recurrenceFrequencies.map((f) => (
            <option key={f} value={f}>
              {t(`deadlines.compliance.frequency_${f}`)}
            </option>
          ))}
        </select>
      </label>
      {frequency !== 'monthly' && (
        <label className="text-sm">
          {frequency === 'yearly' ? t('deadlines.compliance.month') : t('deadlines.compliance.quarterMonth')}
          <select className={inputClasses} value={month} onChange={(e) => setMonth(Number(e.target.value))}>
            {(frequency === 'yearly' ? HU_MONTHS.map((m, i) => [i + 1, m] as const) : ([1, 2, 3] as const).map((m) => [m, t('deadlines.compliance.quarterMonthN', { n: m })] as const)).map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="text-sm">
        {t('deadlines.compliance.day')}
        <input className={inputClasses} type="number" min={1} max={31} value={day} onChange={(e) => setDay(Number(e.target.value))} required />
      </label>
      <label className="text-sm">
        {t('deadlines.compliance.owner')}
        <select className={inputClasses} value={ownerId} onChange={(e) => setOwnerId(e.target.value)}>
          <option value="">{t('deadlines.compliance.ownerMe')}</option>
          {people.data?.map((p) => (
            <option key={p.userId} value={p.userId}>
              {p.name || p.email}
            </option>
          ))}
        </select>
      </label>
      {clients.data && (
        <label className="text-sm sm:col-span-2">
          {t('deadlines.compliance.client')}
          <select className={inputClasses} value={clientId} onChange={(e) => setClientId(e.target.value)}>
            <option value="">{t('deadlines.compliance.clientNone')}</option>
            {clients.data.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {t('deadlines.compliance.submit')}
        </Button>
      </div>
      {create.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-300">
          {errorText(create.error)}
        </p>
      )}
      {create.isSuccess && (
        <p role="status" className="text-sm sm:col-span-2">
          {t('deadlines.compliance.saved', { title: create.data.title, date: formatHuDateWithWeekday(create.data.nextDue) })}
        </p>
      )}
    </form>
  );
}
