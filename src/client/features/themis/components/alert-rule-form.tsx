// The alert-rule form and the rule table's e-mail target cell, shared by the firm's rules and the
// platform admin's rules on /app/ai-modules (decisions 0240, 0254, 0265). Targets are validated
// with the same schema the server uses, so the browser and the API refuse the same addresses.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProviderId, providerIds } from '@shared/ai/ai.schemas';
import { type AlertRuleType, type PlatformAlertRuleType, targetsSchema } from '@shared/ai/alerts.schemas';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { FilterSelect } from './filter-select';
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
  pending: boolean;
  onAdd: (rule: NewRule<T>) => Promise<unknown>;
}

/** A new rule: name, type, (provider), threshold in the type's unit, window in minutes, e-mail targets. */
export function AlertRuleForm<T extends RuleType>({ types, withProvider = false, pending, onAdd }: AlertRuleFormProps<T>) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ name: '', type: types[0]!, provider: '', threshold: '', minutes: '60', targets: '' });
  const [error, setError] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    const threshold = Number(form.threshold.replace(',', '.'));
    const minutes = Number(form.minutes);
    const targets = parseTargets(form.targets);
    if (!form.name.trim() || !form.threshold || !Number.isFinite(threshold) || threshold < 0 || !Number.isInteger(minutes) || minutes < 1 || !targets) return setError(t('themis.alerts.ruleInvalid'));
    try {
      await onAdd({ name: form.name.trim(), type: form.type, provider: providerIds.find((p) => p === form.provider) ?? null, threshold, timeWindowMs: minutes * 60_000, notificationTargets: targets });
      setForm({ ...form, name: '', threshold: '', targets: '' });
    } catch (err) {
      setError(errorText(err));
    }
  }
  return (
    <>
      <form onSubmit={(e) => void submit(e)} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4 lg:items-end" aria-label={t('themis.alerts.newRule')}>
        <label className="text-sm">
          {t('themis.alerts.ruleName')}
          <input className={inputClasses} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </label>
        <label className="text-sm">
          {t('themis.alerts.type')}
          <select className={inputClasses} value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as T })}>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`themis.alerts.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        {withProvider ? (
          <FilterSelect
            label={t('themis.platform.provider')}
            value={form.provider}
            onChange={(provider) => setForm({ ...form, provider })}
            options={providerIds}
            optionLabel={(p) => t(`themis.providers.${p as (typeof providerIds)[number]}`)}
            emptyOption={t('themis.platform.anyProvider')}
          />
        ) : null}
        <label className="text-sm">
          {t('themis.alerts.threshold')} ({t(`themis.alerts.units.${form.type}`)})
          <input className={inputClasses} inputMode="decimal" value={form.threshold} onChange={(e) => setForm({ ...form, threshold: e.target.value })} />
        </label>
        <label className="text-sm">
          {t('themis.alerts.windowMinutes')}
          <input className={inputClasses} inputMode="numeric" value={form.minutes} onChange={(e) => setForm({ ...form, minutes: e.target.value })} />
        </label>
        <label className="text-sm sm:col-span-2">
          {t('themis.platform.targets')} ({t('themis.platform.targetsHint')})
          <input className={inputClasses} type="text" inputMode="email" value={form.targets} onChange={(e) => setForm({ ...form, targets: e.target.value })} />
        </label>
        <Button type="submit" disabled={pending}>
          {t('themis.alerts.addRule')}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
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
