import { useTranslation } from 'react-i18next';

/** First focusable element of every layout; jumps to <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="sr-only rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50">
      {t('common.skipToMain')}
    </a>
  );
}
