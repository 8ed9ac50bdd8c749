import { useTranslation } from 'react-i18next';

export interface LoadingSpinnerProps {
  /** Fill the whole viewport (route/session loading) or just the surrounding box. */
  fullScreen?: boolean;
}

export function LoadingSpinner({ fullScreen = true }: LoadingSpinnerProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center gap-3 text-slate-700 dark:text-slate-200 ${fullScreen ? 'min-h-screen' : 'py-10'}`}>
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-[3px] border-slate-300 border-t-indigo-600 dark:border-slate-600 dark:border-t-indigo-300" />
      <span className="text-sm font-medium">{t('common.loading')}</span>
    </div>
  );
}
