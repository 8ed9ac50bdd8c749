// A row of toggle buttons that filter a list by one value (a status): the pressed one is
// `aria-pressed`, the group is named for screen readers.
export interface FilterChipsProps<V extends string> {
  label: string;
  options: readonly V[];
  value: V;
  onChange: (value: V) => void;
  optionLabel: (value: V) => string;
}

export function FilterChips<V extends string>({ label, options, value, onChange, optionLabel }: FilterChipsProps<V>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option || 'all'}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`min-h-11 rounded-full border px-3 text-sm ${value === option ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'}`}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
