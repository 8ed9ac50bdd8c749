// A labelled search box for filtering a list.
import { useId } from 'react';
import { inputClasses } from './dialog';

export function SearchField({ label, value, onChange, placeholder, id: givenId }: { label: string; value: string; onChange: (value: string) => void; placeholder?: string; id?: string }) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className="max-w-sm">
      <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <input id={id} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses} />
    </div>
  );
}
