// /app/my-purchases (issue 35 point 4, decision 0402): the signed-in customer's own invoices – each
// with its corrections as PDF downloads, the paid / partly paid / overdue state and the open
// amount – their payments, and totals per currency; `?filter=pending` keeps the open ones only.
// The pro-formas (díjbekérő) issued to their clients come in a section of their own, each marked
// "not an invoice" with its PDF (decision 0368); they are not in the totals – the invoice is.
// Every figure comes from /api/client-portal/purchases (the invoicing module's own sums).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatHuDate, formatMoney, type HuCurrency } from '@shared/hu/format';
import type { ProformaStatus, PurchaseInvoice, PurchaseProforma, PurchaseStatus, PurchaseTotals } from '@shared/client-portal/purchases.schemas';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { isApiError } from '@client/lib/api-client';
import { proformaPdfUrl, purchasePdfUrl, usePurchases } from '../api/purchases-api';

const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';
const money = (amount: string, currency: string) => formatMoney(Number(amount), currency as HuCurrency);

const tone: Record<PurchaseStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  partially_paid: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  overdue: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  unpaid: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

function StatusBadge({ invoice }: { invoice: PurchaseInvoice }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${tone[invoice.status]}`}>{t(`clientPortal.purchases.status.${invoice.status}`)}</span>
      {invoice.status === 'overdue' && invoice.daysOverdue > 0 && <span className="text-xs text-amber-900 dark:text-amber-200">{t('clientPortal.purchases.daysOverdue', { count: invoice.daysOverdue })}</span>}
    </span>
  );
}

export function MyPurchasesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filter = params.get('filter') === 'pending' ? 'pending' : 'all';
  const purchases = usePurchases(filter);
  const notInstalled = isApiError(purchases.error) && purchases.error.code === 'MODULE_NOT_INSTALLED';
  const data = purchases.data;
  const columns: Column<PurchaseInvoice>[] = [
    { key: 'number', header: t('clientPortal.purchases.columns.number'), cell: (i) => i.number, sortValue: (i) => i.number },
    {
      key: 'client',
      header: t('clientPortal.purchases.columns.client'),
      cell: (i) => (
        <>
          {i.customerName}
          {i.matterTitle && <span className="block text-xs text-slate-700 dark:text-slate-300">{t('clientPortal.purchases.matter', { title: i.matterTitle })}</span>}
        </>
      ),
      sortValue: (i) => i.customerName,
    },
    { key: 'issued', header: t('clientPortal.purchases.columns.issued'), cell: (i) => formatHuDate(i.issueDate), sortValue: (i) => i.issueDate },
    { key: 'due', header: t('clientPortal.purchases.columns.due'), cell: (i) => (i.dueDate ? formatHuDate(i.dueDate) : '–'), sortValue: (i) => i.dueDate },
    { key: 'owed', header: t('clientPortal.purchases.columns.owed'), cell: (i) => money(i.owed, i.currency), sortValue: (i) => Number(i.owed), className: 'text-right tabular-nums whitespace-nowrap' },
    { key: 'paid', header: t('clientPortal.purchases.columns.paid'), cell: (i) => money(i.paid, i.currency), sortValue: (i) => Number(i.paid), className: 'text-right tabular-nums whitespace-nowrap' },
    { key: 'open', header: t('clientPortal.purchases.columns.open'), cell: (i) => money(i.open, i.currency), sortValue: (i) => Number(i.open), className: 'text-right tabular-nums whitespace-nowrap' },
    { key: 'status', header: t('clientPortal.purchases.columns.status'), cell: (i) => <StatusBadge invoice={i} />, sortValue: (i) => i.status },
  ];
  const payments = (data?.invoices ?? []).flatMap((i) => i.payments.map((p) => ({ ...p, number: i.number, currency: i.currency }))).sort((a, b) => b.paidOn.localeCompare(a.paidOn));
  const tab = (to: 'all' | 'pending', label: string) => (
    <Link
      to={to === 'pending' ? '/app/my-purchases?filter=pending' : '/app/my-purchases'}
      aria-current={filter === to ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-medium ${filter === to ? 'bg-indigo-700 text-white' : 'border border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800'}`}
    >
      {label}
    </Link>
  );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('clientPortal.purchases.title')}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.purchases.intro')}</p>
      </div>
      {notInstalled ? (
        <p className={card}>{t('clientPortal.purchases.notInstalled')}</p>
      ) : (
        <>
          <nav aria-label={t('clientPortal.purchases.tabs')} className="flex flex-wrap gap-2">
            {tab('all', t('clientPortal.purchases.all'))}
            {tab('pending', t('clientPortal.purchases.pending', { count: data?.pendingCount ?? 0 }))}
          </nav>
          {data && data.totals.length > 0 && (
            <section aria-labelledby="purchase-totals" className="space-y-3">
              <h2 id="purchase-totals" className="sr-only">
                {t('clientPortal.purchases.totals')}
              </h2>
              {data.totals.map((totals) => (
                <Totals key={totals.currency} totals={totals} showCurrency={data.totals.length > 1} />
              ))}
            </section>
          )}
          <DataTable
            label={t('clientPortal.purchases.table')}
            caption={t('clientPortal.purchases.table')}
            columns={columns}
            rows={data?.invoices}
            rowKey={(i) => i.id}
            loading={purchases.isPending}
            error={purchases.error}
            onRetry={() => void purchases.refetch()}
            emptyText={filter === 'pending' ? t('clientPortal.purchases.emptyPending') : t('clientPortal.purchases.empty')}
            initialSort="issued"
            initialDescending
            stackOnPhone
            actions={(i) => (
              <span className="flex flex-wrap gap-2">
                {i.documents.map((d) => (
                  <a
                    key={d.id}
                    href={purchasePdfUrl(d.id)}
                    download
                    aria-label={t('clientPortal.purchases.download', { number: d.number })}
                    title={t(`clientPortal.purchases.operation.${d.operation}`)}
                    className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-indigo-800 hover:bg-slate-100 dark:border-slate-600 dark:text-indigo-200 dark:hover:bg-slate-800"
                  >
                    {d.operation === 'CREATE' ? t('clientPortal.purchases.downloadShort') : `${t('clientPortal.purchases.downloadShort')} – ${t(`clientPortal.purchases.operation.${d.operation}`)}`}
                  </a>
                ))}
              </span>
            )}
          />
          {data && data.proformas.length > 0 && <Proformas items={data.proformas} />}
          {data && (
            <section aria-labelledby="purchase-payments" className={card}>
              <h2 id="purchase-payments" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t('clientPortal.purchases.payments')}
              </h2>
              {payments.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.purchases.noPayments')}</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
                  {payments.map((p) => (
                    <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                      <span>
                        <span className="font-medium text-slate-900 dark:text-white">{formatHuDate(p.paidOn)}</span> · {p.number} · {t(`clientPortal.purchases.method.${p.method}`)}
                      </span>
                      <span className="font-semibold tabular-nums text-slate-900 dark:text-white">{money(p.amount, p.currency)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}

const proformaTone: Record<ProformaStatus, string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  invoiced: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  withdrawn: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

/** The pro-formas, each labelled as not an invoice, with its state and PDF. */
function Proformas({ items }: { items: PurchaseProforma[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="purchase-proformas" className={card}>
      <h2 id="purchase-proformas" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('clientPortal.purchases.proformas')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('clientPortal.purchases.proformasIntro')}</p>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
        {items.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900 dark:text-white">{p.number}</span>
                <span className="rounded-full border border-slate-400 px-2 py-0.5 text-xs font-medium text-slate-800 dark:border-slate-500 dark:text-slate-200">{t('clientPortal.purchases.proformaLabel')}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${proformaTone[p.status]}`}>{t(`clientPortal.purchases.proformaStatus.${p.status}`, { number: p.invoiceNumber ?? '' })}</span>
              </p>
              <p className="text-slate-700 dark:text-slate-300">
                {p.customerName}
                {p.matterTitle && ` · ${t('clientPortal.purchases.matter', { title: p.matterTitle })}`} · {t('clientPortal.purchases.proformaIssued', { date: formatHuDate(p.issueDate) })}
                {p.dueDate && ` · ${t('clientPortal.purchases.proformaDue', { date: formatHuDate(p.dueDate) })}`}
              </p>
            </div>
            <span className="flex items-center gap-3">
              <span className="font-semibold tabular-nums text-slate-900 dark:text-white">{money(p.gross, p.currency)}</span>
              <a
                href={proformaPdfUrl(p.id)}
                download
                aria-label={t('clientPortal.purchases.proformaDownload', { number: p.number })}
                className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-indigo-800 hover:bg-slate-100 dark:border-slate-600 dark:text-indigo-200 dark:hover:bg-slate-800"
              >
                {t('clientPortal.purchases.downloadShort')}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Totals({ totals, showCurrency }: { totals: PurchaseTotals; showCurrency: boolean }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'owed', label: t('clientPortal.purchases.owed'), value: totals.owed },
    { key: 'paid', label: t('clientPortal.purchases.paid'), value: totals.paid },
    { key: 'open', label: t('clientPortal.purchases.open'), value: totals.open },
    { key: 'overdue', label: t('clientPortal.purchases.overdue'), value: totals.overdue },
  ];
  return (
    <div>
      {showCurrency && <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{t('clientPortal.purchases.totalsIn', { currency: totals.currency })}</h3>}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((f) => (
          <div key={f.key} className={card}>
            <dt className="text-sm text-slate-700 dark:text-slate-300">{f.label}</dt>
            <dd className={`mt-1 text-2xl font-bold tabular-nums ${f.key === 'overdue' && Number(f.value) > 0 ? 'text-amber-800 dark:text-amber-300' : 'text-slate-900 dark:text-white'}`}>
              {money(f.value, totals.currency)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
