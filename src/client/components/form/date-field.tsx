// A date field that reads and shows "2026. 11. 29." whatever the browser's language (issue 38.13):
// a text input that takes the date typed by keyboard (2026. 11. 29., 2026.11.29, 2026-11-29,
// 20261129) and a calendar button that opens a Hungarian month grid (date-calendar.tsx, loaded
// when first opened). The form value is the ISO date ("2026-11-29"), or `emptyValue` when the
// field is empty; text that is no real date is reported on the field before the schema runs.
// `DateInput` is the same control outside the kit (a filter, a form posting FormData: a hidden
// input carries the ISO date).
import { type KeyboardEvent, lazy, type Ref, Suspense, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatHuDate, parseHuDate } from '@shared/dates/hu-date-text';
import { isIsoDate, type IsoDate } from '@shared/dates/iso-date';
import { Field, type FieldProps } from './fields';
import { useFormKit } from './form-context';
import { inputClasses } from './input-classes';

const DateCalendar = lazy(() => import('./date-calendar'));

export interface DateInputProps {
  id?: string;
  /** The field's label (names the calendar button and the calendar). */
  label: string;
  /** Controlled: the ISO date or null. Uncontrolled: `defaultValue`. */
  value?: IsoDate | null;
  defaultValue?: IsoDate | null;
  /** The ISO date typed or picked (null: empty or not a real date, with `unreadable` true). */
  onChange?: (iso: IsoDate | null, unreadable: boolean) => void;
  onBlur?: () => void;
  /** Carries the ISO date in a hidden input of this name (a form read as FormData). */
  name?: string;
  min?: IsoDate;
  max?: IsoDate;
  disabled?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** The text input and calendar of a date, usable alone or inside the kit's DateField. */
export function DateInput({ id, label, value: controlled, defaultValue = null, onChange, onBlur, name, min, max, disabled, required, inputRef, ...aria }: DateInputProps) {
  const { t, i18n } = useTranslation();
  const [own, setOwn] = useState<IsoDate | null>(defaultValue);
  const value = controlled === undefined ? own : controlled && isIsoDate(controlled) ? controlled : null;
  const [text, setText] = useState(value ? formatHuDate(value) : '');
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A value set from outside (reset, a default arriving) shows in the text; adjusted while
  // rendering, as React advises for state derived from a prop.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    const typed = parseHuDate(text);
    if (value === null) {
      if (typed !== 'invalid') setText('');
    } else if (typed !== value) setText(formatHuDate(value));
  }

  const commit = (iso: IsoDate | null, unreadable: boolean) => {
    setOwn(iso);
    onChange?.(iso, unreadable);
  };
  const read = (next: string) => {
    setText(next);
    const parsed = parseHuDate(next);
    commit(parsed === 'invalid' ? null : parsed, parsed === 'invalid');
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onPopoverKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };

  return (
    <div className="relative">
      <div className="flex items-stretch gap-2">
        <input
          {...aria}
          id={id}
          ref={inputRef}
          type="text"
          value={text}
          disabled={disabled}
          required={required}
          placeholder={t('form.date.placeholder')}
          autoComplete="off"
          onChange={(e) => read(e.target.value)}
          onBlur={() => {
            const parsed = parseHuDate(text);
            if (parsed && parsed !== 'invalid') setText(formatHuDate(parsed));
            onBlur?.();
          }}
          className={inputClasses}
        />
        {name !== undefined && <input type="hidden" name={name} value={value ?? ''} />}
        <button
          ref={buttonRef}
          type="button"
          disabled={disabled}
          aria-label={t('form.date.openCalendar', { label })}
          aria-expanded={open}
          aria-controls={popoverId}
          onClick={() => setOpen((o) => !o)}
          className="mt-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-70 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M16 3v4M8 3v4M3 10h18" />
          </svg>
        </button>
      </div>
      {open && (
        <div
          id={popoverId}
          role="dialog"
          aria-label={t('form.date.calendar', { label })}
          onKeyDown={onPopoverKey}
          className="absolute left-0 z-30 mt-2 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-xl [--rdp-accent-background-color:var(--color-indigo-100)] [--rdp-accent-color:var(--color-indigo-700)] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:[--rdp-accent-background-color:var(--color-indigo-950)] dark:[--rdp-accent-color:var(--color-indigo-300)]"
        >
          <Suspense
            fallback={
              <p role="status" className="p-4 text-sm">
                {t('common.loading')}
              </p>
            }
          >
            <DateCalendar
              language={i18n.language}
              value={value}
              min={min}
              max={max}
              onPick={(iso) => {
                if (iso) {
                  setText(formatHuDate(iso));
                  commit(iso, false);
                }
                close();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

export interface DateFieldProps extends Omit<FieldProps, 'children'> {
  /** The form value of an empty field (null by default; '' for a schema that takes empty text). */
  emptyValue?: null | '';
  /** Earliest and latest day the calendar offers (ISO). */
  min?: IsoDate;
  max?: IsoDate;
}

/** The kit's date field: the form value is the ISO date. */
export function DateField({ name, label, hint, required, className, emptyValue = null, min, max }: DateFieldProps) {
  const { t } = useTranslation();
  const kit = useFormKit();
  const { field } = useController({ name });
  const value = typeof field.value === 'string' && isIsoDate(field.value) ? field.value : null;
  return (
    <Field name={name} label={label} hint={hint ?? t('form.date.hint')} required={required} className={className}>
      {(props) => (
        <DateInput
          {...props}
          label={label}
          value={value}
          inputRef={field.ref}
          disabled={field.disabled}
          {...(min ? { min } : {})}
          {...(max ? { max } : {})}
          onBlur={field.onBlur}
          onChange={(iso, unreadable) => {
            if (unreadable) kit.unreadable.set(name, t('form.date.invalid'));
            else kit.unreadable.delete(name);
            field.onChange(iso ?? emptyValue);
          }}
        />
      )}
    </Field>
  );
}
