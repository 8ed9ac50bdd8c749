import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@client/components/ui/language-switcher';
import { SkipLink } from '@client/components/ui/skip-link';
import { ThemeToggle } from '@client/components/ui/theme-toggle';

/** Frame of the screens used before sign-in: a centred card with theme and language switches. */
export function AuthLayout({ children }: { children: ReactNode }) {
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
    </div>
  );
}
