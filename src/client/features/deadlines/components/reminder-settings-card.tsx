// Reminders: the firm's lead times in working days (canManageOwnCompany edits them) and my daily
// digest switch (decision 0157), plus the automatic "missed" rule stated in words.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { useDigestPreference, useLeadDays, useSetDigest, useSetLeadDays } from '../api/compliance-api';

export function ReminderSettingsCard({ canManageFirm }: { canManageFirm: boolean }) {
  const { t } = useTranslation();
  const lead = useLeadDays();
  const setLead = useSetLeadDays();
  const digest = useDigestPreference();
  const setDigest = useSetDigest();
  const [draft, setDraft] = useState<string | null>(null);
  const current = lead.data?.leadDays.join(', ') ?? '';
  const value = draft ?? current;
  const parsed = value
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number);
  const invalid = parsed.some((n) => !Number.isInteger(n) || n < 1 || n > 60) || parsed.length > 5;
  return (
    <section aria-labelledby="dl-reminders" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="dl-reminders" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('deadlines.reminders.title')}
      </h2>
      <p className="text-sm">{t('deadlines.reminders.missedRule')}</p>
      {canManageFirm ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid) setLead.mutate(parsed, { onSuccess: () => setDraft(null) });
          }}
        >
          <label className="text-sm">
            {t('deadlines.reminders.leadDays')}
            <input className={inputClasses} value={value} onChange={(e) => setDraft(e.target.value)} aria-invalid={invalid} aria-describedby="dl-lead-help" inputMode="numeric" />
          </label>
          <Button type="submit" variant="secondary" disabled={invalid || setLead.isPending}>
            {t('deadlines.reminders.save')}
          </Button>
          <p id="dl-lead-help" className="w-full text-xs">
            {invalid ? t('deadlines.reminders.invalid') : t('deadlines.reminders.help')}
          </p>
        </form>
      ) : (
        lead.data && <p className="text-sm">{t('deadlines.reminders.current', { days: current })}</p>
      )}
      {setLead.isSuccess && !draft && (
        <p role="status" className="text-sm">
          {t('deadlines.reminders.saved', { days: current })}
        </p>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5" checked={digest.data?.dailyDigest ?? false} disabled={!digest.data || setDigest.isPending} onChange={(e) => setDigest.mutate(e.target.checked)} />
        {t('deadlines.reminders.digest')}
      </label>
      {(setLead.isError || setDigest.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(setLead.error ?? setDigest.error)}
        </p>
      )}
    </section>
  );
}
