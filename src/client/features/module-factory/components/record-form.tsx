// The form of a factory module's record, built from its definition: one labelled input per field,
// on the form kit (decision 0321, 0404) with the shared record rule the server runs on the same
// definition (`buildRecordSchema`), so a field's Hungarian message is the same in the browser and
// in the API's answer (`fields[key]`, landing on that field). Used by the firm's create/edit pages
// and the designer's live preview.
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FactoryDefinition, FactoryField } from '@shared/module-factory/definition';
import { buildRecordSchema } from '@shared/module-factory/record-schema';
import { isIsoDate } from '@shared/dates/iso-date';
import { CheckboxField, DateInput, ErrorList, Field, Form, FormCombobox, inputClasses, SubmitButton, useFormContext, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { useContactOptions, useMatterOptions } from '../api/factory-api';
import { useLocalized } from './localized';

export type RecordInput = Record<string, unknown>;

/** Stored values as the inputs show them (money and numbers as text, null as empty). */
export function toInput(def: Pick<FactoryDefinition, 'fields'>, data: Record<string, unknown> = {}): RecordInput {
  return Object.fromEntries(def.fields.map((f) => [f.key, f.type === 'boolean' ? data[f.key] === true : data[f.key] === null || data[f.key] === undefined ? '' : String(data[f.key])]));
}

interface LinkChoices {
  contacts: { id: string; name: string }[];
  matters: { id: string; number: string; title: string }[];
}

/** A date typed as no calendar day reaches the shared rule as text it refuses ("Érvénytelen dátum…"). */
const UNREADABLE_DATE = 'érvénytelen';

function DateControl({ name, label, control }: { name: string; label: string; control: Parameters<typeof DateInput>[0] }) {
  const { field } = useController({ name });
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <DateInput
      {...control}
      label={label}
      value={isIsoDate(text) ? text : null}
      inputRef={field.ref}
      disabled={field.disabled}
      onBlur={field.onBlur}
      onChange={(iso, unreadable) => field.onChange(iso ?? (unreadable ? UNREADABLE_DATE : ''))}
    />
  );
}

function FieldInput({ field, choices }: { field: FactoryField; choices: LinkChoices }) {
  const { t } = useTranslation();
  const loc = useLocalized();
  const { register, watch } = useFormContext();
  const label = loc(field.label);
  if (field.type === 'boolean') return <CheckboxField name={field.key} label={label} hint={field.help || undefined} />;
  const current = watch(field.key) as unknown;
  const text = typeof current === 'string' ? current : '';
  return (
    // Money says its unit beside the label, as the records list does.
    <Field name={field.key} label={field.type === 'money' ? `${label} (Ft)` : label} hint={field.help || undefined} required={field.required}>
      {(props) => {
        switch (field.type) {
          case 'longText':
            return <textarea {...props} rows={4} {...register(field.key)} className={`${inputClasses} h-auto py-2`} />;
          case 'select':
            return (
              <select {...props} {...register(field.key)} className={inputClasses}>
                <option value="">{t('moduleFactory.form.choose')}</option>
                {field.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {loc(o.label)}
                  </option>
                ))}
              </select>
            );
          case 'contact':
            return <FormCombobox name={field.key} props={props} emptyLabel={t('moduleFactory.form.noContact')} options={choices.contacts.map((c) => ({ value: c.id, label: c.name }))} />;
          case 'matter':
            return (
              <FormCombobox
                name={field.key}
                props={props}
                emptyLabel={t('moduleFactory.form.noMatter')}
                options={[
                  ...choices.matters.map((m) => ({ value: m.id, label: `${m.number} – ${m.title}` })),
                  // A linked matter not among the choices (closed long ago, or not visible) stays chosen.
                  ...(text && !choices.matters.some((m) => m.id === text) ? [{ value: text, label: t('moduleFactory.records.unknownMatter') }] : []),
                ]}
              />
            );
          case 'date':
            // Hungarian "2026. 11. 29." whatever the browser's language (issue 38.13); the value is the ISO date.
            return <DateControl name={field.key} label={label} control={{ ...props, label }} />;
          default: {
            const type = field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text';
            const inputMode = field.type === 'number' || field.type === 'money' ? 'decimal' : undefined;
            return <input {...props} type={type} inputMode={inputMode} autoComplete="off" {...register(field.key)} className={inputClasses} />;
          }
        }
      }}
    </Field>
  );
}

/** "N mezőt javítani kell." once a submit found wrong fields (the browser's check or the server's). */
function FixErrorsLine() {
  const { t } = useTranslation();
  const { formState } = useFormContext();
  const count = Object.keys(formState.errors).filter((key) => key !== 'root').length;
  if (formState.submitCount === 0 || count === 0) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {t('moduleFactory.form.fixErrors', { count })}
    </p>
  );
}

export interface RecordFormProps {
  definition: Pick<FactoryDefinition, 'fields'>;
  initial?: RecordInput;
  submitLabel: string;
  /** Sends the values as typed (the server normalises them); a rejected ApiError's `fields` land on their fields. */
  onSubmit: (values: RecordInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Contacts and matters for link fields; the designer's preview passes none (no firm). */
  loadContacts?: boolean;
  /** Ask before leaving with unsaved changes (the firm's pages; not the designer's preview). */
  guardUnsaved?: boolean;
}

export function RecordForm({ definition, initial, submitLabel, onSubmit, onCancel, loadContacts = true, guardUnsaved = true }: RecordFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => buildRecordSchema(definition), [definition]);
  // Checked on submit, as before the kit: a message appearing when a field is left would move the
  // button under the pointer (the designer's preview lost its click that way).
  const form = useZodForm(schema, { mode: 'onSubmit', defaultValues: initial ?? toInput(definition) });
  const hasContactField = definition.fields.some((f) => f.type === 'contact');
  const contacts = useContactOptions(loadContacts && hasContactField);
  const hasMatterField = definition.fields.some((f) => f.type === 'matter');
  const matters = useMatterOptions(loadContacts && hasMatterField);
  const choices = { contacts: contacts.data ?? [], matters: matters.data ?? [] };

  return (
    // The shared rule has passed; what is sent is the values as typed, which the server checks again with it.
    <Form form={form} guardUnsaved={guardUnsaved} onSubmit={() => onSubmit(form.getValues())}>
      <FixErrorsLine />
      {definition.fields.map((field) => (
        <FieldInput key={field.key} field={field} choices={choices} />
      ))}
      <ErrorList fields={false} />
      <div className="flex gap-3">
        <SubmitButton pendingText={submitLabel}>{submitLabel}</SubmitButton>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('moduleFactory.form.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
