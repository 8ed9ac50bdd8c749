// The alert-rule form and the rule table's e-mail target cell, shared by the firm's rules and the
// platform admin's rules on /app/ai-modules (decisions 0240, 0254, 0265). Targets are validated
// with the same schema the server uses, so the browser and the API refuse the same addresses.
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ProviderId, providerIds } from '@shared/ai-modules/ai-modules.schemas';
import { type AlertRuleType, createAlertRuleBodySchema, type PlatformAlertRuleType, targetsSchema } from '@shared/ai-modules/alerts.schemas';
import { ErrorList, Form, renameServerFields, SelectField, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';

/** The addresses typed in one field (comma, semicolon or space separated); null when one is not an e-mail address. */
export function parseTargets(text: string): string[] | null {
  const list = text.split(/[,;\s]+/).filter(Boolean);
  return targetsSchema.safeParse(list).success ? list : null;
}

/** Any rule type a form offers (a firm's or the platform's). */
type RuleType = AlertRuleType | PlatformAlertRuleType;

export interface NewRule<T extends RuleType> {
  name: string;
  type: T;
  provider: ProviderId | null;
  threshold: number;
  timeWindowMs: number;
  notificationTargets: string[];
}

interface AlertRuleFormProps<T extends RuleType> {
  types: readonly T[];
  /** The platform's rules may watch one provider; a firm's rules watch the firm's usage. */
  withProvider?: boolean;
  onAdd: (rule: NewRule<T>) => Promise<unknown>;
}

/** The form's texts, checked by the shared rule body's parts once they are numbers and a list. */
function ruleFormSchema(t: TFunction) {
  const number = (text: string) => Number(text.trim().replace(',', '.'));
  return z.object({
    name: createAlertRuleBodySchema.shape.name,
    type: z.string(),
    provider: z.string(),
    threshold: z
      .string()
      .trim()
      .min(1, t('themis.alerts.ruleInvalid'))
      .refine((text) => Number.isFinite(number(text)), t('themis.alerts.ruleInvalid'))
      .transform(number)
      .pipe(createAlertRuleBodySchema.shape.threshold),
    minutes: z
      .string()
      .trim()
      .regex(/^\d+$/, t('themis.alerts.ruleInvalid'))
      .transform(Number)
      .pipe(z.number().int().min(1, t('themis.alerts.ruleInvalid'))),
    targets: z.string().transform((text, ctx) => {
      const list = parseTargets(text);
      if (!list) ctx.addIssue({ code: 'custom', message: t('themis.alerts.targetsInvalid') });
      return list ?? [];
    }),
  });
}

/** The body's paths as the form names its fields. */
const formPath = (path: string) => (path === 'timeWindowMs' ? 'minutes' : path.startsWith('notificationTargets') ? 'targets' : path);

/** A new rule: name, type, (provider), threshold in the type's unit, window in minutes, e-mail targets. */
export function AlertRuleForm<T extends RuleType>({ types, withProvider = false, onAdd }: AlertRuleFormProps<T>) {
  const { t } = useTranslation();
  const schema = useMemo(() => ruleFormSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { name: '', type: types[0]!, provider: '', threshold: '', minutes: '60', targets: '' } });
  const type = useWatch({ control: form.control, name: 'type' }) as T;
  async function submit(values: z.output<typeof schema>) {
    try {
      await onAdd({
        name: values.name,
        type: types.find((x) => x === values.type) ?? types[0]!,
        provider: providerIds.find((p) => p === values.provider) ?? null,
        threshold: values.threshold,
        timeWindowMs: values.minutes * 60_000,
        notificationTargets: values.targets,
      });
    } catch (error) {
      throw renameServerFields(error, formPath);
    }
    form.reset({ ...form.getValues(), name: '', threshold: '', targets: '' });
  }
  return (
    <Form form={form} onSubmit={submit} guardUnsaved={false} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4 lg:items-end" aria-label={t('themis.alerts.newRule')}>
      <div className="empty:hidden sm:col-span-2 lg:col-span-4">
        <ErrorList />
      </div>
      <TextField name="name" label={t('themis.alerts.ruleName')} className="text-sm" />
      <SelectField name="type" label={t('themis.alerts.type')} className="text-sm" options={types.map((x) => ({ value: x, label: t(`themis.alerts.types.${x}`) }))} />
      {withProvider ? (
        <SelectField
          name="provider"
          label={t('themis.platform.provider')}
          className="text-sm"
          options={[{ value: '', label: t('themis.platform.anyProvider') }, ...providerIds.map((p) => ({ value: p, label: t(`themis.providers.${p}`) }))]}
        />
      ) : null}
      <TextField name="threshold" label={`${t('themis.alerts.threshold')} (${t(`themis.alerts.units.${type}`)})`} className="text-sm" inputMode="decimal" />
      <TextField name="minutes" label={t('themis.alerts.windowMinutes')} className="text-sm" inputMode="numeric" />
      <TextField name="targets" label={`${t('themis.platform.targets')} (${t('themis.platform.targetsHint')})`} className="text-sm sm:col-span-2" type="text" inputMode="email" />
      <SubmitButton>{t('themis.alerts.addRule')}</SubmitButton>
    </Form>
  );
}

interface TargetsInputProps {
  rule: { id: string; name: string; notificationTargets: string[] };
  save: (patch: { notificationTargets: string[] }) => Promise<unknown>;
}

/** A rule's e-mail targets edited in its row: saved on leaving the field, an invalid address refused with a message. */
export function TargetsInput({ rule, save }: TargetsInputProps) {
  const { t } = useTranslation();
  const saved = rule.notificationTargets.join(', ');
  const [value, setValue] = useState(saved);
  const [error, setError] = useState('');
  async function commit() {
    setError('');
    const targets = parseTargets(value);
    if (!targets) return setError(t('themis.alerts.targetsInvalid'));
    if (targets.join(', ') === saved) return setValue(saved);
    try {
      await save({ notificationTargets: targets });
    } catch (err) {
      setError(errorText(err));
    }
  }
  return (
    <div>
      <input
        className={`${inputClasses} min-w-48`}
        type="text"
        inputMode="email"
        value={value}
        placeholder="—"
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void commit()}
        aria-invalid={error ? true : undefined}
        aria-label={t('themis.alerts.targetsOf', { name: rule.name })}
      />
      {error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
