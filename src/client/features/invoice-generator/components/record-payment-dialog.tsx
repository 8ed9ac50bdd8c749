// The "Befizetés rögzítése" dialog: date (today by default), amount in the invoice's currency (the
// open amount by default, Hungarian decimal comma and spaces accepted), method and note. The
// shared schema checks the form (issue 41.2, form kit); the server decides on overpayment and
// dates, and its field messages land on their fields.
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { todayInBudapest } from '@shared/dates/iso-date';
import { paymentMethodValues, recordPaymentBodySchema, type PaymentMethod } from '@shared/invoice-generator/payments';
import { DateField, DialogButtons, ErrorList, Form, SelectField, TextField, useZodForm } from '@client/components/form';
import { Dialog } from '@client/components/ui/dialog';
import { useRecordPayment } from '../api/invoices-api';
import { money } from './invoice-labels';

interface Props {
  open: boolean;
  onClose: () => void;
  invoice: { id: string; number: string | null; currency: string; paymentMethod: string };
  openAmount: string;
}

/** "1250.5" → "1250,5" for the input; the API gets the dot back. */
const huDecimal = (amount: string) => amount.replace(/\.00$/, '').replace('.', ',');

// The shared body, with the amount's spaces ("60 000") dropped and an empty note sent as none.
const { shape } = recordPaymentBodySchema;
const paymentFormSchema = z.object({
  paidOn: z.string().pipe(shape.paidOn),
  amount: z
    .string()
    .transform((v) => v.replace(/[\s\u00a0]/g, ''))
    .pipe(shape.amount),
  method: shape.method,
  note: z
    .string()
    .transform((v) => v || undefined)
    .pipe(shape.note),
});

export function RecordPaymentDialog({ open, onClose, invoice, openAmount }: Props) {
  const { t } = useTranslation();
  const record = useRecordPayment(invoice.id);
  const defaultMethod = (paymentMethodValues as readonly string[]).includes(invoice.paymentMethod) ? (invoice.paymentMethod as PaymentMethod) : 'TRANSFER';
  const form = useZodForm(paymentFormSchema, { mode: 'onSubmit', defaultValues: { paidOn: todayInBudapest(), amount: huDecimal(openAmount), method: defaultMethod, note: '' } });

  return (
    <Dialog open={open} title={t('invoiceGenerator.payments.recordTitle', { number: invoice.number })} onClose={onClose}>
      <Form
        form={form}
        guardUnsaved={false}
        className="text-sm"
        onSubmit={async (body) => {
          await record.mutateAsync(body);
          onClose();
        }}
      >
        <div className="space-y-3">
          <DateField name="paidOn" label={t('invoiceGenerator.payments.paidOn')} hint="" emptyValue="" />
          <TextField
            name="amount"
            inputMode="decimal"
            label={t('invoiceGenerator.payments.amount', { currency: invoice.currency === 'HUF' ? 'Ft' : invoice.currency })}
            hint={t('invoiceGenerator.payments.amountHint', { open: money(openAmount, invoice.currency) })}
          />
          <SelectField name="method" label={t('invoiceGenerator.payments.method')} options={paymentMethodValues.map((m) => ({ value: m, label: t(`invoiceGenerator.paymentMethod.${m}`) }))} />
          <TextField name="note" label={t('invoiceGenerator.payments.note')} maxLength={500} />
          <ErrorList fields={false} />
          <DialogButtons align="start" className="flex flex-wrap gap-3" onCancel={onClose} submitLabel={t('invoiceGenerator.payments.save')} />
        </div>
      </Form>
    </Dialog>
  );
}
