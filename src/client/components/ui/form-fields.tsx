// Labelled form fields with a hint and the field's error wired to aria-describedby and
// aria-invalid; `errors` is keyed by the field path (the server's `fields` use the same paths).
import { type ReactNode, useId } from 'react';
import { inputClasses } from './dialog';
import { DateInput } from '@client/components/form/date-field';
import { isIsoDate } from '@shared/dates/iso-date';

export type Errors = Record<string, string>;

export function Field({
  name,
  label,
  errors,
  hint,
  children,
}: {
  name: string;
  label: string;
  errors: Errors;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  name,
  label,
  errors,
  defaultValue,
  hint,
  type = 'text',
  autoComplete,
}: {
  name: string;
  label: string;
  errors: Errors;
  defaultValue?: string | null | undefined;
  hint?: string;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <Field name={name} label={label} errors={errors} {...(hint ? { hint } : {})}>
      {(props) =>
        // A date reads and shows "2026. 11. 29." whatever the browser's language (issue 38.13); the form gets the ISO date.
        type === 'date' ? (
          <DateInput {...props} label={label} name={name} defaultValue={defaultValue && isIsoDate(defaultValue) ? defaultValue : null} />
        ) : (
          <input {...props} name={name} type={type} defaultValue={defaultValue ?? ''} autoComplete={autoComplete ?? 'off'} className={inputClasses} />
        )
      }
    </Field>
  );
}

export function SelectField({ name, label, errors, defaultValue, options }: { name: string; label: string; errors: Errors; defaultValue: string; options: { value: string; label: string }[] }) {
  return (
    <Field name={name} label={label} errors={errors}>
      {(props) => (
        <select {...props} name={name} defaultValue={defaultValue} className={inputClasses}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
