// The matter picker of the upload form and the filters: the matters the user may see.
import { inputClasses } from '@client/components/ui/dialog';
import { useMatterChoices } from '../api/documents-api';

export function MatterSelect({ label, emptyLabel, value, onChange }: { label: string; emptyLabel: string; value: string; onChange: (value: string) => void }) {
  const matters = useMatterChoices();
  return (
    <label className="text-sm">
      {label}
      <select className={inputClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{emptyLabel}</option>
        {matters.data?.map((m) => (
          <option key={m.id} value={m.id}>
            {m.number} – {m.title}
          </option>
        ))}
      </select>
    </label>
  );
}
