// Payments of an issued original invoice (decisions 0167, 0210–0211): what the chain owes, what
// was paid and what is open, the payments (a mistaken one can be deleted, audited), the record
// dialog, and the payment reminders with the "Fizetési emlékeztető küldése" button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInBudapest } from '@shared/dates/iso-date';
import type { InvoiceDetail } from '@shared/invoice-generator/invoice-generator.api.schemas';
import type { InvoicePayments } from '@shared/invoice-generator/payments';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { errorText } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { useDeletePayment, useInvoicePayments, useSendReminder } from '../api/invoices-api';
import { day, money, PaymentStatusBadge } from './invoice-labels';
import { RecordPaymentDialog } from './record-payment-dialog';
import { LoadError } from '@client/components/errors/load-error';

type Payment = InvoicePayments['payments'][number];

export function PaymentsPanel({ invoice, canWrite }: { invoice: InvoiceDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const payments = useInvoicePayments(invoice.id);
  const [recording, setRecording] = useState(false);
  const [removing, setRemoving] = useState<Payment | null>(null);
  const c = invoice.currency;

  if (payments.isPending) return <p role="status">{t('invoiceGenerator.loading')}</p>;
  if (payments.isError) return <LoadError compact error={payments.error} onRetry={() => void payments.refetch()} />;
  const { state, reminders } = payments.data;
  const open = Number(state.open) > 0;
  const paymentColumns: Column<Payment>[] = [
    { key: 'paidOn', header: t('invoiceGenerator.payments.columns.paidOn'), cell: (p) => day(p.paidOn), sortValue: (p) => p.paidOn, className: 'whitespace-nowrap' },
    { key: 'amount', header: t('invoiceGenerator.payments.columns.amount'), cell: (p) => money(p.amount, c), sortValue: (p) => Number(p.amount), className: 'text-right tabular-nums whitespace-nowrap' },
    { key: 'method', header: t('invoiceGenerator.payments.columns.method'), cell: (p) => t(`invoiceGenerator.paymentMethod.${p.method}`) },
    { key: 'note', header: t('invoiceGenerator.payments.columns.note'), cell: (p) => p.note ?? '' },
  ];

  return (
    <section aria-labelledby="payments-title" className="space-y-3 rounded-lg border border-slate-300 p-4 text-sm dark:border-slate-600">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payments-title" className="flex items-center gap-2 text-base font-semibold">
          {t('invoiceGenerator.payments.title')} <PaymentStatusBadge status={state.status} />
        </h2>
        {canWrite && open && <Button onClick={() => setRecording(true)}>{t('invoiceGenerator.payments.record')}</Button>}
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:max-w-lg">
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{t('invoiceGenerator.payments.owed')}</dt>
          <dd className="font-medium tabular-nums">{money(state.owed, c)}</dd>
        </div>
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{t('invoiceGenerator.payments.paid')}</dt>
          <dd className="font-medium tabular-nums">{money(state.paid, c)}</dd>
        </div>
        <div>
          <dt className="text-slate-700 dark:text-slate-300">{t('invoiceGenerator.payments.open')}</dt>
          <dd data-testid="payment-open" className="font-semibold tabular-nums">
            {money(state.open, c)}
          </dd>
        </div>
      </dl>
      <DataTable
        label={t('invoiceGenerator.payments.listLabel')}
        caption={t('invoiceGenerator.payments.listLabel')}
        regionClassName=""
        tableClassName="min-w-[28rem]"
        rows={payments.data.payments}
        rowKey={(p) => p.id}
        loading={false}
        error={false}
        onRetry={() => void payments.refetch()}
        emptyText={t('invoiceGenerator.payments.none')}
        columns={paymentColumns}
        actions={
          canWrite
            ? (p) => (
                <Button variant="ghost" aria-label={t('invoiceGenerator.payments.deleteLabel', { date: day(p.paidOn), amount: money(p.amount, c) })} onClick={() => setRemoving(p)}>
                  {t('invoiceGenerator.payments.delete')}
                </Button>
              )
            : undefined
        }
      />
      <Reminders invoiceId={invoice.id} currency={c} overdue={state.status === 'overdue'} reminders={reminders} canWrite={canWrite} />
      {canWrite && recording && <RecordPaymentDialog open onClose={() => setRecording(false)} invoice={invoice} openAmount={state.open} />}
      {canWrite && <DeletePaymentDialog invoiceId={invoice.id} currency={c} payment={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}

function Reminders({ invoiceId, currency, overdue, reminders, canWrite }: { invoiceId: string; currency: string; overdue: boolean; reminders: InvoicePayments['reminders']; canWrite: boolean }) {
  const { t } = useTranslation();
  const send = useSendReminder(invoiceId);
  const sentToday = reminders.some((r) => r.sentOn === todayInBudapest());
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t('invoiceGenerator.reminders.title')}</h3>
        {canWrite && overdue && !sentToday && (
          <Button variant="secondary" disabled={send.isPending} onClick={() => send.mutate()}>
            {t('invoiceGenerator.reminders.send')}
          </Button>
        )}
      </div>
      {send.isSuccess && (
        <p role="status" className="text-emerald-800 dark:text-emerald-300">
          {t('invoiceGenerator.reminders.sent', { to: send.data.reminder.recipient })}
        </p>
      )}
      {send.error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorText(send.error)}
        </p>
      )}
      {canWrite && overdue && sentToday && !send.isSuccess && <p>{t('invoiceGenerator.reminders.sentToday')}</p>}
      {!overdue && <p className="text-slate-700 dark:text-slate-300">{t('invoiceGenerator.reminders.onlyOverdue')}</p>}
      {reminders.length === 0 ? (
        <p>{t('invoiceGenerator.reminders.none')}</p>
      ) : (
        <ul className="list-disc pl-5">
          {reminders.map((r) => (
            <li key={r.id}>{t('invoiceGenerator.reminders.item', { at: formatDateTime(r.sentAt), to: r.recipient, amount: money(r.amountDue, currency) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DeletePaymentDialog({ invoiceId, currency, payment, onClose }: { invoiceId: string; currency: string; payment: Payment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePayment(invoiceId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={payment !== null} title={t('invoiceGenerator.payments.deleteTitle')} onClose={close}>
      {payment && <p className="text-sm">{t('invoiceGenerator.payments.deleteText', { date: day(payment.paidOn), amount: money(payment.amount, currency) })}</p>}
      {remove.error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {errorText(remove.error)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button disabled={remove.isPending || !payment} onClick={() => payment && remove.mutate(payment.id, { onSuccess: close })}>
          {t('invoiceGenerator.payments.delete')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('invoiceGenerator.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
