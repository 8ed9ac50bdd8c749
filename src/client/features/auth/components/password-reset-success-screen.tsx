// /password-reset-success (spec 2.1, 9): confirmation that goes to / after 5 seconds.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@client/components/ui/button';
import { cardClasses } from './form-field';

export const RESET_SUCCESS_REDIRECT_DELAY_MS = 5000;

export function PasswordResetSuccessScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), RESET_SUCCESS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className={cardClasses} aria-labelledby="reset-success">
      <h1 id="reset-success" className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('accountScreens.resetSuccess.title')}
      </h1>
      <p role="status" className="mt-3 text-slate-800 dark:text-slate-200">
        {t('accountScreens.resetSuccess.text')}
      </p>
      <Link to="/" className={buttonClasses('primary', 'mt-5 w-full')}>
        {t('accountScreens.resetSuccess.now')}
      </Link>
    </section>
  );
}
