// Spec 2.3: a customer going to client-management is sent to client-portal; a lawyer going to
// client-portal is sent to client-management. Both pages themselves are not built yet.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NotAvailable } from '@client/features/shell';
import { useAppContext } from '../../layout/app-context';

export function ClientManagementRoute() {
  const { t } = useTranslation();
  const { role } = useAppContext();
  if (role === 'customer') return <Navigate to="/app/client-portal" replace />;
  return <NotAvailable title={t('shell.pages.client-management')} />;
}

export function ClientPortalRoute() {
  const { t } = useTranslation();
  const { role } = useAppContext();
  if (role === 'lawyer') return <Navigate to="/app/client-management" replace />;
  return <NotAvailable title={t('shell.pages.client-portal')} />;
}
