// The plans side by side (cards with price, limits and features) and a comparison table of the
// spec 3.4 plan fields. Choosing a plan is left to the caller.
import { useTranslation } from 'react-i18next';
import type { Plan } from '@shared/entitlements/billing.schemas';
import { offeredPlanFlags } from '@shared/entitlements/offered-features';
import { Button } from '@client/components/ui/button';
import { formatHuf } from './format';
import { ScrollRegion } from '@client/components/ui/scroll-region';

export interface PlanComparisonProps {
  plans: Plan[];
  currentPlanId: string | null;
  pendingPlanId: string | null;
  canChoose: boolean;
  onChoose: (plan: Plan) => void;
}

export function PlanComparison({ plans, currentPlanId, pendingPlanId, canChoose, onChoose }: PlanComparisonProps) {
  const { t } = useTranslation();
  const limit = (n: number | null) => (n === null ? t('billing.pricing.unlimited') : String(n));
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
              {isCurrent(plan) && (
                <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">
                  {t('billing.pricing.currentBadge')}
                </span>
              )}
              {plan.id === pendingPlanId && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                  {t('billing.pricing.pendingBadge')}
                </span>
              )}
            </div>
            <p className="mt-3 text-3xl font-bold text-slate-900 dark:text-white">
              {plan.monthly_price_huf === 0 ? t('billing.money.free') : formatHuf(plan.monthly_price_huf)}
              {plan.monthly_price_huf > 0 && <span className="ml-1 text-sm font-normal text-slate-700 dark:text-slate-300">{t('billing.money.perMonth')}</span>}
            </p>
            <ul className="mt-4 flex-1 space-y-1 text-sm text-slate-800 dark:text-slate-200">
              {plan.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <span aria-hidden="true" className="text-emerald-600 dark:text-emerald-400">✓</span>
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
        <ScrollRegion labelledBy="compare-heading" className="mt-3">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="py-2 pr-4 text-slate-900 dark:text-white">{t('billing.pricing.feature')}</th>
                {plans.map((p) => (
                  <th key={p.id} scope="col" className="py-2 pr-4 text-slate-900 dark:text-white">{p.name}</th>
                ))}
              </tr>
            </thead>
            <tbody className="text-slate-800 dark:text-slate-200">
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="row" className="py-2 pr-4 font-medium">{t('billing.pricing.price')}</th>
                {plans.map((p) => <td key={p.id} className="py-2 pr-4">{formatHuf(p.monthly_price_huf)}</td>)}
              </tr>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="row" className="py-2 pr-4 font-medium">{t('billing.pricing.agents')}</th>
                {plans.map((p) => <td key={p.id} className="py-2 pr-4">{limit(p.agents_limit)}</td>)}
              </tr>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="row" className="py-2 pr-4 font-medium">{t('billing.pricing.automations')}</th>
                {plans.map((p) => <td key={p.id} className="py-2 pr-4">{limit(p.automations_limit)}</td>)}
              </tr>
              {offeredPlanFlags().map((flag) => (
                <tr key={flag} className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-2 pr-4 font-medium">{t(`billing.pricing.${flag}`)}</th>
                  {plans.map((p) => <td key={p.id} className="py-2 pr-4">{p[flag] ? t('billing.pricing.yes') : t('billing.pricing.no')}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </div>
  );
}
