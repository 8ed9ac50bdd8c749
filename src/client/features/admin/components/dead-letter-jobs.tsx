// /app/admin/platform, "Háttérfeladatok": how many background jobs wait, run and failed for good,
// and the failed ones (the dead letter) with their firm, attempts and last error – each can be
// restarted or, after a confirmation, discarded (decision 0280). Read again every 10 seconds.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminJob } from '@shared/admin/jobs.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { QueryTable } from '@client/components/ui/query-table';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { JOBS_PAGE_SIZE, useAdminJobs, useJobAction } from '../api/admin-jobs-api';

/** A job's name in words, when the page knows it (the technical name is shown beside it). */
function useJobLabel() {
  const { t } = useTranslation();
  const names = t('admin.jobs.names', { returnObjects: true }) as Record<string, string>;
  return (name: string): string | null => names[name.replace(/\./g, '_')] ?? null;
}

export function DeadLetterJobs({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const list = useAdminJobs('dead', offset, enabled);
  const action = useJobAction();
  const label = useJobLabel();
  const [discarding, setDiscarding] = useState<AdminJob | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function act(job: AdminJob, kind: 'retry' | 'discard') {
    setDone(null);
    const ok = await action
      .mutateAsync({ id: job.id, action: kind })
      .then(() => true)
      .catch(() => false);
    if (ok) setDone(t(kind === 'retry' ? 'admin.jobs.retried' : 'admin.jobs.discarded', { name: label(job.name) ?? job.name }));
    setDiscarding(null);
  }

  const counts = list.data?.counts;
  return (
    <section aria-labelledby="jobs-heading" className="space-y-3" data-testid="dead-letter-jobs">
      <h2 id="jobs-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('admin.jobs.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.jobs.intro')}</p>
      {counts && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800 dark:text-slate-200">
          {(['queued', 'running', 'dead'] as const).map((state) => (
            <div key={state} className="flex gap-1">
              <dt>{t(`admin.jobs.counts.${state}`)}:</dt>
              <dd className="font-semibold" data-testid={`jobs-count-${state}`}>
                {formatNumber(counts[state])}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {action.isError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {action.error.message}
        </p>
      )}
      {done && (
        <p role="status" className="text-emerald-800 dark:text-emerald-200">
          {done}
        </p>
      )}
      {enabled && (
        <QueryTable
          label={t('admin.jobs.title')}
          query={list}
          emptyText={t('admin.jobs.none')}
          rowTestId={() => 'dead-job'}
          tableClassName="min-w-[48rem]"
          pager={{ offset, pageSize: JOBS_PAGE_SIZE, onChange: setOffset }}
          columns={[
            {
              key: 'job',
              header: t('admin.jobs.columns.job'),
              cell: (job) => (
                <>
                  {label(job.name) ?? job.name}
                  {label(job.name) && <span className="block font-mono text-xs font-normal text-slate-700 dark:text-slate-300">{job.name}</span>}
                </>
              ),
              sortValue: (job) => label(job.name) ?? job.name,
            },
            { key: 'firm', header: t('admin.jobs.columns.firm'), cell: (job) => job.tenant?.name ?? t('admin.jobs.platform'), sortValue: (job) => job.tenant?.name ?? '' },
            { key: 'attempts', header: t('admin.jobs.columns.attempts'), cell: (job) => formatNumber(job.attempts), sortValue: (job) => job.attempts },
            { key: 'error', header: t('admin.jobs.columns.error'), cell: (job) => job.lastError ?? '—', className: 'max-w-[24rem] break-words' },
            {
              key: 'failedAt',
              header: t('admin.jobs.columns.failedAt'),
              cell: (job) => formatDateTime(job.finishedAt ?? job.updatedAt),
              sortValue: (job) => job.finishedAt ?? job.updatedAt,
              className: 'whitespace-nowrap',
            },
          ]}
          actions={(job) => (
            <>
              <Button disabled={action.isPending} aria-label={t('admin.jobs.retryLabel', { name: label(job.name) ?? job.name })} onClick={() => void act(job, 'retry')}>
                {t('admin.jobs.retry')}
              </Button>
              <Button variant="secondary" disabled={action.isPending} aria-label={t('admin.jobs.discardLabel', { name: label(job.name) ?? job.name })} onClick={() => setDiscarding(job)}>
                {t('admin.jobs.discard')}
              </Button>
            </>
          )}
        />
      )}
      <Dialog open={discarding !== null} title={t('admin.jobs.confirmTitle')} onClose={() => setDiscarding(null)}>
        {discarding && (
          <div className="space-y-4">
            <p>{t('admin.jobs.confirmText', { name: label(discarding.name) ?? discarding.name, firm: discarding.tenant?.name ?? t('admin.jobs.platform') })}</p>
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setDiscarding(null)}>
                {t('admin.cancel')}
              </Button>
              <Button disabled={action.isPending} onClick={() => void act(discarding, 'discard')}>
                {t('admin.jobs.discard')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
