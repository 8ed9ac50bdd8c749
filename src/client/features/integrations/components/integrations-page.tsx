// /app/integrations (issue 36.5): the firm's webhook endpoints – create (secret shown once),
// events, on/off, secret rotation, "Kapcsolat tesztelése" saying what failed, the delivery log
// with redelivery – and the firm's other connections (connection-sections.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint, WebhookTestResult } from '@shared/integrations/webhooks';
import { LoadError } from '@client/components/errors/load-error';
import { Button } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { useTestWebhook, useUpdateWebhook, useWebhooks } from '../api/integrations-api';
import { ConnectionSections } from './connection-sections';
import { DeliveryLog } from './delivery-log';
import { EndpointFormDialog, RotateDialog, SecretDialog } from './webhook-forms';

type Dialogs = { kind: 'create' } | { kind: 'edit'; endpoint: WebhookEndpoint } | { kind: 'rotate'; endpoint: WebhookEndpoint } | { kind: 'secret'; secret: string } | null;

function EndpointCard({ endpoint, labels, onDialog }: { endpoint: WebhookEndpoint; labels: Record<string, string>; onDialog: (d: Dialogs) => void }) {
  const { t } = useTranslation();
  const test = useTestWebhook();
  const update = useUpdateWebhook();
  const [result, setResult] = useState<WebhookTestResult | null>(null);
  const [showLog, setShowLog] = useState(false);
  const titleId = `webhook-${endpoint.id}`;
  return (
    <li className="rounded-lg border border-slate-300 p-4 dark:border-slate-600" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-mono text-sm font-semibold break-all">
            {endpoint.url}
          </h3>
          {endpoint.description && <p className="text-sm">{endpoint.description}</p>}
          <p className="mt-1 text-sm">
            <span className={endpoint.enabled ? 'font-semibold text-emerald-800 dark:text-emerald-300' : 'font-semibold text-red-800 dark:text-red-300'}>
              {endpoint.enabled ? t('integrations.webhooks.enabled') : t('integrations.webhooks.disabled')}
            </span>
            {!endpoint.enabled && endpoint.disabledReason && <> ({t(`integrations.webhooks.disabledReason.${endpoint.disabledReason}`)})</>}
            {' · '}
            <span title={endpoint.events.map((e) => labels[e] ?? e).join(', ')}>{t('integrations.webhooks.eventCount', { count: endpoint.events.length })}</span>
            {' · '}
            <span className="font-mono">{t('integrations.webhooks.secretStart', { start: endpoint.secretStart })}</span>
          </p>
          <p className="text-xs text-slate-700 dark:text-slate-300">
            {endpoint.lastDelivery
              ? t('integrations.webhooks.lastDelivery', { status: t(`integrations.webhooks.status.${endpoint.lastDelivery.status}`), at: formatDateTime(endpoint.lastDelivery.at) })
              : t('integrations.webhooks.noDelivery')}
            {endpoint.previousSecretExpiresAt && <> · {t('integrations.webhooks.previousUntil', { at: formatDateTime(endpoint.previousSecretExpiresAt) })}</>}
          </p>
          <p className="mt-1 text-xs">{endpoint.events.map((e) => labels[e] ?? e).join(', ')}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={test.isPending}
          onClick={() => {
            setResult(null);
            test.mutate(endpoint.id, { onSuccess: setResult });
          }}
        >
          {test.isPending ? t('integrations.webhooks.testing') : t('integrations.webhooks.test')}
        </Button>
        <Button variant="secondary" onClick={() => onDialog({ kind: 'edit', endpoint })}>
          {t('integrations.webhooks.edit')}
        </Button>
        <Button variant="secondary" onClick={() => onDialog({ kind: 'rotate', endpoint })}>
          {t('integrations.webhooks.rotate')}
        </Button>
        <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ id: endpoint.id, body: { enabled: !endpoint.enabled } })}>
          {endpoint.enabled ? t('integrations.webhooks.disable') : t('integrations.webhooks.enable')}
        </Button>
        <Button variant="ghost" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? t('integrations.webhooks.hideLog') : t('integrations.webhooks.log')}
        </Button>
      </div>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={`mt-2 text-sm ${result.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}`}>
          {result.ok ? t('integrations.webhooks.testOk', { message: result.message }) : t('integrations.webhooks.testFailed', { message: result.message })}
        </p>
      )}
      {(test.isError || update.isError) && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {errorText(test.error ?? update.error)}
        </p>
      )}
      {showLog && (
        <div className="mt-3">
          <h4 className="sr-only">{t('integrations.webhooks.log')}</h4>
          <DeliveryLog endpointId={endpoint.id} endpointEnabled={endpoint.enabled} labels={labels} />
        </div>
      )}
    </li>
  );
}

export function IntegrationsPage() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const labels = Object.fromEntries((webhooks.data?.eventTypes ?? []).map((e) => [e.type, e.label]));
  return (
    <div className="space-y-8">
      <PageHeader title={t('integrations.title')}>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t('integrations.intro')}</p>
      </PageHeader>

      <section aria-labelledby="webhooks-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="webhooks-title" className="text-lg font-semibold">
            {t('integrations.webhooks.title')}
          </h2>
          <Button onClick={() => setDialog({ kind: 'create' })} disabled={!webhooks.data}>
            {t('integrations.webhooks.new')}
          </Button>
        </div>
        <p className="max-w-3xl text-sm">{t('integrations.webhooks.intro')}</p>
        {webhooks.isPending && <p role="status">{t('integrations.loading')}</p>}
        {webhooks.isError && <LoadError compact error={webhooks.error} onRetry={() => void webhooks.refetch()} />}
        {webhooks.data && webhooks.data.items.length === 0 && <p className="text-sm">{t('integrations.webhooks.empty')}</p>}
        {webhooks.data && webhooks.data.items.length > 0 && (
          <ul className="space-y-3">
            {webhooks.data.items.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} labels={labels} onDialog={setDialog} />
            ))}
          </ul>
        )}
      </section>

      <ConnectionSections />

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && webhooks.data && (
        <EndpointFormDialog
          endpoint={dialog.kind === 'edit' ? dialog.endpoint : null}
          eventTypes={webhooks.data.eventTypes}
          onClose={() => setDialog(null)}
          onCreated={(secret) => setDialog({ kind: 'secret', secret })}
        />
      )}
      {dialog?.kind === 'rotate' && <RotateDialog endpoint={dialog.endpoint} onClose={() => setDialog(null)} onRotated={(secret) => setDialog({ kind: 'secret', secret })} />}
      {dialog?.kind === 'secret' && <SecretDialog secret={dialog.secret} onClose={() => setDialog(null)} />}
    </div>
  );
}
