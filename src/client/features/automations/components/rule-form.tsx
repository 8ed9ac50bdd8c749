// The rule editor of /app/automations (issue 36.1): name, trigger (an event of the firm or a
// schedule), conditions on the event's fields, and the actions – a form-kit form on the shared
// rule schema, so the browser refuses what the server would refuse, with the same messages.
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import {
  actionTypeLabels,
  type AutomationAction,
  type AutomationRule,
  commonFields,
  conditionOperatorLabels,
  conditionOperators,
  ruleBodySchema,
  scheduleFrequencies,
  scheduleFrequencyLabels,
  triggerEvents,
  triggerEventTypes,
  type TriggerEventType,
} from '@shared/automations/automations';
import { CheckboxField, ErrorList, Field, Form, inputClasses, NumberField, SelectField, SubmitButton, TextareaField, TextField, useFieldError, useFieldList, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { type RuleInput, useMemberOptions, useSaveAutomation, useTemplateOptions, useTemplateVariables, useWebhookOptions } from '../api/automations-api';

const WEEKDAYS = ['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'];
const actionTypes = Object.keys(actionTypeLabels) as AutomationAction['type'][];

/** A fresh action of `type` with its defaults. */
function newAction(type: AutomationAction['type']): RuleInput['actions'][number] {
  switch (type) {
    case 'create_task':
      return { type, title: '', dueInDays: 3, assigneeId: null, matterId: null };
    case 'create_deadline':
      return { type, title: '', dueInDays: 15, matterId: null };
    case 'notify':
      return { type, recipient: 'matter_responsible', userId: null, role: null, title: '', body: '' };
    case 'generate_document':
      return { type, templateId: '', inputs: {}, notify: true, matterId: null };
    case 'add_note':
      return { type, body: '', matterId: null };
    case 'send_email':
      return { type, recipient: 'matter_client', userId: null, role: null, subject: '', body: '', matterId: null };
    case 'create_contact':
      return { type, kind: 'organisation', name: '', familyName: '', givenName: '', email: '', phone: '', notes: '' };
    case 'call_webhook':
      return { type, endpointId: '' };
  }
}

export const emptyRule: RuleInput = { name: '', description: '', enabled: true, trigger: { kind: 'event', eventType: 'matter.created' }, conditions: [], actions: [newAction('add_note')] };

export function ruleInputOf(rule: AutomationRule): RuleInput {
  return { name: rule.name, description: rule.description, enabled: rule.enabled, trigger: rule.trigger, conditions: rule.conditions, actions: rule.actions };
}

export function RuleForm({ rule, initial, onDone, onCancel }: { rule: AutomationRule | null; initial?: RuleInput; onDone: (saved: AutomationRule) => void; onCancel: () => void }) {
  const save = useSaveAutomation();
  const form = useZodForm(ruleBodySchema, { defaultValues: initial ?? (rule ? ruleInputOf(rule) : emptyRule) });
  return (
    <Form form={form} guardUnsaved={false} aria-label={rule ? `Szabály szerkesztése: ${rule.name}` : 'Új automatizálási szabály'} onSubmit={async (body) => onDone(await save.mutateAsync({ id: rule?.id ?? null, body }))}>
      <ErrorList />
      <TextField name="name" label="A szabály neve" required />
      <TextareaField name="description" label="Leírás (nem kötelező)" rows={2} />
      <CheckboxField name="enabled" label="Bekapcsolva" />
      <TriggerFields />
      <ConditionFields />
      <ActionFields />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Mégse
        </Button>
        <SubmitButton>{rule ? 'Mentés' : 'Szabály létrehozása'}</SubmitButton>
      </div>
    </Form>
  );
}

function TriggerFields() {
  const { control, setValue } = useFormContext<RuleInput>();
  const trigger = useWatch({ control, name: 'trigger' });
  const frequency = trigger.kind === 'schedule' ? trigger.frequency : null;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">1. Mikor induljon?</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="trigger.kind" label="Indító">
          {(props) => (
            <select
              {...props}
              className={inputClasses}
              value={trigger.kind}
              onChange={(e) => {
                if (e.target.value === 'schedule') {
                  setValue('trigger', { kind: 'schedule', frequency: 'daily', hour: 8, weekday: null, dayOfMonth: null }, { shouldDirty: true });
                  setValue('conditions', []);
                } else setValue('trigger', { kind: 'event', eventType: 'matter.created' }, { shouldDirty: true });
              }}
            >
              <option value="event">Esemény az irodában</option>
              <option value="schedule">Ütemezés</option>
            </select>
          )}
        </Field>
        {trigger.kind === 'event' ? (
          <SelectField name="trigger.eventType" label="Esemény" options={triggerEventTypes.map((t) => ({ value: t, label: triggerEvents[t].label }))} />
        ) : (
          <SelectField name="trigger.frequency" label="Gyakoriság" options={scheduleFrequencies.map((f) => ({ value: f, label: scheduleFrequencyLabels[f] }))} />
        )}
      </div>
      {trigger.kind === 'event' && trigger.eventType === 'deadline.due' && <NumberField name="trigger.workingDays" label="Hány munkanappal a lejárat előtt (0 = az utolsó napon)" min={0} max={60} required />}
      {trigger.kind === 'schedule' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField name="trigger.hour" label="Óra (0–23, magyar idő)" min={0} max={23} required />
          {frequency === 'weekly' && <NullableSelect name="trigger.weekday" label="A hét napja" options={WEEKDAYS.map((d, i) => ({ value: String(i + 1), label: d }))} numeric />}
          {frequency === 'monthly' && <NumberField name="trigger.dayOfMonth" label="A hónap napja (1–28)" min={1} max={28} required />}
        </div>
      )}
    </fieldset>
  );
}

