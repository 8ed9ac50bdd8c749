// A pro-forma (díjbekérő) as the tenant pays it: number, amounts with VAT, due date and the
// bank details for the transfer, with the number as the transfer reference.
import { useTranslation } from 'react-i18next';
import type { Proforma } from '@shared/entitlements/billing.schemas';
import { formatDay, formatHuf } from './format';

export function ProformaCard({ proforma }: { proforma: Proforma }) {
  const { t } = useTranslation();
  const row = (label: string, value: string, strong = false) => (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className={strong ? 'font-bold text-slate-900 dark:text-white' : 'text-slate-900 dark:text-slate-100'}>{value}</dd>
    </div>
  );
  return (
    <article aria-label={`${t('billing.proforma.title')} ${proforma.number}`} className="rounded-xl border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900" data-testid="proforma">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900 dark:text-white">
          {t('billing.proforma.title')} <span className="font-mono">{proforma.number}</span>
        </h3>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">{t(`billing.pricing.status.${proforma.status}`)}</span>
      </header>
      <dl className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {row(t('billing.proforma.customer'), proforma.customer)}
        {row(t('billing.proforma.item'), proforma.description)}
        {row(t('billing.proforma.net'), formatHuf(proforma.net_huf))}
        {row(t('billing.proforma.vat'), formatHuf(proforma.vat_huf))}
        {row(t('billing.proforma.gross'), formatHuf(proforma.gross_huf), true)}
        {row(t('billing.proforma.issued'), formatDay(proforma.issued_at))}
        {row(t('billing.proforma.due'), formatDay(proforma.due_at))}
        {row(t('billing.proforma.payee'), proforma.payee.name)}
        {row(t('billing.proforma.bank'), proforma.payee.bank)}
        {row(t('billing.proforma.account'), proforma.payee.account_number)}
        {row(t('billing.proforma.taxNumber'), proforma.payee.tax_number)}
      </dl>
      <p className="mt-3 text-sm font-semibold text-slate-900 dark:text-white">{t('billing.proforma.reference', { number: proforma.number })}</p>
      <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{t('billing.proforma.note')}</p>
    </article>
  );
}
