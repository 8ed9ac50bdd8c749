// The fields the timer and the manual entry share: the matter picker and the activity type.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { activityTypes, type ActivityType } from '@shared/tracking/activities';
import { useMatterChoices } from '../api/tracking-api';

export const fieldClasses = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900';

export function MatterSelect({ value, onChange, invalid = false }: { value: string; onChange: (id: string) => void; invalid?: boolean }) {
  const { t } = useTranslation();
  const matters = useMatterChoices();
  const id = useId();
  return (
    <label htmlFor={id} className="text-sm font-medium">
      {t('tracking.form.matter')}
      <select id={id} className={fieldClasses} value={value} required aria-invalid={invalid} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('tracking.form.chooseMatter')}</option>
        {matters.data?.map((m) => (
          <option key={m.id} value={m.id}>{`${m.number} – ${m.title}`}</option>
        ))}
      </select>
    </label>
  );
}

export function ActivitySelect({ value, onChange }: { value: ActivityType; onChange: (activity: ActivityType) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label htmlFor={id} className="text-sm font-medium">
      {t('tracking.form.activity')}
      <select id={id} className={fieldClasses} value={value} onChange={(e) => onChange(e.target.value as ActivityType)}>
        {activityTypes.map((a) => (
          <option key={a} value={a}>
            {t(`tracking.activity.${a}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
