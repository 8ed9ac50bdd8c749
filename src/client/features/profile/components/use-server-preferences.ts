// The language and theme saved on the server follow the user to a new browser: they are applied
// once per browser session after sign-in. Later changes in the top bar stay local to this
// browser until saved in the settings.
import { useEffect } from 'react';
import { changeLanguage } from '@client/lib/i18n';
import { useTheme } from '@client/lib/theme';
import { useProfile } from '../api/profile-api';

const APPLIED_KEY = 'vi.preferencesApplied';

export function useServerPreferences(userId: string) {
  const profile = useProfile(userId !== '');
  const { setTheme } = useTheme();
  const data = profile.data;
  useEffect(() => {
    if (!data) return;
    try {
      if (window.sessionStorage.getItem(APPLIED_KEY) === userId) return;
      window.sessionStorage.setItem(APPLIED_KEY, userId);
    } catch {
      return;
    }
    setTheme(data.theme);
    void changeLanguage(data.language);
  }, [data, userId, setTheme]);
}
