// /app/credits: the tenant's usage against its plan (meters, warnings, charts) and the credits
// ledger with purchase requests.
import { useTranslation } from 'react-i18next';
import { useCredits, useUsageHistory } from '@client/features/billing/api/credits';
import { CreditsPanel } from '@client/features/billing/components/credits-panel';
import { UsageCharts, UsageMeters } from '@client/features/billing/components/usage-charts';
import { useEntitlements } from '@client/features/entitlements/api/get-entitlements';
import { useAppContext } from '../../../layout/app-context';
import { NoFirm, PageError, PageLoading } from './page-states';

export function CreditsRoute() {
  const { t } = useTranslation();
  const { me, permissions } = useAppContext();
  const entitlements = useEntitlements();
  const credits = useCredits();
  const history = useUsageHistory();

  const failed = [entitlements, credits, history].find((q) => q.isError);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl sm:text-3xl font-bold text-slate-900 dark:text-white">{t('billing.credits.title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t('billing.credits.intro')}</p>
      </div>
      {me.activeTenantId === null ? (
        <NoFirm />
      ) : failed?.error ? (
        <PageError error={entitlements.error ?? credits.error ?? history.error} onRetry={() => void Promise.all([entitlements.refetch(), credits.refetch(), history.refetch()])} />
      ) : !entitlements.data || !credits.data || !history.data ? (
        <PageLoading />
      ) : (
        <>
          <UsageMeters data={entitlements.data} />
          <UsageCharts history={history.data} />
          <CreditsPanel overview={credits.data} canBuy={permissions.canManageOwnCompany} />
        </>
      )}
    </div>
  );
}
