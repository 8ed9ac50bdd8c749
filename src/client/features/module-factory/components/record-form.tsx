// The form of a factory module's record, built from its definition: one labelled input per field,
// the shared validator's Hungarian message under a field (checked here first, then by the server
// with the same rules). Used by the firm's create/edit pages and the designer's live preview.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactoryDefinition, FactoryField } from '@shared/module-factory/definition';
import { buildRecordSchema, recordErrors } from '@shared/module-factory/record-schema';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { isApiError } from '@client/lib/api-client';
import { useContactOptions, useMatterOptions } from '../api/factory-api';
import { useLocalized } from './localized';
import { DateInput } from '@client/components/form/date-field';
import { isIsoDate } from '@shared/dates/iso-date';

export type RecordInput = Record<string, unknown>;

/** Stored values as the inputs show them (money and numbers as text, null as empty). */
export function toInput(def: Pick<FactoryDefinition, 'fields'>, data: Record<string, unknown> = {}): RecordInput {
  return Object.fromEntries(def.fields.map((f) => [f.key, f.type === 'boolean' ? data[f.key] === true : data[f.key] === null || data[f.key] === undefined ? '' : String(data[f.key])]));
}

interface LinkChoices {
  contacts: { id: string; name: string }[];
  matters: { id: string; number: string; title: string }[];
}

function FieldInput({ field, id, value, error, onChange, choices }: { field: FactoryField; id: string; value: unknown; error?: string; onChange: (v: unknown) => void; choices: LinkChoices }) {
  const { t } = useTranslation();
  const loc = useLocalized();
  const described = error ? `${id}-error` : undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, 'aria-required': field.required || undefined };
  const text = typeof value === 'string' ? value : '';
  const label = (
    <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
      {loc(field.label)}
      {field.required && field.type !== 'boolean' && <span aria-hidden="true"> *</span>}
    </label>
  );
  let input;
  switch (field.type) {
    case 'longText':
      input = <textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} className={`${inputClasses} h-auto py-2`} />;
      break;
    case 'select':
      input = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
          <option value="">{t('moduleFactory.form.choose')}</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {loc(o.label)}
            </option>
          ))}
        </select>
      );
      break;
    case 'contact':
      input = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
          <option value="">{t('moduleFactory.form.noContact')}</option>
          {choices.contacts.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      );
      break;
    case 'matter':
      input = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
          <option value="">{t('moduleFactory.form.noMatter')}</option>
          {choices.matters.map((m) => (
            <option key={m.id} value={m.id}>
              {m.number} – {m.title}
            </option>
          ))}
          {/* A linked matter not among the choices (closed long ago, or not visible) stays selected. */}
          {text && !choices.matters.some((m) => m.id === text) && <option value={text}>{t('moduleFactory.records.unknownMatter')}</option>}
        </select>
      );
      break;
    case 'boolean':
      return (
        <div className="flex items-center gap-2">
          <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} className="size-5" />
          {label}
        </div>
      );
    case 'date':
      // Hungarian "2026. 11. 29." whatever the browser's language (issue 38.13); the value is the ISO date.
      input = <DateInput {...common} label={loc(field.label)} value={isIsoDate(text) ? text : null} onChange={(iso, unreadable) => onChange(iso ?? (unreadable ? 'érvénytelen' : ''))} />;
      break;
    default: {
      const type = field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text';
      const inputMode = field.type === 'number' || field.type === 'money' ? 'decimal' : undefined;
      input = <input {...common} type={type} inputMode={inputMode} value={text} onChange={(e) => onChange(e.target.value)} className={inputClasses} />;
    }
  }
  return (
    <div>
      {label}
      {field.type === 'money' && <span className="ml-1 text-xs text-slate-700 dark:text-slate-300">(Ft)</span>}
      {input}
      {field.help && <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{field.help}</p>}
      {error && (
        <p id={described} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export interface RecordFormProps {
  definition: Pick<FactoryDefinition, 'fields'>;
  initial?: RecordInput;
  submitLabel: string;
  /** Sends the values; a rejected ApiError with `fields` is shown under the fields. */
  onSubmit: (values: RecordInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Contacts and matters for link fields; the designer's preview passes none (no firm). */
  loadContacts?: boolean;
}

export function RecordForm({ definition, initial, submitLabel, onSubmit, onCancel, loadContacts = true }: RecordFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<RecordInput>(() => initial ?? toInput(definition));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const hasContactField = definition.fields.some((f) => f.type === 'contact');
  const contacts = useContactOptions(loadContacts && hasContactField);
  const hasMatterField = definition.fields.some((f) => f.type === 'matter');
  const matters = useMatterOptions(loadContacts && hasMatterField);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    const local = buildRecordSchema(definition).safeParse(values);
    if (!local.success) {
      setErrors(recordErrors(local.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      else setFormError(isApiError(error) ? error.message : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {errorCount > 0 && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {t('moduleFactory.form.fixErrors', { count: errorCount })}
        </p>
      )}
      {definition.fields.map((field) => (
        <FieldInput
          key={field.key}
          field={field}
          id={`${formId}-${field.key}`}
          value={values[field.key]}
          error={errors[field.key]}
          choices={{ contacts: contacts.data?.items ?? [], matters: matters.data?.items ?? [] }}
          onChange={(v) => setValues((prev) => ({ ...prev, [field.key]: v }))}
        />
      ))}
      {formError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {formError}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('moduleFactory.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
