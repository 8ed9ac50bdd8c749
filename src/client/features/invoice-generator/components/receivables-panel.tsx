// Receivables (kintlévőségek, decision 0167): the open and overdue forint totals of the firm's
// issued invoices — or of one client on the contact page, with its open invoices listed.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { receivablesSummary } from '@shared/invoice-generator/payments';
import { useReceivables } from '../api/invoices-api';
import { day, money, PaymentStatusBadge } from './invoice-labels';
import { LoadError } from '@client/components/errors/load-error';

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className={`text-lg font-semibold tabular-nums ${alert ? 'text-amber-800 dark:text-amber-300' : ''}`}>{value}</dd>
    </div>
  );
}

/** `contactId`: one client's receivables with its invoices; without it the firm's totals. */
export function ReceivablesPanel({ contactId = null }: { contactId?: string | null }) {
  const { t } = useTranslation();
  const receivables = useReceivables(contactId);
  const titleId = contactId ? 'client-receivables' : 'firm-receivables';
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
      <h2 id={titleId} className="text-lg font-semibold">
        {t(contactId ? 'invoiceGenerator.receivables.clientTitle' : 'invoiceGenerator.receivables.title')}
      </h2>
      {receivables.isPending && <p role="status">{t('invoiceGenerator.loading')}</p>}
      {receivables.isError && <LoadError compact error={receivables.error} onRetry={() => void receivables.refetch()} />}
      {receivables.data && <Body data={receivables.data} listInvoices={contactId !== null} />}
    </section>
  );
}

function Body({ data, listInvoices }: { data: NonNullable<ReturnType<typeof useReceivables>['data']>; listInvoices: boolean }) {
  const { t } = useTranslation();
  if (data.items.length === 0) return <p>{t(listInvoices ? 'invoiceGenerator.receivables.clientEmpty' : 'invoiceGenerator.receivables.empty')}</p>;
  const summary = receivablesSummary(data.items);
  return (
    <>
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <Figure label={t('invoiceGenerator.receivables.open')} value={money(summary.openHuf, 'HUF')} />
        <Figure label={t('invoiceGenerator.receivables.overdue')} value={money(summary.overdueHuf, 'HUF')} alert={summary.overdueCount > 0} />
      </dl>
      {summary.overdueCount > 0 && <p>{t('invoiceGenerator.receivables.overdueCount', { count: summary.overdueCount })}</p>}
      {listInvoices && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {data.items.map((i) => (
            <li key={i.invoiceId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <Link to={`/app/invoice-generator/${i.invoiceId}`} className="font-medium text-indigo-700 underline dark:text-indigo-300">
                {i.number}
              </Link>
              <span className="tabular-nums">{money(i.open, i.currency)}</span>
              <PaymentStatusBadge status={i.status} />
              <span className="text-slate-700 dark:text-slate-300">
                {i.status === 'overdue' ? t('invoiceGenerator.receivables.daysOverdue', { count: i.daysOverdue }) : t('invoiceGenerator.receivables.notDue', { date: day(i.dueDate) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
