// A labelled filter <select> of the AI screens: "Mind" (all) first, then the given options.
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@client/components/ui/dialog';

export interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  optionLabel: (option: string) => string;
}

export function FilterSelect({ label, value, onChange, options, optionLabel }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <label className="text-sm">
      {label}
      <select className={inputClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('themis.admin.all')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </label>
  );
}
