// /app/admin/platform: the platform admin's view of plans, subscriptions, usage and approvals.
import { useTranslation } from 'react-i18next';
import { usePlatformBilling } from '@client/features/billing/api/platform-billing';
import { PlatformBillingPanel } from '@client/features/billing/components/platform-billing-panel';
import { PageError, PageLoading } from './page-states';
import { useTenantPermissions } from './use-tenant-permissions';

export function AdminPlatformRoute() {
  const { t } = useTranslation();
  const { permissions, isPlatformAdmin } = useTenantPermissions();
  const overview = usePlatformBilling(isPlatformAdmin);
  let body;
  if (!permissions) body = <PageLoading />;
  else if (!isPlatformAdmin) body = <p role="alert" className="text-slate-800 dark:text-slate-200">{t('billing.platform.forbidden')}</p>;
  else if (overview.isError) body = <PageError message={overview.error.message} onRetry={() => void overview.refetch()} />;
  else if (!overview.data) body = <PageLoading />;
  else body = <PlatformBillingPanel overview={overview.data} />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl sm:text-3xl font-bold text-slate-900 dark:text-white">{t('billing.platform.title')}</h1>
      {body}
    </div>
  );
}
