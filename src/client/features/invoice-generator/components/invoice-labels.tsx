// Small shared pieces of the invoice pages: Hungarian money, dates and the status badges.
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@shared/invoice-generator/invoice-generator.api.schemas';
import type { PaymentStatus } from '@shared/invoice-generator/payments';
import { formatHuDate, formatMoney, type HuCurrency } from '@shared/hu/format';

/** "1 250 000 Ft", "1 250,50 EUR" from the API's decimal strings. */
export function money(amount: string | undefined, currency: string): string {
  if (amount === undefined || amount === '') return '–';
  return formatMoney(Number(amount), currency as HuCurrency);
}

export function day(date: string | null | undefined): string {
  return date ? formatHuDate(date) : '–';
}

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium';

const paymentTone: Record<PaymentStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  partially_paid: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  overdue: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  unpaid: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

/** Fizetve, Részben fizetve, Lejárt or Kiállítva (not yet paid, not yet due). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <span className={`${badge} ${paymentTone[status]}`}>{t(`invoiceGenerator.status.${status}`)}</span>;
}

export function InvoiceStatusBadge({ invoice }: { invoice: Pick<InvoiceSummary, 'status' | 'operation' | 'cancelled' | 'payment'> }) {
  const { t } = useTranslation();
  if (invoice.status === 'draft') return <span className={`${badge} bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100`}>{t('invoiceGenerator.status.draft')}</span>;
  if (invoice.operation !== 'CREATE') return <span className={`${badge} bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100`}>{t(`invoiceGenerator.operation.${invoice.operation}`)}</span>;
  if (invoice.cancelled) return <span className={`${badge} bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100`}>{t('invoiceGenerator.status.cancelled')}</span>;
  if (invoice.payment) return <PaymentStatusBadge status={invoice.payment.status} />;
  return <span className={`${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100`}>{t('invoiceGenerator.status.issued')}</span>;
}

export function NavBadge({ nav }: { nav: InvoiceSummary['nav'] }) {
  const { t } = useTranslation();
  if (!nav) return <span className="text-slate-700 dark:text-slate-300">–</span>;
  const tone = nav.state === 'done' ? 'bg-emerald-100 text-emerald-900' : nav.state === 'aborted' || nav.state === 'failed' ? 'bg-red-100 text-red-900' : 'bg-sky-100 text-sky-900';
  return <span className={`${badge} ${tone}`}>{t(`invoiceGenerator.nav.${nav.state}`)}</span>;
}
