// The plans side by side (cards with price, limits and features) and a comparison table of the
// spec 3.4 plan fields. Choosing a plan is left to the caller.
import { useTranslation } from 'react-i18next';
import type { Plan } from '@shared/entitlements/billing.schemas';
import { offeredPlanFlags } from '@shared/entitlements/offered-features';
import { Button } from '@client/components/ui/button';
import { formatHuf } from './format';
import { DataTable } from '@client/components/ui/data-table';

export interface PlanComparisonProps {
  plans: Plan[];
  currentPlanId: string | null;
  pendingPlanId: string | null;
  canChoose: boolean;
  onChoose: (plan: Plan) => void;
}

interface FeatureRow {
  key: string;
  label: string;
  value: (plan: Plan) => string;
}

export function PlanComparison({ plans, currentPlanId, pendingPlanId, canChoose, onChoose }: PlanComparisonProps) {
  const { t } = useTranslation();
  const limit = (n: number | null) => (n === null ? t('billing.pricing.unlimited') : String(n));
  // The comparison's rows: the price, the limits, then each offered feature with yes or no.
  const features: FeatureRow[] = [
    { key: 'price', label: t('billing.pricing.price'), value: (p) => formatHuf(p.monthly_price_huf) },
    { key: 'agents', label: t('billing.pricing.agents'), value: (p) => limit(p.agents_limit) },
    { key: 'automations', label: t('billing.pricing.automations'), value: (p) => limit(p.automations_limit) },
    ...offeredPlanFlags().map((flag) => ({ key: flag, label: t(`billing.pricing.${flag}`), value: (p: Plan) => (p[flag] ? t('billing.pricing.yes') : t('billing.pricing.no')) })),
  ];
  const isCurrent = (p: Plan) => p.id === currentPlanId || (currentPlanId === null && p.is_default);
  return (
    <div className="space-y-8">
      <ul className="grid gap-4 md:grid-cols-3" aria-label={t('billing.pricing.title')}>
        {plans.map((plan) => (
          <li
            key={plan.id}
            className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${isCurrent(plan) ? 'border-indigo-500 ring-2 ring-indigo-500' : 'border-slate-200 dark:border-slate-700'}`}
            data-testid={`plan-${plan.code}`}
          >
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-xl font-bold text-slate-900 dark:text-white">{plan.name}</h2>
              {isCurrent(plan) && <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">{t('billing.pricing.currentBadge')}</span>}
              {plan.id === pendingPlanId && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t('billing.pricing.pendingBadge')}</span>}
            </div>
            <p className="mt-3 text-3xl font-bold text-slate-900 dark:text-white">
              {plan.monthly_price_huf === 0 ? t('billing.money.free') : formatHuf(plan.monthly_price_huf)}
              {plan.monthly_price_huf > 0 && <span className="ml-1 text-sm font-normal text-slate-700 dark:text-slate-300">{t('billing.money.perMonth')}</span>}
            </p>
            <ul className="mt-4 flex-1 space-y-1 text-sm text-slate-800 dark:text-slate-200">
              {plan.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <span aria-hidden="true" className="text-emerald-600 dark:text-emerald-400">
                    ✓
                  </span>
                  {f}
                </li>
              ))}
            </ul>
            {canChoose && !isCurrent(plan) && (
              <Button className="mt-5" disabled={pendingPlanId !== null} onClick={() => onChoose(plan)}>
                {t('billing.pricing.choose', { plan: plan.name })}
              </Button>
            )}
          </li>
        ))}
      </ul>

      <section aria-labelledby="compare-heading">
        <h2 id="compare-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('billing.pricing.compareTitle')}
        </h2>
        <div className="mt-3">
          <DataTable
            label={t('billing.pricing.compareTitle')}
            regionClassName=""
            tableClassName="min-w-[32rem]"
            rows={features}
            rowKey={(f) => f.key}
            emptyText=""
            columns={[{ key: 'feature', header: t('billing.pricing.feature'), cell: (f) => f.label, className: 'font-medium' }, ...plans.map((p) => ({ key: p.id, header: p.name, cell: (f: FeatureRow) => f.value(p) }))]}
          />
        </div>
      </section>
    </div>
  );
}
