// A file input in the UI's language (issue 38.13): the browser's own button and "No file chosen"
// follow the browser's language, so the native input is visually hidden (still focusable, still
// the labelled control that Enter or Space opens) and shown as our button and file list.
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Called with the chosen files (also on clearing the choice). */
  onFiles?: (files: File[]) => void;
}

export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput({ label, hint, error, onFiles, onChange, multiple, className, ...input }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const [names, setNames] = useState<string[]>([]);
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    setNames(files.map((f) => f.name));
    onFiles?.(files);
    onChange?.(e);
  };
  const describedBy = [`${id}-chosen`, hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <input ref={ref} id={id} type="file" multiple={multiple} aria-invalid={!!error} aria-describedby={describedBy} onChange={change} className="peer sr-only" {...input} />
        <span
          aria-hidden="true"
          onClick={(e) => (e.currentTarget.previousElementSibling as HTMLInputElement | null)?.click()}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-70 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
        >
          {multiple ? t('form.file.chooseMany') : t('form.file.choose')}
        </span>
        <span id={`${id}-chosen`} aria-live="polite" className="min-w-0 break-words text-sm text-slate-700 dark:text-slate-300">
          {names.length === 0 ? (multiple ? t('form.file.noneMany') : t('form.file.none')) : names.length === 1 ? names[0] : t('form.file.count', { count: names.length, names: names.join(', ') })}
        </span>
      </div>
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
});
