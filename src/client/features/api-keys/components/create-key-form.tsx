// The new key's form (form kit): a name, the scopes grouped by the module whose data they open
// (only scopes the creator holds, of installed modules: the server refuses the rest too) and the
// expiry. The server's answer carries the secret, handed to the page to show once.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ApiKeyScope, apiKeyScopeModules, apiKeyScopes, createApiKeyBodySchema } from '@shared/api-keys/api-keys';
import { moduleByKey } from '@shared/modules/registry';
import type { PermissionSet } from '@shared/permissions/permissions';
import { DialogButtons, ErrorList, Form, SelectField, TextField, useFieldError, useFormContext, useZodForm } from '@client/components/form';
import { type CreatedApiKey, useCreateApiKey } from '../api/api-keys-api';

const expiryChoices = ['30', '90', '180', '365', 'none'] as const;

const formSchema = createApiKeyBodySchema.omit({ expiresInDays: true }).extend({ expiry: z.enum(expiryChoices) });

/** The scopes this person may grant, by module key, in the registry's order of scopes. */
export function grantableScopes(held: PermissionSet, installed: ReadonlySet<string>): Map<string, ApiKeyScope[]> {
  const groups = new Map<string, ApiKeyScope[]>();
  for (const scope of apiKeyScopes) {
    const module = apiKeyScopeModules[scope];
    if (!held[scope] || !installed.has(module)) continue;
    groups.set(module, [...(groups.get(module) ?? []), scope]);
  }
  return groups;
}

function ScopesField({ groups }: { groups: Map<string, ApiKeyScope[]> }) {
  const { t, i18n } = useTranslation();
  const { watch, setValue } = useFormContext<z.input<typeof formSchema>>();
  const error = useFieldError('scopes');
  const hintId = useId();
  const chosen = watch('scopes') ?? [];
  const toggle = (scope: ApiKeyScope, on: boolean) => setValue('scopes', on ? [...chosen, scope] : chosen.filter((s) => s !== scope), { shouldDirty: true, shouldValidate: true });
  const lang = i18n.language === 'en' ? 'en' : 'hu';
  return (
    <fieldset aria-describedby={`${hintId}${error ? ` ${hintId}-error` : ''}`} aria-invalid={!!error}>
      <legend className="text-sm font-medium">{t('apiKeys.form.scopes')}</legend>
      <p id={hintId} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
        {t('apiKeys.form.scopesHint')}
      </p>
      {groups.size === 0 && <p className="mt-2 text-sm">{t('apiKeys.form.noScopes')}</p>}
      {[...groups].map(([module, scopes]) => (
        <fieldset key={module} className="mt-3">
          <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{moduleByKey(module)?.name[lang] ?? module}</legend>
          {scopes.map((scope) => (
            <label key={scope} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" className="size-5 accent-indigo-600" checked={chosen.includes(scope)} onChange={(e) => toggle(scope, e.currentTarget.checked)} />
              {t(`apiKeys.scopeLabels.${scope}`)}
            </label>
          ))}
        </fieldset>
      ))}
      {error && (
        <p id={`${hintId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function CreateKeyForm({ groups, onCreated, onCancel }: { groups: Map<string, ApiKeyScope[]>; onCreated: (created: CreatedApiKey) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const form = useZodForm(formSchema, { defaultValues: { name: '', scopes: [], expiry: '90' } });
  const submit = async (values: z.output<typeof formSchema>) => {
    const created = await create.mutateAsync({ name: values.name, scopes: values.scopes, expiresInDays: values.expiry === 'none' ? null : Number(values.expiry) });
    onCreated(created);
  };
  return (
    <Form form={form} onSubmit={submit} guardUnsaved={false} aria-label={t('apiKeys.form.title')}>
      <ErrorList describePath={(path) => (path === 'scopes' ? t('apiKeys.form.scopes') : undefined)} />
      <TextField name="name" label={t('apiKeys.form.name')} hint={t('apiKeys.form.nameHint')} required maxLength={80} />
      <ScopesField groups={groups} />
      <SelectField name="expiry" label={t('apiKeys.form.expiry')} options={expiryChoices.map((value) => ({ value, label: t(`apiKeys.form.expiryOptions.${value}`) }))} />
      <DialogButtons onCancel={onCancel} submitLabel={t('apiKeys.form.submit')} />
    </Form>
  );
}
