// A labelled <select> of the AI screens: an empty choice first ("Mind" by default, another text, or
// none with `emptyOption={null}`), then the given options.
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@client/components/ui/dialog';

export interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  optionLabel: (option: string) => string;
  /** The text of the empty choice (""); null for none. "Mind" when omitted. */
  emptyOption?: string | null;
}

export function FilterSelect({ label, value, onChange, options, optionLabel, emptyOption }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <label className="text-sm">
      {label}
      <select className={inputClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        {emptyOption === null ? null : <option value="">{emptyOption ?? t('themis.admin.all')}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </label>
  );
}
