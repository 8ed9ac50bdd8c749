// Fields of the form kit: a label, the control, a hint and the field's message, wired together
// with aria-describedby / aria-invalid; the field registers its label for <ErrorList>.
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId, useLayoutEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from './form';
import { useFormKit } from './form-context';
import { inputClasses } from './input-classes';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}

/** A labelled control of the form; the control comes from `children(props)`. */
export function Field({ name, label, hint, required, className, children }: FieldProps) {
  const id = useId();
  const kit = useFormKit();
  const error = useFieldError(name);
  useLayoutEffect(() => {
    kit.fields.set(name, { label, id });
    return () => {
      if (kit.fields.get(name)?.id === id) kit.fields.delete(name);
    };
  }, [kit, name, label, id]);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': !!error, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(required ? { 'aria-required': true } : {}) })}
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

type Common = Omit<FieldProps, 'children'>;

export function TextField({ name, label, hint, required, className, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children'>) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required} className={className}>
      {(props) => <input autoComplete="off" {...input} {...props} {...register(name)} className={inputClasses} />}
    </Field>
  );
}

/** A number input whose value reaches the schema as a number (empty: undefined). */
export function NumberField({ name, label, hint, required, className, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children' | 'type'>) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required} className={className}>
      {(props) => (
        <input inputMode="decimal" {...input} {...props} type="number" {...register(name, { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) })} className={inputClasses} />
      )}
    </Field>
  );
}

export function TextareaField({ name, label, hint, required, className, rows = 4, ...input }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'children'>) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} required={required} className={className}>
      {(props) => <textarea rows={rows} {...input} {...props} {...register(name)} className={inputClasses} />}
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({ name, label, hint, required, className, options, ...select }: Common & { options: readonly Option[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'children'>) {
  const { register } = useFormContext();
  // The form's value also as React's `value`: options that arrive after the form (a list still
  // loading, e.g. an invoice draft's buyers) would otherwise leave the browser on the first option
  // while the form holds the saved one, which then goes out unseen.
  const value = useWatch({ name }) as string | undefined;
  return (
    <Field name={name} label={label} hint={hint} required={required} className={className}>
      {(props) => (
        <select {...select} {...props} {...register(name)} value={value ?? ''} className={inputClasses}>
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

/** A checkbox with its label beside it. */
export function CheckboxField({ name, label, hint, className }: Omit<Common, 'required'>) {
  const { register } = useFormContext();
  const id = useId();
  const kit = useFormKit();
  const error = useFieldError(name);
  useLayoutEffect(() => {
    kit.fields.set(name, { label, id });
  }, [kit, name, label, id]);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-2">
        <input id={id} type="checkbox" aria-invalid={!!error} aria-describedby={describedBy} {...register(name)} className="size-5 accent-indigo-600" />
        <label htmlFor={id} className="text-sm text-slate-900 dark:text-slate-100">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
