// /app/tracking: the running timer, a manual entry and the week with its daily totals.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@client/components/ui/page-header';
import { EntryForm } from './entry-form';
import { TimerCard } from './timer-card';
import { WeekView } from './week-view';

export function TrackingPage({ canRecord }: { canRecord: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('timeTracking.title')}>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('timeTracking.intro')}</p>
      </PageHeader>
      <TimerCard canRecord={canRecord} />
      {canRecord && <EntryForm />}
      <WeekView canRecord={canRecord} />
    </div>
  );
}
