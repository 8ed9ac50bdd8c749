import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@client/lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'hu' : 'en';
  return (
    <button
      type="button"
      onClick={() => void changeLanguage(next)}
      aria-label={t('language.switch')}
      title={t('language.switch')}
      className="inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true">{t('language.switchShort')}</span>
    </button>
  );
}
