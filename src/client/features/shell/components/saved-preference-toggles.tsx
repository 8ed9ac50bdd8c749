// The top bar's theme and language switches. Besides applying the change at once (and keeping
// it in browser storage), they save it to the profile, so it follows the user to other browsers.
import { LanguageSwitcher } from '@client/components/ui/language-switcher';
import { ThemeToggle } from '@client/components/ui/theme-toggle';
import { api, unwrap } from '@client/lib/api-client';

function save(body: { theme?: 'dark' | 'light'; language?: 'hu' | 'en' }) {
  // Best effort: the local change already applies; the profile page shows save errors.
  void unwrap(api.PATCH('/api/profile', { body })).catch(() => undefined);
}

export function SavedPreferenceToggles() {
  return (
    <>
      <span
        className="hidden sm:inline-flex"
        onClickCapture={() => {
          const next = document.documentElement.lang === 'en' ? 'hu' : 'en';
          save({ language: next });
        }}
      >
        <LanguageSwitcher />
      </span>
      <span
        onClickCapture={() => {
          const next = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
          save({ theme: next });
        }}
      >
        <ThemeToggle />
      </span>
    </>
  );
}
