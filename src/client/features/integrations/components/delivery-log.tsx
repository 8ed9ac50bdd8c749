// A webhook endpoint's delivery log (issue 36.5, decision 0426): each delivery's event, state,
// attempts and last answer, the request and the (truncated) answer on demand, and redelivery
// with the same webhook-id.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@shared/integrations/webhooks';
import { WEBHOOK_TEST_EVENT } from '@shared/integrations/webhooks';
import { Button } from '@client/components/ui/button';
import type { Column } from '@client/components/ui/data-table';
import { QueryTable } from '@client/components/ui/query-table';
import { errorText } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/integrations-api';

const statusClasses: Record<WebhookDelivery['status'], string> = {
  pending: 'text-slate-800 dark:text-slate-200',
  retrying: 'text-amber-800 dark:text-amber-300',
  succeeded: 'text-emerald-800 dark:text-emerald-300',
  failed: 'text-red-800 dark:text-red-300',
};

export function DeliveryLog({ endpointId, endpointEnabled, labels }: { endpointId: string; endpointEnabled: boolean; labels: Record<string, string> }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliverWebhook();
  const [open, setOpen] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const detailsId = useId();
  const eventLabel = (type: string) => (type === WEBHOOK_TEST_EVENT ? t('integrations.webhooks.testEvent') : (labels[type] ?? type));
  const columns: Column<WebhookDelivery>[] = [
    { key: 'time', header: t('integrations.webhooks.col.time'), cell: (d) => formatDateTime(d.createdAt), sortValue: (d) => d.createdAt, className: 'whitespace-nowrap align-top' },
    {
      key: 'event',
      header: t('integrations.webhooks.col.event'),
      cell: (d) => (
        <>
          {eventLabel(d.eventType)}
          <div className="font-mono text-xs text-slate-700 dark:text-slate-300">{d.messageId}</div>
        </>
      ),
      sortValue: (d) => eventLabel(d.eventType),
      className: 'align-top',
    },
    {
      key: 'status',
      header: t('integrations.webhooks.col.status'),
      cell: (d) => (
        <span className={`font-medium ${statusClasses[d.status]}`}>
          {t(`integrations.webhooks.status.${d.status}`)}
          {d.status === 'retrying' && d.nextAttemptAt && <span className="block text-xs font-normal">{t('integrations.webhooks.nextAttempt', { at: formatDateTime(d.nextAttemptAt) })}</span>}
        </span>
      ),
      sortValue: (d) => t(`integrations.webhooks.status.${d.status}`),
      className: 'align-top',
    },
    { key: 'attempts', header: t('integrations.webhooks.col.attempts'), cell: (d) => d.attempts, sortValue: (d) => d.attempts, className: 'align-top' },
    {
      key: 'result',
      header: t('integrations.webhooks.col.result'),
      cell: (d) => {
        const last = d.log.at(-1);
        return last ? (last.error ?? `HTTP ${last.status}`) : '–';
      },
      className: 'align-top',
    },
    {
      key: 'actions',
      header: t('integrations.webhooks.col.actions'),
      className: 'align-top',
      cell: (d) => {
        return (
          <>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" aria-expanded={open === d.id} aria-controls={open === d.id ? detailsId : undefined} onClick={() => setOpen(open === d.id ? null : d.id)}>
                {t('integrations.webhooks.details')}
              </Button>
              {d.eventType !== WEBHOOK_TEST_EVENT && (d.status === 'failed' || d.status === 'succeeded' || d.status === 'retrying') && (
                <Button
                  variant="secondary"
                  disabled={!endpointEnabled || redeliver.isPending}
                  onClick={() =>
                    redeliver.mutate(d.id, {
                      onSuccess: () => {
                        setDone(d.id);
                        void deliveries.refetch();
                      },
                    })
                  }
                >
                  {t('integrations.webhooks.redeliver')}
                </Button>
              )}
            </div>
            {done === d.id && (
              <p role="status" className="mt-1 text-xs">
                {t('integrations.webhooks.redelivered')}
              </p>
            )}
            {redeliver.isError && redeliver.variables === d.id && (
              <p role="alert" className="mt-1 text-xs text-red-800 dark:text-red-300">
                {errorText(redeliver.error)}
              </p>
            )}
          </>
        );
      },
    },
  ];
  const opened = deliveries.data?.items.find((d) => d.id === open);
  const last = opened?.log.at(-1);
  return (
    <>
      <QueryTable
        label={t('integrations.webhooks.logCaption')}
        caption={t('integrations.webhooks.logCaption')}
        query={deliveries}
        emptyText={t('integrations.webhooks.logEmpty')}
        columns={columns}
        regionClassName=""
        stackOnPhone
      />
      {/* The open delivery's request and answer, under the table at its full width. */}
      {opened && (
        <section id={detailsId} aria-label={t('integrations.webhooks.detailsOf', { event: eventLabel(opened.eventType), at: formatDateTime(opened.createdAt) })} className="mt-3 space-y-2">
          <h4 className="text-xs font-semibold">{t('integrations.webhooks.request')}</h4>
          <pre className="max-h-64 overflow-auto rounded bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap dark:bg-slate-800">
            {last
              ? Object.entries(last.requestHeaders)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join('\n') + '\n\n'
              : ''}
            {opened.requestBody}
          </pre>
          <h4 className="text-xs font-semibold">{t('integrations.webhooks.response')}</h4>
          <pre className="max-h-64 overflow-auto rounded bg-slate-100 p-2 text-xs break-all whitespace-pre-wrap dark:bg-slate-800">{last?.responseBody || t('integrations.webhooks.noResponse')}</pre>
        </section>
      )}
    </>
  );
}
