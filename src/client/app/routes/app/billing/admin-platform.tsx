// /app/admin/platform: the platform admin's view of plans, subscriptions, usage and approvals, and
// of the background jobs that failed for good (decision 0280); first the operator's billing details
// every pro-forma needs (issue 38.11).
import { useTranslation } from 'react-i18next';
import { DeadLetterJobs } from '@client/features/admin';
import { usePlatformBilling } from '@client/features/billing/api/platform-billing';
import { OperatorDetailsSection } from '@client/features/billing/components/operator-details-form';
import { PlatformBillingPanel } from '@client/features/billing/components/platform-billing-panel';
import { useAppContext } from '../../../layout/app-context';
import { PageError, PageLoading } from './page-states';

/** Only the platform admin holds canViewAllCompanies (spec 6). */
export function AdminPlatformRoute() {
  return <AdminPlatform />;
}

function AdminPlatform() {
  const { t } = useTranslation();
  const { permissions } = useAppContext();
  const overview = usePlatformBilling(permissions.canViewAllCompanies);
  let body;
  if (overview.isError) body = <PageError error={overview.error} onRetry={() => void overview.refetch()} />;
  else if (!overview.data) body = <PageLoading />;
  else body = <PlatformBillingPanel overview={overview.data} />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl sm:text-3xl font-bold text-slate-900 dark:text-white">{t('billing.platform.title')}</h1>
      {permissions.canViewAllCompanies && <OperatorDetailsSection canEdit={permissions.canEditModulePricing} />}
      {body}
      <DeadLetterJobs enabled={permissions.canViewAllCompanies} />
    </div>
  );
}
