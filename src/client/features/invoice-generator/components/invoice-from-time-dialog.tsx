// "Számla a nem számlázott időből" on the invoice list (decision 0513): a dialog that chooses an
// ügyfél (the unbilled time of all its matters on one invoice, as a client is billed monthly) or one
// ügy, with the kit's searching pickers, optionally up to a day; the server builds the draft
// (the shared body checks the either/or rule) and the new draft opens. The client picker offers
// only the clients – client parties of a matter the user can see (decision 0514), exactly the
// contacts the server takes. Refusals (nothing unbilled, mixed currencies) show the server's
// message in the dialog.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { type InvoiceFromTimeBody, invoiceFromTimeBodySchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { ComboboxField, DateField, DialogButtons, ErrorList, Form, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { useClientChoices, useDraftFromTime, useMatterChoices } from '../api/invoices-api';

const sources = ['client', 'matter'] as const;
type Source = (typeof sources)[number];

/** The dialog's form: the chosen kind of source, both pickers' values and the last day of work. */
function fromTimeFormSchema(required: Record<Source, string>) {
  return z
    .object({ source: z.enum(sources), clientContactId: z.string(), matterId: z.string(), until: z.string() })
    .superRefine((v, ctx) => {
      const field = v.source === 'client' ? 'clientContactId' : 'matterId';
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: required[v.source] });
    })
    .transform((v): InvoiceFromTimeBody => ({ ...(v.source === 'client' ? { clientContactId: v.clientContactId } : { matterId: v.matterId }), ...(v.until ? { until: v.until } : {}) }))
    .pipe(invoiceFromTimeBodySchema);
}

export function InvoiceFromTimeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useDraftFromTime();
  const schema = useMemo(() => fromTimeFormSchema({ client: t('invoiceGenerator.fromTimeDialog.clientRequired'), matter: t('invoiceGenerator.fromTimeDialog.matterRequired') }), [t]);
  const form = useZodForm(schema, {
    mode: 'onSubmit',
    defaultValues: { source: 'client', clientContactId: '', matterId: '', until: '' },
  });
  const source = form.watch('source');
  const clients = useClientChoices(open && source === 'client');
  const matters = useMatterChoices(open && source === 'matter');
  const clientOptions = useMemo(() => (clients.data ?? []).map((c) => ({ value: c.id, label: c.taxNumber ? `${c.name} (${c.taxNumber})` : c.name })), [clients.data]);
  const matterOptions = useMemo(() => (matters.data ?? []).map((m) => ({ value: m.id, label: `${m.number} – ${m.title}${m.clients.length > 0 ? ` (${m.clients.join(', ')})` : ''}` })), [matters.data]);
  // The one picker of the chosen source (keyed by it, so switching starts the other afresh).
  const picker = source === 'client' ? { name: 'clientContactId', options: clientOptions, loading: clients.isPending } : { name: 'matterId', options: matterOptions, loading: matters.isPending };

  return (
    <Dialog open={open} title={t('invoiceGenerator.fromTimeDialog.title')} onClose={onClose}>
      <Form
        form={form}
        guardUnsaved={false}
        className="text-sm"
        onSubmit={async (body) => {
          const draft = await create.mutateAsync(body);
          onClose();
          void navigate(`/app/invoice-generator/${draft.id}`);
        }}
      >
        <div className="space-y-4">
          <fieldset>
            <legend className="text-sm font-medium">{t('invoiceGenerator.fromTimeDialog.source')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {sources.map((s) => (
                <label key={s} className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="radio" value={s} {...form.register('source')} />
                  {t(`invoiceGenerator.fromTimeDialog.${s}Source`)}
                </label>
              ))}
            </div>
          </fieldset>
          <ComboboxField
            key={source}
            name={picker.name}
            label={t(`invoiceGenerator.fromTimeDialog.${source}`)}
            hint={t(`invoiceGenerator.fromTimeDialog.${source}Hint`)}
            required
            options={picker.options}
            searching={picker.loading}
            noChoicesLabel={t(`invoiceGenerator.fromTimeDialog.${source}None`)}
          />
          <DateField name="until" label={t('invoiceGenerator.fromTimeDialog.until')} hint={t('invoiceGenerator.fromTimeDialog.untilHint')} emptyValue="" />
          <ErrorList fields={false} />
          <DialogButtons align="start" className="flex flex-wrap gap-3" onCancel={onClose} submitLabel={t('invoiceGenerator.fromTimeDialog.create')} />
        </div>
      </Form>
    </Dialog>
  );
}

/** The list's button and its dialog (decision 0513). */
export function InvoiceFromTimeDialogButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('invoiceGenerator.fromTime')}
      </Button>
      {open && <InvoiceFromTimeDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
