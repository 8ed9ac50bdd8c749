// /app/client-portal: the firm's inbox of client messages (issue 35 point 2) for firm members who
// work with clients (the firm admin; spec 2.3 sends a lawyer to client-management, where the same
// inbox is a tab – the page manifest's `roleRedirects`, applied by the page guard). A customer, whom
// client-management sends here, finds their own portal dashboard.
import { useTranslation } from 'react-i18next';
import { greetingName } from '@shared/profile/person-name';
import { PageHeader } from '@client/components/ui/page-header';
import { CustomerPortalDashboard } from '@client/features/client-portal';
import { useAppContext } from '../../layout/app-context';
import { PortalInbox } from './portal-inbox';

export function ClientPortalRoute() {
  const { t } = useTranslation();
  const { permissions, me, firmDisplayName } = useAppContext();
  if (!permissions.canViewContacts) return <CustomerPortalDashboard name={greetingName(me.user)} firmDisplayName={firmDisplayName} />;
  return (
    <div className="space-y-6">
      <PageHeader title={t('clientPortal.messages.firm.title')}>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('clientPortal.messages.firm.intro')}</p>
      </PageHeader>
      <PortalInbox />
    </div>
  );
}
