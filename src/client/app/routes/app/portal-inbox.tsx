// The firm's inbox of client portal messages (issue 35 point 2) as the app composes it: the portal
// feature's inbox with the firm's staff (matters feature) as possible assignees, when the firm has
// the portal. Shown on /app/client-portal, as a tab of client management and on the matter page.
import { useTranslation } from 'react-i18next';
import { useFirmStaff } from '@client/features/matters';
import { FirmInbox } from '@client/features/client-portal';
import { useAppContext } from '../../layout/app-context';

/** The inbox with the firm's staff as possible assignees, when the firm has the portal. */
export function PortalInbox({ matterId, emptyText }: { matterId?: string; emptyText?: string }) {
  const { t } = useTranslation();
  const { me } = useAppContext();
  const staff = useFirmStaff();
  if (!me.modules?.installed.includes('client-portal')) return <p className="text-slate-700 dark:text-slate-300">{t('clientPortal.dashboard.notInstalled')}</p>;
  return <FirmInbox staff={staff.data ?? []} {...(matterId ? { matterId } : {})} {...(emptyText ? { emptyText } : {})} />;
}
