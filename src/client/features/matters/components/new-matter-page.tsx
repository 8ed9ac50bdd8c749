// /app/matters/new: a matter with its parties; the conflict check runs on the parties before the
// matter can be saved, and the lawyer's decision is sent with it (the server checks again).
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { billingArrangements, practiceAreas } from '@shared/matters/matters';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-client';
import { inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { useCreateMatter, useFirmStaff } from '../api/matters-api';
import { ConflictPanel, type ConflictState, conflictQueryOf, conflictReady, emptyParty, initialConflict, type PartyDraft, partyPayload } from './conflict-panel';
import { PartyFields } from './party-fields';

const toHuf = (value: string) => (value.trim() ? Number(value.replace(/\s/g, '')) : null);

export function NewMatterPage({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const staff = useFirmStaff();
  const create = useCreateMatter();
  const [form, setForm] = useState({
    title: '',
    practiceArea: 'civil_litigation',
    authority: '',
    authorityCaseNumber: '',
    valueInDispute: '',
    billingArrangement: 'hourly',
    billingAmount: '',
    successFeePercent: '',
    responsibleLawyerId: currentUserId,
    confidential: false,
  });
  const [team, setTeam] = useState<string[]>([]);
  const [parties, setParties] = useState<PartyDraft[]>([emptyParty('client'), emptyParty('opposing')]);
  const [conflict, setConflict] = useState<ConflictState>(initialConflict);
  const set = (key: keyof typeof form, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));
  // Any change to the parties makes the earlier check stale.
  const setParty = (i: number, p: PartyDraft) => {
    setParties((list) => list.map((x, j) => (j === i ? p : x)));
    setConflict(initialConflict);
  };
  const filled = parties.filter((p) => p.name.trim() || p.contactId);

  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate(
      {
        title: form.title,
        practiceArea: form.practiceArea as (typeof practiceAreas)[number],
        authority: form.authority || null,
        authorityCaseNumber: form.authorityCaseNumber || null,
        valueInDisputeHuf: toHuf(form.valueInDispute),
        billingArrangement: form.billingArrangement as (typeof billingArrangements)[number],
        billingAmountHuf: toHuf(form.billingAmount),
        successFeePercent: form.billingArrangement === 'success_fee' ? toHuf(form.successFeePercent) : null,
        responsibleLawyerId: form.responsibleLawyerId || null,
        confidential: form.confidential,
        teamUserIds: team,
        parties: filled.map(partyPayload),
        conflict: { decision: conflict.decision, reason: conflict.reason || null },
      },
      { onSuccess: (created) => void navigate(`/app/matters/${created.id}`, { state: { created: created.number } }) },
    );
  }

  const input = (key: keyof typeof form, label: string, props: { inputMode?: 'numeric'; required?: boolean } = {}) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`${id}-${key}`} value={String(form[key])} onChange={(e) => set(key, e.target.value)} className={inputClasses} {...props} />
    </div>
  );
  const select = (key: keyof typeof form, label: string, options: readonly string[], text: (o: string) => string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <select id={`${id}-${key}`} value={String(form[key])} onChange={(e) => set(key, e.target.value)} className={inputClasses}>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-6">
      <PageHeader title={t('matters.new')}>
        <Link to="/app/matters" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t('matters.detail.back')}
        </Link>
      </PageHeader>
      <section className="grid gap-4 sm:grid-cols-2">
        {input('title', t('matters.form.title'), { required: true })}
        {select('practiceArea', t('matters.form.practiceArea'), practiceAreas, (o) => t(`matters.practiceArea.${o as (typeof practiceAreas)[number]}`))}
        {input('authority', t('matters.form.authority'))}
        {input('authorityCaseNumber', t('matters.form.authorityCaseNumber'))}
        {input('valueInDispute', t('matters.form.valueInDispute'), { inputMode: 'numeric' })}
        {select('billingArrangement', t('matters.form.billingArrangement'), billingArrangements, (o) => t(`matters.billing.${o as (typeof billingArrangements)[number]}`))}
        {input('billingAmount', t('matters.form.billingAmount'), { inputMode: 'numeric' })}
        {form.billingArrangement === 'success_fee' && input('successFeePercent', t('matters.form.successFeePercent'), { inputMode: 'numeric' })}
        {select('responsibleLawyerId', t('matters.form.responsibleLawyer'), staff.data?.map((m) => m.userId) ?? [currentUserId], (o) => staff.data?.find((m) => m.userId === o)?.name ?? '…')}
      </section>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('matters.form.team')}</legend>
        <div className="flex flex-wrap gap-4">
          {staff.data
            ?.filter((m) => m.userId !== form.responsibleLawyerId && m.userId !== currentUserId)
            .map((m) => (
              <label key={m.userId} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" checked={team.includes(m.userId)} onChange={(e) => setTeam((list) => (e.target.checked ? [...list, m.userId] : list.filter((u) => u !== m.userId)))} />
                {m.name}
              </label>
            ))}
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={form.confidential} onChange={(e) => set('confidential', e.target.checked)} />
          {t('matters.form.confidential')}
        </label>
      </fieldset>
      <section className="space-y-4">
        <h2 className="text-lg font-semibold">{t('matters.form.parties')}</h2>
        {parties.map((p, i) => (
          <div key={i} className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <PartyFields party={p} onChange={(next) => setParty(i, next)} />
            {parties.length > 1 && (
              <Button
                variant="ghost"
                onClick={() => {
                  setParties((list) => list.filter((_, j) => j !== i));
                  setConflict(initialConflict);
                }}
              >
                {t('matters.form.removeParty', { name: p.name || i + 1 })}
              </Button>
            )}
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => {
            setParties((list) => [...list, emptyParty('other')]);
            setConflict(initialConflict);
          }}
        >
          {t('matters.form.addParty')}
        </Button>
      </section>
      <ConflictPanel query={conflictQueryOf(filled)} state={conflict} onChange={setConflict} />
      {create.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(create.error)}
        </p>
      )}
      <Button type="submit" disabled={create.isPending || !form.title.trim() || (filled.length > 0 && !conflictReady(conflict))}>
        {create.isPending ? t('matters.form.saving') : t('matters.form.save')}
      </Button>
    </form>
  );
}
