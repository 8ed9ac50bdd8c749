// The fields the timer and the manual entry share (form kit): the matter picker (a searching one:
// every open matter of the firm) and the activity type.
import { useTranslation } from 'react-i18next';
import { activityTypes } from '@shared/time-tracking/activities';
import { ComboboxField, SelectField } from '@client/components/form';
import { useMatterChoices } from '../api/tracking-api';

/** `current`: an entry's own matter, offered even when it is no longer open (editing an entry). */
export function MatterField({ name = 'matterId', required = false, current }: { name?: string; required?: boolean; current?: { id: string; number: string; title: string } }) {
  const { t } = useTranslation();
  const matters = useMatterChoices();
  const choices = current && !matters.data?.some((m) => m.id === current.id) ? [current, ...(matters.data ?? [])] : (matters.data ?? []);
  return (
    <ComboboxField
      name={name}
      label={t('timeTracking.form.matter')}
      required={required}
      className="text-sm font-medium"
      emptyLabel={t('timeTracking.form.chooseMatter')}
      options={choices.map((m) => ({ value: m.id, label: `${m.number} – ${m.title}` }))}
    />
  );
}

export function ActivityField({ name = 'activity' }: { name?: string }) {
  const { t } = useTranslation();
  return <SelectField name={name} label={t('timeTracking.form.activity')} className="text-sm font-medium" options={activityTypes.map((a) => ({ value: a, label: t(`timeTracking.activity.${a}`) }))} />;
}
