// The webhook endpoint's dialogs (issue 36.5): create/edit (URL, description, events), the
// secret shown once, and the secret's rotation with an overlap.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type CreateWebhookBody, createWebhookBodySchema, rotateWebhookSecretBodySchema, WEBHOOK_DEFAULT_OVERLAP_HOURS, type WebhookEndpoint } from '@shared/integrations/webhooks';
import { DialogButtons, ErrorList, Form, SelectField, TextField, useFieldError, useFormContext, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { useCreateWebhook, useRotateWebhookSecret, useUpdateWebhook } from '../api/integrations-api';

/** The events' checkboxes, one list field of the form; its message (none chosen, the server's) below them. */
function EventsField({ eventTypes }: { eventTypes: { type: string; label: string }[] }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const error = useFieldError('events');
  const hintId = useId();
  return (
    <fieldset aria-describedby={`${hintId}${error ? ` ${hintId}-error` : ''}`} aria-invalid={!!error}>
      <legend className="text-sm font-medium">{t('integrations.webhooks.events')}</legend>
      <p id={hintId} className="text-xs text-slate-700 dark:text-slate-300">
        {t('integrations.webhooks.eventsHint')}
      </p>
      <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
        {eventTypes.map((e) => (
          <label key={e.type} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={e.type} {...register('events')} />
            <span>{e.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${hintId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

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
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useZodForm(createWebhookBodySchema, { defaultValues: { url: endpoint?.url ?? '', description: endpoint?.description ?? '', events: (endpoint?.events ?? []) as CreateWebhookBody['events'] } });
  async function submit(body: CreateWebhookBody) {
    if (endpoint) {
      await update.mutateAsync({ id: endpoint.id, body });
      onClose();
    } else {
      onCreated((await create.mutateAsync(body)).secret);
    }
  }
  return (
    <Dialog open title={endpoint ? t('integrations.webhooks.editTitle') : t('integrations.webhooks.new')} onClose={onClose}>
      <Form form={form} onSubmit={submit} guardUnsaved={false}>
        <ErrorList describePath={(path) => (path === 'events' ? t('integrations.webhooks.events') : undefined)} />
        <TextField name="url" type="url" required label={t('integrations.webhooks.url')} hint={t('integrations.webhooks.urlHint')} placeholder="https://" />
        <TextField name="description" label={t('integrations.webhooks.description')} maxLength={200} />
        <EventsField eventTypes={eventTypes} />
        <DialogButtons className="flex justify-end gap-2" onCancel={onClose} submitLabel={endpoint ? t('integrations.webhooks.save') : t('integrations.webhooks.create')} />
      </Form>
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

const OVERLAPS = ['0', '1', '24', '72', '168'] as const;

// The overlap as chosen in the select, checked by the shared rotate body once it is a number.
const rotateFormSchema = z.object({ overlapHours: z.enum(OVERLAPS).transform(Number).pipe(rotateWebhookSecretBodySchema.shape.overlapHours.unwrap()) });

export function RotateDialog({ endpoint, onClose, onRotated }: { endpoint: WebhookEndpoint; onClose: () => void; onRotated: (secret: string) => void }) {
  const { t } = useTranslation();
  const rotate = useRotateWebhookSecret();
  const form = useZodForm(rotateFormSchema, { defaultValues: { overlapHours: String(WEBHOOK_DEFAULT_OVERLAP_HOURS) as (typeof OVERLAPS)[number] } });
  return (
    <Dialog open title={t('integrations.webhooks.rotateTitle')} onClose={onClose}>
      <Form
        form={form}
        guardUnsaved={false}
        onSubmit={async ({ overlapHours }) => {
          onRotated((await rotate.mutateAsync({ id: endpoint.id, overlapHours })).secret);
        }}
      >
        <p className="text-sm">{t('integrations.webhooks.rotateIntro')}</p>
        <ErrorList />
        <SelectField
          name="overlapHours"
          label={t('integrations.webhooks.overlap')}
          options={OVERLAPS.map((h) => ({ value: h, label: h === '0' ? t('integrations.webhooks.overlapNone') : t('integrations.webhooks.overlapHours', { count: Number(h) }) }))}
        />
        <DialogButtons className="flex justify-end gap-2" onCancel={onClose} submitLabel={t('integrations.webhooks.rotate')} />
      </Form>
    </Dialog>
  );
}
