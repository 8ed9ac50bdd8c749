// /app/settings: language and theme for everyone; the own company for firm staff, with the
// pending join requests for whoever may manage its members (decision 0070); the firm's public
// profile for its administrator (decision 0401).
import { useTranslation } from 'react-i18next';
import { FirmJoinRequests } from '@client/features/join-requests';
import { PreferencesForm } from '@client/features/profile';
import { CompanyProfileSettings } from '@client/features/client-portal';
import { CompanySettings } from '@client/features/settings';
import { useAppContext } from '../../layout/app-context';

export function SettingsRoute() {
  const { t } = useTranslation();
  const { role, permissions, me } = useAppContext();
  return (
    <div className="max-w-3xl space-y-8">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('profile.settingsTitle')}</h1>
      <PreferencesForm />
      {role !== 'admin' && role !== 'customer' && <CompanySettings permissions={permissions} currentUserId={me.user.id} membersFooter={(company) => <FirmJoinRequests firmCode={company.slug} />} />}
      {role !== 'admin' && role !== 'customer' && permissions.canEditSettings && <CompanyProfileSettings />}
    </div>
  );
}
