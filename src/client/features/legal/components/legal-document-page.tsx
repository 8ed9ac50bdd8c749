// The public /terms and /privacy pages (spec 2.1: opened in a new tab from registration step 3).
// The text lives in the client (content/), the version and effective date come from shared/legal,
// the operator details from the server's configuration (GET /api/legal/documents).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLegalVersions, type LegalDocumentKind } from '@shared/legal/legal';
import { LoadError } from '@client/components/errors/load-error';
import { LanguageSwitcher } from '@client/components/ui/language-switcher';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { SkipLink } from '@client/components/ui/skip-link';
import { ThemeToggle } from '@client/components/ui/theme-toggle';
import { formatDate } from '@client/lib/format';
import { useLegalDocuments } from '../api/legal-api';
import { privacyEn } from '../content/privacy-en';
import { privacyHu } from '../content/privacy-hu';
import { termsEn } from '../content/terms-en';
import { termsHu } from '../content/terms-hu';
import type { LegalText } from '../content/types';
import { LegalTextBody } from './legal-text';

const texts: Record<LegalDocumentKind, { hu: LegalText; en: LegalText }> = {
  terms: { hu: termsHu, en: termsEn },
  privacy: { hu: privacyHu, en: privacyEn },
};

const linkClasses = 'font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300';

export function LegalDocumentPage({ kind }: { kind: LegalDocumentKind }) {
  const { t, i18n } = useTranslation();
  const documents = useLegalDocuments();
  const text = texts[kind][i18n.language === 'en' ? 'en' : 'hu'];
  const current = currentLegalVersions[kind];
  const other: LegalDocumentKind = kind === 'terms' ? 'privacy' : 'terms';

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <title>{`${text.title} – ${t('common.appName')}`}</title>
      <SkipLink />
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <Link to="/" className="font-semibold text-slate-900 dark:text-white">
          {t('common.appName')}
        </Link>
        <div className="flex gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="px-4 pt-8 pb-16 focus:outline-none">
        <article className="mx-auto max-w-3xl leading-relaxed break-words text-slate-800 dark:text-slate-200">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{text.title}</h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('legal.version', { version: current.version })} · {t('legal.effective', { date: formatDate(current.effectiveDate) })}
          </p>
          {text.summaryNotice && <p className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-100">{text.summaryNotice}</p>}
          {documents.isPending && <LoadingSpinner fullScreen={false} />}
          {documents.isError && <LoadError error={documents.error} className="mt-6" onRetry={() => void documents.refetch()} />}
          {documents.isSuccess && <LegalTextBody text={text} values={{ ...documents.data.operator, site: window.location.origin }} />}
          <nav aria-label={t('legal.documentsNav')} className="mt-12 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
            <Link to={`/${other}`} className={linkClasses}>
              {t(other === 'terms' ? 'legal.termsLink' : 'legal.privacyLink')}
            </Link>
          </nav>
        </article>
      </main>
    </div>
  );
}
