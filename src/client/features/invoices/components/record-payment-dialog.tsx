// The "Befizetés rögzítése" dialog: date (today by default), amount in the invoice's currency (the
// open amount by default, Hungarian decimal comma and spaces accepted), method and note. The
// shared schema checks the form; the server decides on overpayment and dates.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInBudapest } from '@shared/dates/iso-date';
import { paymentMethodValues, recordPaymentBodySchema, type PaymentMethod } from '@shared/invoices/payments';
import { Button } from '@client/components/ui/button';
import { Dialog, inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { useRecordPayment } from '../api/invoices-api';
import { money } from './invoice-labels';
import { DateInput } from '@client/components/form/date-field';

interface Props {
  open: boolean;
  onClose: () => void;
  invoice: { id: string; number: string | null; currency: string; paymentMethod: string };
  openAmount: string;
}

/** "1250.5" → "1250,5" for the input; the API gets the dot back. */
const huDecimal = (amount: string) => amount.replace(/\.00$/, '').replace('.', ',');

export function RecordPaymentDialog({ open, onClose, invoice, openAmount }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const record = useRecordPayment(invoice.id);
  const defaultMethod = (paymentMethodValues as readonly string[]).includes(invoice.paymentMethod) ? (invoice.paymentMethod as PaymentMethod) : 'TRANSFER';
  const [form, setForm] = useState({ paidOn: todayInBudapest(), amount: huDecimal(openAmount), method: defaultMethod, note: '' });
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = recordPaymentBodySchema.safeParse({ ...form, amount: form.amount.replace(/[\s\u00a0]/g, ''), note: form.note || undefined });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setProblem(null);
    record.mutate(parsed.data, { onSuccess: onClose });
  }

  const error = problem ?? (record.error ? errorText(record.error) : null);
  return (
    <Dialog open={open} title={t('invoices.payments.recordTitle', { number: invoice.number })} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-3 text-sm">
        <div>
          <label htmlFor={`${id}-date`} className="block font-medium">
            {t('invoices.payments.paidOn')}
          </label>
          <DateInput id={`${id}-date`} label={t('invoices.payments.paidOn')} required value={form.paidOn || null} onChange={(iso) => setForm({ ...form, paidOn: iso ?? '' })} />
        </div>
        <div>
          <label htmlFor={`${id}-amount`} className="block font-medium">
            {t('invoices.payments.amount', { currency: invoice.currency === 'HUF' ? 'Ft' : invoice.currency })}
          </label>
          <input id={`${id}-amount`} inputMode="decimal" required aria-describedby={`${id}-hint`} value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} className={inputClasses} />
          <p id={`${id}-hint`} className="mt-1 text-slate-700 dark:text-slate-300">
            {t('invoices.payments.amountHint', { open: money(openAmount, invoice.currency) })}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-method`} className="block font-medium">
            {t('invoices.payments.method')}
          </label>
          <select id={`${id}-method`} value={form.method} onChange={(e) => setForm({ ...form, method: e.target.value as PaymentMethod })} className={inputClasses}>
            {paymentMethodValues.map((m) => (
              <option key={m} value={m}>
                {t(`invoices.paymentMethod.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-note`} className="block font-medium">
            {t('invoices.payments.note')}
          </label>
          <input id={`${id}-note`} maxLength={500} value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} className={inputClasses} />
        </div>
        {error && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={record.isPending}>
            {t('invoices.payments.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('invoices.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
