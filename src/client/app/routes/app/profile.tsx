// /app/profile: own details and avatar (features/profile) and security (password, sessions,
// two-factor; features/auth).
import { useTranslation } from 'react-i18next';
import { SecuritySettings } from '@client/features/auth';
import { ProfileForm } from '@client/features/profile';
import { RouteSkeleton } from '@client/features/shell';

export function ProfileRoute() {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl space-y-8">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('profile.title')}</h1>
      <ProfileForm loading={<RouteSkeleton kind="settings" />} />
      <SecuritySettings />
    </div>
  );
}
