// /app/pricing: plan comparison and, for the tenant admin, the plan change flow with pro-formas.
import { useTranslation } from 'react-i18next';
import { PlanChangePanel } from '@client/features/billing/components/plan-change-panel';
import { PlanComparison } from '@client/features/billing/components/plan-comparison';
import { usePlans, useSubscription } from '@client/features/billing/api/plans';
import { useEntitlements } from '@client/features/entitlements/api/get-entitlements';
import { useAppContext } from '../../../layout/app-context';
import { PageError, PageLoading } from './page-states';

export function PricingRoute() {
  const { t } = useTranslation();
  const { me, permissions } = useAppContext();
  // The platform admin holds every permission but has no firm of its own to change plans for.
  const canManage = permissions.canManageOwnCompany && me.activeTenantId !== null;
  const plans = usePlans();
  const subscription = useSubscription(canManage);
  const entitlements = useEntitlements();

  let body;
  if (plans.isPending || (canManage && subscription.isPending)) body = <PageLoading />;
  else if (plans.isError) body = <PageError error={plans.error} onRetry={() => void plans.refetch()} />;
  else if (canManage && subscription.isError) body = <PageError error={subscription.error} onRetry={() => void subscription.refetch()} />;
  else if (canManage && subscription.data) body = <PlanChangePanel plans={plans.data} overview={subscription.data} />;
  else
    body = (
      <>
        <p className="rounded-lg bg-slate-100 p-3 text-slate-800 dark:bg-slate-800 dark:text-slate-200">{t('billing.pricing.onlyAdmin')}</p>
        <PlanComparison plans={plans.data} currentPlanId={entitlements.data?.plan?.id ?? null} pendingPlanId={null} canChoose={false} onChoose={() => {}} />
      </>
    );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl sm:text-3xl font-bold text-slate-900 dark:text-white">{t('billing.pricing.title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t('billing.pricing.intro')}</p>
      </div>
      {body}
    </div>
  );
}
