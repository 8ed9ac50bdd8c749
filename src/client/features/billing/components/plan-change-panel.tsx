// The plan change flow for a tenant admin: confirm the chosen plan (free: switched at once;
// paid: a pro-forma to pay by transfer), the pending change with its pro-forma and a withdraw
// button, and the plan history.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan, PlanChange, SubscriptionOverview } from '@shared/entitlements/billing.schemas';
import { withVat } from '@shared/entitlements/billing';
import { Button } from '@client/components/ui/button';
import { useCancelPlanChange, useRequestPlanChange } from '../api/plans';
import { formatDay, formatHuf } from './format';
import { PlanComparison } from './plan-comparison';
import { ProformaCard } from './proforma-card';
import { StatusBadge } from './status-badge';
import { DataTable } from '@client/components/ui/data-table';

export function PlanChangePanel({ plans, overview }: { plans: Plan[]; overview: SubscriptionOverview }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [done, setDone] = useState<PlanChange | null>(null);
  const request = useRequestPlanChange();
  const cancel = useCancelPlanChange();
  const pending = overview.changes.find((c) => c.status === 'awaiting_payment') ?? null;
  const pendingPlanId = pending ? (plans.find((p) => p.name === pending.to_plan)?.id ?? null) : null;

  async function confirm() {
    if (!chosen) return;
    const change = await request.mutateAsync(chosen.id).catch(() => null);
    if (change) {
      setDone(change);
      setChosen(null);
    }
  }

  return (
    <div className="space-y-8">
      <PlanComparison
        plans={plans}
        currentPlanId={overview.current?.plan.id ?? null}
        pendingPlanId={pendingPlanId}
        canChoose
        onChoose={(plan) => {
          setDone(null);
          request.reset();
          setChosen(plan);
        }}
      />

      {chosen && (
        <section aria-labelledby="confirm-heading" className="rounded-2xl border border-indigo-300 bg-indigo-50 p-6 dark:border-indigo-700 dark:bg-indigo-950/40">
          <h2 id="confirm-heading" className="text-xl font-bold text-slate-900 dark:text-white">
            {t('billing.pricing.confirmTitle', { plan: chosen.name })}
          </h2>
          <p className="mt-2 text-slate-800 dark:text-slate-200">
            {chosen.monthly_price_huf > 0 ? t('billing.pricing.confirmPaid', { gross: formatHuf(withVat(chosen.monthly_price_huf).gross) }) : t('billing.pricing.confirmFree')}
          </p>
          {request.isError && (
            <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
              {request.error.message}
            </p>
          )}
          <div className="mt-4 flex gap-3">
            <Button onClick={() => void confirm()} disabled={request.isPending}>
              {t('billing.pricing.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setChosen(null)}>
              {t('billing.pricing.cancel')}
            </Button>
          </div>
        </section>
      )}

      {done && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          {done.status === 'activated' ? t('billing.pricing.activatedNow') : t('billing.pricing.requested')}
        </p>
      )}

      {pending && (
        <section aria-labelledby="pending-heading" className="space-y-3">
          <h2 id="pending-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('billing.pricing.pendingTitle')}: {pending.from_plan ?? '—'} → {pending.to_plan}
          </h2>
          {pending.proforma && <ProformaCard proforma={pending.proforma} />}
          {cancel.isError && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {cancel.error.message}
            </p>
          )}
          <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(pending.id)}>
            {t('billing.pricing.withdraw')}
          </Button>
        </section>
      )}

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('billing.pricing.historyTitle')}
        </h2>
        <div className="mt-3">
          <DataTable
            label={t('billing.pricing.historyTitle')}
            regionClassName=""
            rows={overview.history}
            rowKey={(h) => `${h.plan}-${h.started_at}`}
            emptyText={t('billing.pricing.historyEmpty')}
            columns={[
              { key: 'plan', header: t('billing.pricing.historyPlan'), cell: (h) => h.plan },
              { key: 'from', header: t('billing.pricing.historyFrom'), cell: (h) => formatDay(h.started_at) },
              { key: 'to', header: t('billing.pricing.historyTo'), cell: (h) => (h.ended_at ? formatDay(h.ended_at) : '—') },
              { key: 'status', header: t('billing.pricing.historyStatus'), cell: (h) => <StatusBadge status={h.status} /> },
            ]}
          />
        </div>
        {overview.changes.length > 0 && (
          <>
            <h3 className="mt-6 font-semibold text-slate-900 dark:text-white">{t('billing.pricing.changesTitle')}</h3>
            <ul className="mt-2 space-y-1 text-sm text-slate-800 dark:text-slate-200">
              {overview.changes.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center gap-2">
                  <span>{formatDay(c.requested_at)}</span>
                  <span>
                    {c.from_plan ?? '—'} → {c.to_plan}
                  </span>
                  {c.proforma && <span className="font-mono">{c.proforma.number}</span>}
                  <StatusBadge status={c.status} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
