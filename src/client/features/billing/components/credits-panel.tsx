// The credits ledger of a tenant: balance, purchase request (tenant admin; pro-forma by bank
// transfer), purchases with their pro-formas, and every balance change as a ledger row. The
// purchase is a form-kit form (issue 41.2) on the shared purchase body; the server's message for
// the amount lands under it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDIT_PURCHASE_MAX, CREDIT_PURCHASE_MIN, CREDIT_UNIT_PRICE_HUF } from '@shared/entitlements/billing';
import { creditPurchaseBodySchema, type CreditsOverview } from '@shared/entitlements/billing.schemas';
import { ErrorList, Form, SubmitButton, useFieldError, useFormContext, useZodForm } from '@client/components/form';
import { DataTable } from '@client/components/ui/data-table';
import { useRequestCreditPurchase } from '../api/credits';
import { formatDayTime, formatHuf, formatNumber } from './format';
import { ProformaCard } from './proforma-card';
import { StatusBadge } from './status-badge';

/** The amount: a number input (empty is no number), its hint, and its message as an alert. */
function CreditsAmountField() {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const error = useFieldError('credits');
  return (
    <div>
      <label htmlFor="credit-amount" className="block text-sm font-medium text-slate-900 dark:text-white">
        {t('billing.credits.amount')}
      </label>
      <input
        id="credit-amount"
        type="number"
        inputMode="numeric"
        min={CREDIT_PURCHASE_MIN}
        max={CREDIT_PURCHASE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'credit-amount-hint credit-amount-error' : 'credit-amount-hint'}
        {...register('credits', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v)) })}
        className="mt-1 w-40 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-600 dark:border-slate-500 dark:bg-slate-800 dark:text-white dark:aria-invalid:border-red-400"
      />
      <p id="credit-amount-hint" className="mt-1 text-xs text-slate-700 dark:text-slate-300">
        {t('billing.credits.amountHint', { min: formatNumber(CREDIT_PURCHASE_MIN), max: formatNumber(CREDIT_PURCHASE_MAX), price: formatHuf(CREDIT_UNIT_PRICE_HUF) })}
      </p>
      {error && (
        <p id="credit-amount-error" role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function BuyCreditsForm({ onBought }: { onBought: (bought: boolean) => void }) {
  const { t } = useTranslation();
  const buy = useRequestCreditPurchase();
  const form = useZodForm(creditPurchaseBodySchema, { mode: 'onSubmit', defaultValues: { credits: CREDIT_PURCHASE_MIN * 5 } });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={async ({ credits }) => {
        onBought(false);
        await buy.mutateAsync(credits);
        onBought(true);
      }}
    >
      <CreditsAmountField />
      <SubmitButton>{t('billing.credits.buy')}</SubmitButton>
      <ErrorList fields={false} className="basis-full" />
    </Form>
  );
}

export function CreditsPanel({ overview, canBuy }: { overview: CreditsOverview; canBuy: boolean }) {
  const { t } = useTranslation();
  const [bought, setBought] = useState(false);

  return (
    <div className="space-y-6">
      <section aria-labelledby="balance-heading" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="balance-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
          {t('billing.credits.balance')}
        </h2>
        <p className="mt-1 text-4xl font-bold text-slate-900 dark:text-white" data-testid="credit-balance">
          {t('billing.credits.balanceValue', { count: overview.balance })}
        </p>
      </section>

      <section aria-labelledby="buy-heading" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="buy-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('billing.credits.buyTitle')}
        </h2>
        {canBuy ? <BuyCreditsForm onBought={setBought} /> : <p className="mt-2 text-slate-700 dark:text-slate-300">{t('billing.credits.onlyAdmin')}</p>}
        {bought && (
          <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            {t('billing.credits.bought')}
          </p>
        )}
      </section>

      {overview.purchases.length > 0 && (
        <section aria-labelledby="purchases-heading" className="space-y-3">
          <h2 id="purchases-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('billing.credits.purchasesTitle')}
          </h2>
          {overview.purchases.map((p) => (
            <div key={p.id} className="space-y-2">
              <p className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                {formatDayTime(p.requested_at)} · {t('billing.credits.balanceValue', { count: p.credits })} <StatusBadge status={p.status} />
              </p>
              {p.status === 'awaiting_payment' && <ProformaCard proforma={p.proforma} />}
            </div>
          ))}
        </section>
      )}

      <section aria-labelledby="ledger-heading" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="ledger-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('billing.credits.ledgerTitle')}
        </h2>
        <div className="mt-3">
          <DataTable
            label={t('billing.credits.ledgerTitle')}
            regionClassName=""
            rows={overview.ledger}
            rowKey={(l) => l.id}
            emptyText={t('billing.credits.ledgerEmpty')}
            columns={[
              { key: 'date', header: t('billing.credits.date'), cell: (l) => formatDayTime(l.created_at) },
              { key: 'description', header: t('billing.credits.description'), cell: (l) => l.description },
              { key: 'user', header: t('billing.credits.user'), cell: (l) => l.user_name ?? '—' },
              {
                key: 'change',
                header: t('billing.credits.change'),
                cell: (l) => <span className={`font-semibold ${l.delta > 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}>{l.delta > 0 ? `+${l.delta}` : l.delta}</span>,
                className: 'text-right',
              },
              { key: 'after', header: t('billing.credits.after'), cell: (l) => l.balance_after, className: 'text-right' },
            ]}
          />
        </div>
      </section>
    </div>
  );
}
