// /app/pricing: plan comparison and, for the tenant admin, the plan change flow with pro-formas.
import { useTranslation } from 'react-i18next';
import { PlanChangePanel } from '@client/features/billing/components/plan-change-panel';
import { PlanComparison } from '@client/features/billing/components/plan-comparison';
import { usePlans, useSubscription } from '@client/features/billing/api/plans';
import { useEntitlements } from '@client/features/entitlements/api/get-entitlements';
import { PageError, PageLoading } from './page-states';
import { useTenantPermissions } from './use-tenant-permissions';

export function PricingRoute() {
  const { t } = useTranslation();
  const { permissions, hasTenant } = useTenantPermissions();
  const canManage = Boolean(permissions?.canManageOwnCompany && hasTenant);
  const plans = usePlans();
  const subscription = useSubscription(canManage);
  const entitlements = useEntitlements();

  let body;
  if (plans.isPending || !permissions || (canManage && subscription.isPending)) body = <PageLoading />;
  else if (plans.isError) body = <PageError message={plans.error.message} onRetry={() => void plans.refetch()} />;
  else if (canManage && subscription.isError) body = <PageError message={subscription.error.message} onRetry={() => void subscription.refetch()} />;
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
