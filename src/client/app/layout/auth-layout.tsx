import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@client/components/ui/language-switcher';
import { SkipLink } from '@client/components/ui/skip-link';
import { ThemeToggle } from '@client/components/ui/theme-toggle';

/** Frame of the screens used before sign-in: a centred card with theme and language switches. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-slate-100 to-slate-50 dark:from-slate-950 dark:to-slate-900">
      <SkipLink />
      <header className="flex justify-end gap-1 p-3">
        <LanguageSwitcher />
        <ThemeToggle />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 focus:outline-none sm:items-center sm:pt-0">
        {children}
      </main>
      {/* The ÁSZF and the privacy notice are reachable before anyone registers (decision 0080). */}
      <footer className="px-4 pb-6 text-center text-sm">
        <nav aria-label={t('legal.documentsNav')} className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          <Link to="/terms" className="text-slate-700 underline-offset-4 hover:underline dark:text-slate-300">
            {t('legal.termsLink')}
          </Link>
          <Link to="/privacy" className="text-slate-700 underline-offset-4 hover:underline dark:text-slate-300">
            {t('legal.privacyLink')}
          </Link>
        </nav>
      </footer>
    </div>
  );
}
