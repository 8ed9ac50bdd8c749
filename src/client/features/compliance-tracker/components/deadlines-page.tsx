// /app/compliance-tracker (Határidőnapló): the overdue and this week's deadlines, my or the
// firm's deadlines as an agenda, a week or a month, the compliance obligations, reminder settings
// and the personal calendar feed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { useCalendarFeed, useDeadlines, useDeadlineStats, useIssueFeed, useRevokeFeed } from '../api/deadlines-api';
import { DeadlineCalendar, Loading, type Scope } from './deadline-calendar';
import { DeadlineList } from './deadline-list';
import { ObligationsCard } from './obligations-card';
import { ReminderSettingsCard } from './reminder-settings-card';

function Card({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value, alert }: { label: string; value: number | undefined; alert?: boolean }) {
  return (
    <div className={`rounded-xl border p-4 ${alert && value ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950' : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'}`}>
      <p className="text-sm">{label}</p>
      <p className="text-3xl font-bold">{value ?? '–'}</p>
    </div>
  );
}

export function DeadlinesPage({ canEdit, canManageFirm = false }: { canEdit: boolean; canManageFirm?: boolean }) {
  const { t } = useTranslation();
  // "?scope=firm": the dashboard's firm lists open the register on the firm's deadlines.
  const [params] = useSearchParams();
  const [scope, setScope] = useState<Scope>(params.get('scope') === 'firm' ? 'firm' : 'mine');
  const stats = useDeadlineStats();
  const overdue = useDeadlines({ scope, overdue: 'true', limit: 100 });
  const week = useDeadlines({ scope, dueThisWeek: 'true', limit: 100 });
  const mine = scope === 'mine';
  return (
    <div className="space-y-6">
      <PageHeader title={t('complianceTracker.page.title')}>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('complianceTracker.page.subtitle')}</p>
      </PageHeader>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={t('complianceTracker.page.mineOverdue')} value={stats.data?.mineOverdue} alert />
        <Figure label={t('complianceTracker.page.mineThisWeek')} value={stats.data?.mineDueThisWeek} />
        <Figure label={t('complianceTracker.page.firmOverdue')} value={stats.data?.overdue} alert />
        <Figure label={t('complianceTracker.page.firmThisWeek')} value={stats.data?.dueThisWeek} />
      </div>
      <div role="radiogroup" aria-label={t('complianceTracker.page.scope')} className="flex flex-wrap gap-2">
        {(['mine', 'firm'] as const).map((s) => (
          <Button key={s} variant={scope === s ? 'primary' : 'secondary'} role="radio" aria-checked={scope === s} onClick={() => setScope(s)}>
            {t(`complianceTracker.page.scope_${s}`)}
          </Button>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="dl-overdue" title={t('complianceTracker.page.overdue')}>
          {overdue.data ? <DeadlineList items={overdue.data.items} canEdit={canEdit} showMatter empty={mine ? t('complianceTracker.page.noOverdueMine') : t('complianceTracker.page.noOverdue')} /> : <Loading />}
        </Card>
        <Card id="dl-week" title={t('complianceTracker.page.thisWeek')}>
          {week.data ? <DeadlineList items={week.data.items} canEdit={canEdit} showMatter empty={t('complianceTracker.page.noneThisWeek')} /> : <Loading />}
        </Card>
      </div>
      <Card id="dl-calendar" title={t('complianceTracker.page.calendar')}>
        <DeadlineCalendar scope={scope} canEdit={canEdit} />
      </Card>
      <ObligationsCard canEdit={canEdit} />
      <ReminderSettingsCard canManageFirm={canManageFirm} />
      <FeedCard />
    </div>
  );
}

function FeedCard() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const issue = useIssueFeed();
  const revoke = useRevokeFeed();
  const url = issue.data?.url;
  return (
    <Card id="dl-feed" title={t('complianceTracker.feed.title')}>
      <p className="text-sm">{t('complianceTracker.feed.explain')}</p>
      {feed.data && <p className="text-sm font-medium">{feed.data.active ? t('complianceTracker.feed.active', { date: formatHuDateWithWeekday(feed.data.createdAt!.slice(0, 10)) }) : t('complianceTracker.feed.none')}</p>}
      {url && (
        <div role="status" className="space-y-1 text-sm">
          <p>{t('complianceTracker.feed.copy')}</p>
          <input
            readOnly
            value={url}
            aria-label={t('complianceTracker.feed.url')}
            className="w-full rounded border border-slate-300 bg-slate-50 p-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
            onFocus={(e) => e.target.select()}
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={issue.isPending} onClick={() => issue.mutate(undefined)}>
          {feed.data?.active ? t('complianceTracker.feed.rotate') : t('complianceTracker.feed.issue')}
        </Button>
        {feed.data?.active && (
          <Button variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(undefined, { onSuccess: () => issue.reset() })}>
            {t('complianceTracker.feed.revoke')}
          </Button>
        )}
      </div>
      {(issue.isError || revoke.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(issue.error ?? revoke.error)}
        </p>
      )}
    </Card>
  );
}
