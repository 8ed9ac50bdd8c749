// The matter picker of the document list's filters: the matters the user may see, searched by a
// part of the number or title (the kit's Combobox, decision 0487); `emptyLabel` is the "all" choice.
import { useId } from 'react';
import { Combobox } from '@client/components/form';
import { useMatterChoices } from '../api/documents-api';

export function MatterSelect({ label, emptyLabel, value, onChange }: { label: string; emptyLabel: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const matters = useMatterChoices();
  return (
    <div className="text-sm">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <Combobox id={id} value={value} onChange={onChange} emptyLabel={emptyLabel} options={(matters.data ?? []).map((m) => ({ value: m.id, label: `${m.number} – ${m.title}` }))} searching={matters.isPending} />
    </div>
  );
}
