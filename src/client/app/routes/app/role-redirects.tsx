// /app/client-portal: the client portal itself is not built yet. Spec 2.3's redirect of a lawyer
// to client-management is the page manifest's (`roleRedirects`, applied by the page guard).
import { useTranslation } from 'react-i18next';
import { NotAvailable } from '@client/features/shell';

export function ClientPortalRoute() {
  const { t } = useTranslation();
  return <NotAvailable title={t('shell.pages.client-portal')} />;
}
