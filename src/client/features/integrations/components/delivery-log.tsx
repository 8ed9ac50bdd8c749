// A webhook endpoint's delivery log (issue 36.5, decision 0426): each delivery's event, state,
// attempts and last answer, the request and the (truncated) answer on demand, and redelivery
// with the same webhook-id.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@shared/webhooks/webhooks';
import { WEBHOOK_TEST_EVENT } from '@shared/webhooks/webhooks';
import { Button } from '@client/components/ui/button';
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
  if (deliveries.isPending) return <p role="status">{t('integrations.loading')}</p>;
  if (deliveries.isError) return <p role="alert">{errorText(deliveries.error)}</p>;
  const items = deliveries.data.items;
  if (items.length === 0) return <p className="text-sm">{t('integrations.webhooks.logEmpty')}</p>;
  const eventLabel = (type: string) => (type === WEBHOOK_TEST_EVENT ? t('integrations.webhooks.testEvent') : (labels[type] ?? type));
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('integrations.webhooks.logCaption')}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('integrations.webhooks.logCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className="py-2 pr-3">{t('integrations.webhooks.col.time')}</th>
            <th scope="col" className="py-2 pr-3">{t('integrations.webhooks.col.event')}</th>
            <th scope="col" className="py-2 pr-3">{t('integrations.webhooks.col.status')}</th>
            <th scope="col" className="py-2 pr-3">{t('integrations.webhooks.col.attempts')}</th>
            <th scope="col" className="py-2 pr-3">{t('integrations.webhooks.col.result')}</th>
            <th scope="col" className="py-2">{t('integrations.webhooks.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((d) => {
            const last = d.log.at(-1);
            return (
              <tr key={d.id} className="border-b border-slate-200 align-top dark:border-slate-700">
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(d.createdAt)}</td>
                <td className="py-2 pr-3">
                  {eventLabel(d.eventType)}
                  <div className="font-mono text-xs text-slate-700 dark:text-slate-300">{d.messageId}</div>
                </td>
                <td className={`py-2 pr-3 font-medium ${statusClasses[d.status]}`}>
                  {t(`integrations.webhooks.status.${d.status}`)}
                  {d.status === 'retrying' && d.nextAttemptAt && <div className="text-xs font-normal">{t('integrations.webhooks.nextAttempt', { at: formatDateTime(d.nextAttemptAt) })}</div>}
                </td>
                <td className="py-2 pr-3">{d.attempts}</td>
                <td className="py-2 pr-3">{last ? (last.error ?? `HTTP ${last.status}`) : '–'}</td>
                <td className="py-2">
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" aria-expanded={open === d.id} onClick={() => setOpen(open === d.id ? null : d.id)}>{t('integrations.webhooks.details')}</Button>
                    {d.eventType !== WEBHOOK_TEST_EVENT && (d.status === 'failed' || d.status === 'succeeded' || d.status === 'retrying') && (
                      <Button variant="secondary" disabled={!endpointEnabled || redeliver.isPending} onClick={() => redeliver.mutate(d.id, { onSuccess: () => { setDone(d.id); void deliveries.refetch(); } })}>
                        {t('integrations.webhooks.redeliver')}
                      </Button>
                    )}
                  </div>
                  {done === d.id && <p role="status" className="mt-1 text-xs">{t('integrations.webhooks.redelivered')}</p>}
                  {redeliver.isError && redeliver.variables === d.id && <p role="alert" className="mt-1 text-xs text-red-800 dark:text-red-300">{errorText(redeliver.error)}</p>}
                  {open === d.id && (
                    <div className="mt-2 space-y-2">
                      <h4 className="text-xs font-semibold">{t('integrations.webhooks.request')}</h4>
                      <pre className="max-h-48 overflow-auto rounded bg-slate-100 p-2 text-xs whitespace-pre-wrap dark:bg-slate-800">{last ? Object.entries(last.requestHeaders).map(([k, v]) => `${k}: ${v}`).join('\n') + '\n\n' : ''}{d.requestBody}</pre>
                      <h4 className="text-xs font-semibold">{t('integrations.webhooks.response')}</h4>
                      <pre className="max-h-48 overflow-auto rounded bg-slate-100 p-2 text-xs whitespace-pre-wrap dark:bg-slate-800">{last?.responseBody || t('integrations.webhooks.noResponse')}</pre>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
