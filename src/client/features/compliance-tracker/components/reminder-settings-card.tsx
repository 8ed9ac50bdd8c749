// Reminders: the firm's lead times in working days (canManageOwnCompany edits them) and my daily
// digest switch (decision 0157), plus the automatic "missed" rule stated in words.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { leadDaysTextSchema } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { errorText } from '@client/lib/api-client';
import { useDigestPreference, useLeadDays, useSetDigest, useSetLeadDays } from '../api/compliance-api';

export function ReminderSettingsCard({ canManageFirm }: { canManageFirm: boolean }) {
  const { t } = useTranslation();
  const lead = useLeadDays();
  const setLead = useSetLeadDays();
  const digest = useDigestPreference();
  const setDigest = useSetDigest();
  const current = lead.data?.leadDays.join(', ') ?? '';
  return (
    <section aria-labelledby="dl-reminders" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="dl-reminders" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('complianceTracker.reminders.title')}
      </h2>
      <p className="text-sm">{t('complianceTracker.reminders.missedRule')}</p>
      {canManageFirm ? (
        lead.data ? (
          <LeadDaysForm current={current} onSaved={(days) => setLead.mutateAsync(days)} />
        ) : null
      ) : (
        lead.data && <p className="text-sm">{t('complianceTracker.reminders.current', { days: current })}</p>
      )}
      {setLead.isSuccess && (
        <p role="status" className="text-sm">
          {t('complianceTracker.reminders.saved', { days: current })}
        </p>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5" checked={digest.data?.dailyDigest ?? false} disabled={!digest.data || setDigest.isPending} onChange={(e) => setDigest.mutate(e.target.checked)} />
        {t('complianceTracker.reminders.digest')}
      </label>
      {setDigest.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(setDigest.error)}
        </p>
      )}
    </section>
  );
}

/** The firm's lead days typed as "7, 3, 1" (shared leadDaysTextSchema); the save button waits for a valid list. */
function LeadDaysForm({ current, onSaved }: { current: string; onSaved: (days: number[]) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useZodForm(leadDaysTextSchema, { defaultValues: { leadDays: current } });
  const text = useWatch({ control: form.control, name: 'leadDays' });
  const invalid = !leadDaysTextSchema.safeParse({ leadDays: text }).success;
  return (
    <Form
      form={form}
      className="flex flex-wrap items-end gap-2"
      onSubmit={async ({ leadDays }) => {
        const saved = (await onSaved(leadDays)) as { leadDays?: number[] } | undefined;
        form.reset({ leadDays: saved?.leadDays?.join(', ') ?? leadDays.join(', ') });
      }}
    >
      <div className="w-full">
        <ErrorList />
      </div>
      <TextField name="leadDays" label={t('complianceTracker.reminders.leadDays')} inputMode="numeric" className="text-sm" hint={t('complianceTracker.reminders.help')} />
      <SubmitButton variant="secondary" disabled={invalid}>
        {t('complianceTracker.reminders.save')}
      </SubmitButton>
    </Form>
  );
}
