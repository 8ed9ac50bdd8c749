// Language and theme, saved on the server (so they follow the user) and applied at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@shared/profile/profile.schemas';
import { inputClasses } from '@client/components/ui/dialog';
import { changeLanguage } from '@client/lib/i18n';
import { useTheme } from '@client/lib/theme';
import { useProfile, useSaveProfile } from '../api/profile-api';

export function PreferencesForm() {
  const profile = useProfile();
  if (!profile.data) return null;
  return <Preferences profile={profile.data} />;
}

function Preferences({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const save = useSaveProfile();
  const [status, setStatus] = useState('');

  function update(change: { language?: 'hu' | 'en'; theme?: 'dark' | 'light' }) {
    setStatus('');
    if (change.language) void changeLanguage(change.language);
    if (change.theme) setTheme(change.theme);
    save.mutate(change, { onSuccess: () => setStatus(t('profile.saved')) });
  }

  return (
    <section aria-labelledby="prefs-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="prefs-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('profile.preferences.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="pref-language" className="text-sm font-medium">
            {t('profile.preferences.language')}
          </label>
          <select id="pref-language" defaultValue={profile.language} onChange={(e) => update({ language: e.target.value as 'hu' | 'en' })} className={inputClasses}>
            <option value="hu">Magyar</option>
            <option value="en">English</option>
          </select>
        </div>
        <div>
          <label htmlFor="pref-theme" className="text-sm font-medium">
            {t('profile.preferences.theme')}
          </label>
          <select id="pref-theme" value={theme} onChange={(e) => update({ theme: e.target.value as 'dark' | 'light' })} className={inputClasses}>
            <option value="dark">{t('profile.preferences.dark')}</option>
            <option value="light">{t('profile.preferences.light')}</option>
          </select>
        </div>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {save.error.message}
        </p>
      )}
      <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
        {status}
      </p>
    </section>
  );
}