/** A select whose empty choice is null and whose values may be numbers. */
function NullableSelect({ name, label, options, numeric = false, hint }: { name: string; label: string; options: { value: string; label: string }[]; numeric?: boolean; hint?: string }) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
      {(props) => (
        <select {...props} {...register(name, { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : numeric ? Number(v) : v) })} className={inputClasses}>
          <option value="">– válassz –</option>
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

function ConditionFields() {
  const { control } = useFormContext<RuleInput>();
  const trigger = useWatch({ control, name: 'trigger' });
  const { fields, append, remove } = useFieldList<NonNullable<RuleInput['conditions']>[number]>('conditions');
  if (trigger.kind !== 'event') return null;
  const eventFields = [...triggerEvents[trigger.eventType as TriggerEventType].fields, ...commonFields];
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">2. Feltételek (mind teljesüljön)</legend>
      {fields.length === 0 && <p className="text-sm text-slate-700 dark:text-slate-300">Nincs feltétel: a szabály minden ilyen eseménynél elindul.</p>}
      {fields.map((f, i) => (
        <div key={f.key} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
          <SelectField
            name={`conditions.${i}.field`}
            label="Mező"
            options={eventFields.map((x) => ({ value: x.key, label: `${x.label} (${x.key}${'values' in x && x.values ? `: ${Object.keys(x.values).join(' / ')}` : ''})` }))}
          />
          <SelectField name={`conditions.${i}.op`} label="Művelet" options={conditionOperators.map((o) => ({ value: o, label: conditionOperatorLabels[o] }))} />
          <TextField name={`conditions.${i}.value`} label="Érték" hint="Listánál vesszővel elválasztva" />
          <Button variant="secondary" onClick={() => remove(i)} aria-label={`${i + 1}. feltétel törlése`}>
            Törlés
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => append({ field: eventFields[0]!.key, op: 'eq', value: '' })}>
        Feltétel hozzáadása
      </Button>
    </fieldset>
  );
}

function ActionFields() {
  const { control } = useFormContext<RuleInput>();
  const { fields, append, remove, update } = useFieldList<RuleInput['actions'][number]>('actions');
  const actions = useWatch({ control, name: 'actions' });
  const error = useFieldError('actions');
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">3. Mit tegyen?</legend>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        A szövegekben az esemény mezői kapcsos zárójelben használhatók, pl. <code>{'{{number}}'}</code> az ügyszám, <code>{'{{title}}'}</code> az ügy megnevezése.
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {fields.map((f, i) => {
        const action = actions[i];
        if (!action) return null;
        return (
          <div key={f.key} className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <Field name={`actions.${i}.type`} label={`${i + 1}. művelet`}>
                {(props) => (
                  <select {...props} className={inputClasses} value={action.type} onChange={(e) => update(i, newAction(e.target.value as AutomationAction['type']))}>
                    {actionTypes.map((t) => (
                      <option key={t} value={t}>
                        {actionTypeLabels[t]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Button variant="secondary" onClick={() => remove(i)} disabled={fields.length === 1} aria-label={`${i + 1}. művelet törlése`}>
                Törlés
              </Button>
            </div>
            {/* Keyed by type: another type's controls register afresh and show the new item's values. */}
            <ActionDetails key={action.type} index={i} type={action.type} />
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => append(newAction('notify'))} disabled={fields.length >= 10}>
        Művelet hozzáadása
      </Button>
    </fieldset>
  );
}

function ActionDetails({ index, type }: { index: number; type: AutomationAction['type'] }) {
  const { control } = useFormContext<RuleInput>();
  const recipient = useWatch({ control, name: `actions.${index}.recipient` as 'actions.0.recipient' }) as string | undefined;
  const members = useMemberOptions(type === 'notify' || type === 'create_task' || type === 'send_email');
  const webhooks = useWebhookOptions(type === 'call_webhook');
  const people = (members.data ?? []).map((m) => ({ value: m.userId, label: m.name || m.email }));
  const p = (field: string) => `actions.${index}.${field}`;
  switch (type) {
    case 'create_task':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name={p('title')} label="A feladat" required className="sm:col-span-2" />
          <NullableNumber name={p('dueInDays')} label="Határidő (nap múlva, üresen: nincs)" />
          <NullableSelect name={p('assigneeId')} label="Felelős" options={people} hint="Üresen: az ügy felelős ügyvédje." />
        </div>
      );
    case 'create_deadline':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name={p('title')} label="A határidő megnevezése" required className="sm:col-span-2" />
          <NumberField name={p('dueInDays')} label="Utolsó nap (ennyi nap múlva)" min={0} max={365} required />
        </div>
      );
    case 'add_note':
      return <TextareaField name={p('body')} label="A feljegyzés szövege" rows={3} required />;
    case 'notify':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            name={p('recipient')}
            label="Címzett"
            options={[
              { value: 'matter_responsible', label: 'Az ügy felelős ügyvédje' },
              { value: 'author', label: 'A szabály létrehozója' },
              { value: 'role', label: 'Egy szerepkör minden tagja' },
              { value: 'user', label: 'Egy megnevezett kolléga' },
            ]}
          />
          {recipient === 'role' && (
            <NullableSelect
              name={p('role')}
              label="Szerepkör"
              options={[
                { value: 'tenant', label: 'Irodavezetők' },
                { value: 'lawyer', label: 'Ügyvédek' },
              ]}
            />
          )}
          {recipient === 'user' && <NullableSelect name={p('userId')} label="Kolléga" options={people} />}
          <TextField name={p('title')} label="Az értesítés címe" required className="sm:col-span-2" />
          <TextareaField name={p('body')} label="Szöveg (nem kötelező)" rows={2} className="sm:col-span-2" />
        </div>
      );
    case 'generate_document':
      return <GenerateFields index={index} />;
    case 'send_email':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            name={p('recipient')}
            label="Címzett"
            options={[
              { value: 'matter_client', label: 'Az ügy ügyfele (a névjegy e-mail-címe)' },
              { value: 'matter_responsible', label: 'Az ügy felelős ügyvédje' },
              { value: 'author', label: 'A szabály létrehozója' },
              { value: 'role', label: 'Egy szerepkör minden tagja' },
              { value: 'user', label: 'Egy megnevezett kolléga' },
            ]}
          />
          {recipient === 'role' && (
            <NullableSelect
              name={p('role')}
              label="Szerepkör"
              options={[
                { value: 'tenant', label: 'Irodavezetők' },
                { value: 'lawyer', label: 'Ügyvédek' },
              ]}
            />
          )}
          {recipient === 'user' && <NullableSelect name={p('userId')} label="Kolléga" options={people} />}
          <TextField name={p('subject')} label="A levél tárgya" required className="sm:col-span-2" />
          <TextareaField name={p('body')} label="A levél szövege" rows={4} required className="sm:col-span-2" />
        </div>
      );
    case 'create_contact':
      return <ContactFields index={index} />;
    case 'call_webhook':
      return (
        <SelectField
          name={p('endpointId')}
          label="Webhook-végpont"
          hint="A végpontokat az Integrációk oldalon veheted fel; a hívás aláírt, és hiba esetén három napig újrapróbálkozik."
          options={[{ value: '', label: '– válassz végpontot –' }, ...(webhooks.data ?? []).map((w) => ({ value: w.id, label: `${w.description || w.url}${w.enabled ? '' : ' (kikapcsolva)'}` }))]}
        />
      );
  }
}

function ContactFields({ index }: { index: number }) {
  const { control } = useFormContext<RuleInput>();
  const kind = useWatch({ control, name: `actions.${index}.kind` as 'actions.0.type' }) as string | undefined;
  const p = (field: string) => `actions.${index}.${field}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        name={p('kind')}
        label="Fajta"
        options={[
          { value: 'organisation', label: 'Szervezet' },
          { value: 'person', label: 'Személy' },
        ]}
      />
      {kind === 'person' ? (
        <>
          <TextField name={p('familyName')} label="Vezetéknév" required />
          <TextField name={p('givenName')} label="Utónév" required />
        </>
      ) : (
        <TextField name={p('name')} label="A szervezet neve" required />
      )}
      <TextField name={p('email')} label="E-mail (nem kötelező)" />
      <TextField name={p('phone')} label="Telefon (nem kötelező)" />
    </div>
  );
}

function NullableNumber({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label}>
      {(props) => (
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          {...props}
          {...register(name, { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })}
          className={inputClasses}
        />
      )}
    </Field>
  );
}

function GenerateFields({ index }: { index: number }) {
  const templates = useTemplateOptions(true);
  const { control } = useFormContext<RuleInput>();
  const templateId = (useWatch({ control, name: `actions.${index}.templateId` as 'actions.0.templateId' }) as string | undefined) ?? '';
  return (
    <div className="space-y-3">
      <SelectField name={`actions.${index}.templateId`} label="Sablon" options={[{ value: '', label: '– válassz sablont –' }, ...(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))]} />
      <InputsField index={index} templateId={templateId} />
      <CheckboxField name={`actions.${index}.notify`} label="Az ügy felelős ügyvédje kapjon értesítést, ha elkészült" />
    </div>
  );
}

/** The template's fixed values as JSON; the matter's and the client's data are filled in at run time. */
function InputsField({ index, templateId }: { index: number; templateId: string }) {
  const name = `actions.${index}.inputs` as 'actions.0.inputs';
  const { field } = useController<RuleInput>({ name });
  const [text, setText] = useState(() => JSON.stringify(field.value ?? {}, null, 2));
  const [invalid, setInvalid] = useState(false);
  const variables = useTemplateVariables(templateId);
  const fillExamples = () => {
    const fixed = Object.fromEntries((variables.data ?? []).filter((v) => !v.source && v.example !== undefined).map((v) => [v.key, v.example]));
    setText(JSON.stringify(fixed, null, 2));
    setInvalid(false);
    field.onChange(fixed);
  };
  return (
    <Field name={name} label="A sablon állandó értékei (JSON)" hint="Az ügyhöz (ügy tárgya) és az ügyfélhez (megbízó) kötött változókat a futás az ügy adataiból tölti ki.">
      {(props) => (
        <div className="space-y-2">
          <textarea
            {...props}
            rows={6}
            className={`${inputClasses} font-mono text-xs`}
            value={text}
            aria-invalid={invalid || undefined}
            onChange={(e) => {
              setText(e.target.value);
              try {
                const parsed: unknown = JSON.parse(e.target.value || '{}');
                const ok = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
                setInvalid(!ok);
                if (ok) field.onChange(parsed);
              } catch {
                setInvalid(true);
              }
            }}
            onBlur={field.onBlur}
          />
          {invalid && <p className="text-sm text-red-700 dark:text-red-400">Ez nem érvényes JSON-objektum; az utolsó érvényes érték marad.</p>}
          {templateId && (
            <Button variant="secondary" onClick={fillExamples} disabled={!variables.data}>
              A sablon példaértékeinek betöltése
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
