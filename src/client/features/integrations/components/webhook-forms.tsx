// The webhook endpoint's dialogs (issue 36.5): create/edit (URL, description, events), the
// secret shown once, and the secret's rotation with an overlap.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_DEFAULT_OVERLAP_HOURS, type WebhookEndpoint } from '@shared/webhooks/webhooks';
import { Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { useCreateWebhook, useRotateWebhookSecret, useUpdateWebhook } from '../api/integrations-api';

const errorClasses = 'text-sm text-red-800 dark:text-red-300';

export function EndpointFormDialog({
  endpoint,
  eventTypes,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  eventTypes: { type: string; label: string }[];
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const mutation = endpoint ? update : create;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { url, description, events: events as never };
    if (endpoint) update.mutate({ id: endpoint.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: (r) => onCreated(r.secret) });
  };
  const toggle = (type: string) => setEvents((list) => (list.includes(type) ? list.filter((x) => x !== type) : [...list, type]));
  return (
    <Dialog open title={endpoint ? t('integrations.webhooks.editTitle') : t('integrations.webhooks.new')} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor={`${id}-url`} className="block text-sm font-medium">
            {t('integrations.webhooks.url')}
          </label>
          <input id={`${id}-url`} type="url" required className={inputClasses} value={url} onChange={(e) => setUrl(e.target.value)} aria-describedby={`${id}-url-hint`} placeholder="https://" />
          <p id={`${id}-url-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            {t('integrations.webhooks.urlHint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="block text-sm font-medium">
            {t('integrations.webhooks.description')}
          </label>
          <input id={`${id}-description`} className={inputClasses} maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <fieldset>
          <legend className="text-sm font-medium">{t('integrations.webhooks.events')}</legend>
          <p className="text-xs text-slate-700 dark:text-slate-300">{t('integrations.webhooks.eventsHint')}</p>
          <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
            {eventTypes.map((e) => (
              <label key={e.type} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={events.includes(e.type)} onChange={() => toggle(e.type)} />
                <span>{e.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {mutation.isError && (
          <p role="alert" className={errorClasses}>
            {errorText(mutation.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('integrations.webhooks.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {endpoint ? t('integrations.webhooks.save') : t('integrations.webhooks.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open title={t('integrations.webhooks.secretTitle')} onClose={onClose}>
      <p className="text-sm">{t('integrations.webhooks.secretOnce')}</p>
      <label htmlFor={id} className="mt-3 block text-sm font-medium">
        {t('integrations.webhooks.secretLabel')}
      </label>
      <input id={id} readOnly className={`${inputClasses} font-mono`} value={secret} onFocus={(e) => e.currentTarget.select()} />
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>{t('integrations.webhooks.close')}</Button>
      </div>
    </Dialog>
  );
}

const OVERLAPS = [0, 1, 24, 72, 168];

export function RotateDialog({ endpoint, onClose, onRotated }: { endpoint: WebhookEndpoint; onClose: () => void; onRotated: (secret: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const rotate = useRotateWebhookSecret();
  const [overlap, setOverlap] = useState(WEBHOOK_DEFAULT_OVERLAP_HOURS);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    rotate.mutate({ id: endpoint.id, overlapHours: overlap }, { onSuccess: (r) => onRotated(r.secret) });
  };
  return (
    <Dialog open title={t('integrations.webhooks.rotateTitle')} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4">
        <p className="text-sm">{t('integrations.webhooks.rotateIntro')}</p>
        <div>
          <label htmlFor={id} className="block text-sm font-medium">
            {t('integrations.webhooks.overlap')}
          </label>
          <select id={id} className={inputClasses} value={overlap} onChange={(e) => setOverlap(Number(e.target.value))}>
            {OVERLAPS.map((h) => (
              <option key={h} value={h}>
                {h === 0 ? t('integrations.webhooks.overlapNone') : t('integrations.webhooks.overlapHours', { count: h })}
              </option>
            ))}
          </select>
        </div>
        {rotate.isError && (
          <p role="alert" className={errorClasses}>
            {errorText(rotate.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('integrations.webhooks.cancel')}
          </Button>
          <Button type="submit" disabled={rotate.isPending}>
            {t('integrations.webhooks.rotate')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
