// Live strength of a password as spec 5 scores it: a five-step bar, the level, and what is missing.
import { useTranslation } from 'react-i18next';
import { scorePassword } from '@shared/auth/password-strength';

const levelColours = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'] as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const result = scorePassword(password);
  const filled = Math.max(1, result.score);
  const colour = levelColours[Math.max(0, filled - 1)];
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span key={step} className={`h-1.5 flex-1 rounded-full ${step <= filled ? colour : 'bg-slate-200 dark:bg-slate-700'}`} />
        ))}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {t('accountScreens.strength.label')}: <strong>{t(`accountScreens.strength.levels.${result.level}`)}</strong>
      </p>
      {result.feedback.length > 0 && (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {t('accountScreens.strength.hint')} {result.feedback.map((f) => t(`accountScreens.strength.feedback.${f as 'length'}`)).join(', ')}
        </p>
      )}
    </div>
  );
}
