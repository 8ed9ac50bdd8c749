// Spec 2.3: a lawyer going to client-portal is sent to client-management (the customer's way back
// is in ClientManagementRoute). The client portal itself is not built yet.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NotAvailable } from '@client/features/shell';
import { useAppContext } from '../../layout/app-context';

export function ClientPortalRoute() {
  const { t } = useTranslation();
  const { role } = useAppContext();
  if (role === 'lawyer') return <Navigate to="/app/client-management" replace />;
  return <NotAvailable title={t('shell.pages.client-portal')} />;
}
