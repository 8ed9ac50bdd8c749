// /app/ai-modules: the firm administrator's AI screen – provider keys (masked; the key itself never
// comes back from the server), budgets, spend and provider health, and the audit log with filters.
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { providerIds } from '@shared/ai-modules/ai-modules.schemas';
import { addProviderKeyBodySchema, AUDIT_DEFAULT_LIMIT, type AuditEntry, auditActions, type Budget, type ProviderKey, setBudgetBodySchema } from '@shared/ai-modules/themis.schemas';

const classificationLevels = ['public', 'internal', 'confidential', 'restricted'] as const;
import { LoadError } from '@client/components/errors/load-error';
import { ErrorList, Form, SelectField, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { AUDIT_PAGE_SIZE, useAddProviderKey, useAiAudit, useAiUsage, useBudgets, useMyAiUsage, useProviderKeys, useRemoveProviderKey, useSetBudget } from '../api/themis-api';
import type { AuditFilters, KeyScope } from '../api/themis-keys';
import { AlertRulesSection, AlertsSection } from './alerts-section';
import { FilterSelect } from './filter-select';
import { providerName } from './provider-name';
import { euro, SpendChart } from './spend-chart';

/**
 * Provider keys, masked (the key itself never comes back from the server): the firm's own, or for
 * the platform admin the platform-wide keys used by every firm that stored none (decision 0242).
 */
export function KeysSection({ scope }: { scope: KeyScope }) {
  const { t } = useTranslation();
  const keys = useProviderKeys(scope);
  const remove = useRemoveProviderKey(scope);
  const columns: Column<ProviderKey>[] = [
    { key: 'provider', header: t('themis.admin.provider'), cell: (k) => t(`themis.providers.${k.provider}`) },
    { key: 'hint', header: t('themis.admin.key'), cell: (k) => <span className="font-mono">{k.keyHint}</span> },
    { key: 'url', header: t('themis.admin.baseUrl'), cell: (k) => k.baseUrl ?? '—' },
    { key: 'model', header: t('themis.admin.model'), cell: (k) => k.model ?? t('themis.admin.defaultModel') },
    { key: 'embedding', header: t('themis.admin.embeddingModel'), cell: (k) => k.embeddingModel ?? '—' },
    { key: 'at', header: t('themis.admin.added'), cell: (k) => formatDateTime(k.createdAt) },
  ];
  return (
    <section aria-labelledby="ai-keys" className="space-y-3">
      <h2 id="ai-keys" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(scope === 'platform' ? 'themis.platform.keys' : 'themis.admin.keys')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t(scope === 'platform' ? 'themis.platform.keysIntro' : 'themis.admin.keysIntro')}</p>
      <DataTable
        label={t(scope === 'platform' ? 'themis.platform.keys' : 'themis.admin.keys')}
        columns={columns}
        rows={keys.data}
        rowKey={(k) => k.id}
        loading={keys.isLoading}
        error={keys.error}
        onRetry={() => void keys.refetch()}
        emptyText={t('themis.admin.noKeys')}
        actions={(k) => (
          <Button variant="ghost" onClick={() => remove.mutate(k.id)} aria-label={t('themis.admin.removeKey', { provider: t(`themis.providers.${k.provider}`) })}>
            {t('themis.admin.remove')}
          </Button>
        )}
      />
      <KeyForm scope={scope} />
    </section>
  );
}

function BudgetsSection() {
  const { t } = useTranslation();
  const budgets = useBudgets();
  const columns: Column<Budget>[] = [
    { key: 'who', header: t('themis.admin.budgetOwner'), cell: (b) => (b.userId ? (b.userName ?? b.userId) : t('themis.admin.firmBudget')) },
    { key: 'daily', header: t('themis.admin.daily'), cell: (b) => `${euro(b.currentDailySpend)} / ${euro(b.dailyLimit)}` },
    { key: 'monthly', header: t('themis.admin.monthly'), cell: (b) => `${euro(b.currentMonthlySpend)} / ${euro(b.monthlyLimit)}` },
    { key: 'alerts', header: t('themis.admin.alerts'), cell: (b) => b.alertThresholds.map((x) => `${x}%`).join(', ') },
  ];
  return (
    <section aria-labelledby="ai-budgets" className="space-y-3">
      <h2 id="ai-budgets" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('themis.admin.budgets')}
      </h2>
      <DataTable
        label={t('themis.admin.budgets')}
        columns={columns}
        rows={budgets.data}
        rowKey={(b) => b.userId ?? 'firm'}
        loading={budgets.isLoading}
        error={budgets.error}
        onRetry={() => void budgets.refetch()}
        emptyText={t('themis.admin.noBudgets')}
      />
      <BudgetForm />
    </section>
  );
}

// Blank texts are "none" (null) for the shared key body.
const blankIsNull = z
  .string()
  .trim()
  .transform((text) => text || null);

const keyFormSchema = z.object({
  provider: addProviderKeyBodySchema.shape.provider,
  apiKey: addProviderKeyBodySchema.shape.apiKey,
  baseUrl: blankIsNull.pipe(addProviderKeyBodySchema.shape.baseUrl.unwrap()),
  model: blankIsNull.pipe(addProviderKeyBodySchema.shape.model.unwrap()),
  embeddingModel: blankIsNull.pipe(addProviderKeyBodySchema.shape.embeddingModel.unwrap()),
});

/** A provider key: provider, the key itself, the address, the chat and the embedding model. */
function KeyForm({ scope }: { scope: KeyScope }) {
  const { t } = useTranslation();
  const add = useAddProviderKey(scope);
  const form = useZodForm(keyFormSchema, { defaultValues: { provider: 'openai', apiKey: '', baseUrl: '', model: '', embeddingModel: '' } });
  const provider = useWatch({ control: form.control, name: 'provider' });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="grid gap-2 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      onSubmit={async (body) => {
        await add.mutateAsync(body);
        form.reset({ ...form.getValues(), apiKey: '' });
      }}
    >
      <div className="empty:hidden sm:col-span-2 lg:col-span-6">
        <ErrorList />
      </div>
      <SelectField name="provider" label={t('themis.admin.provider')} className="text-sm" options={providerIds.map((p) => ({ value: p, label: t(`themis.providers.${p}`) }))} />
      <TextField name="apiKey" label={t('themis.admin.key')} className="text-sm" type="password" />
      <TextField name="baseUrl" label={t('themis.admin.baseUrl')} className="text-sm" type="url" />
      <TextField name="model" label={t('themis.admin.model')} className="text-sm" />
      <TextField
        name="embeddingModel"
        label={t('themis.admin.embeddingModel')}
        className="text-sm"
        disabled={provider !== 'openai' && provider !== 'azure' && provider !== 'local'}
        placeholder={t('themis.admin.embeddingModelHint')}
      />
      <SubmitButton>{t('themis.admin.saveKey')}</SubmitButton>
    </Form>
  );
}

/** A limit in euros as typed ("12,5" or "12.5"), checked by the shared budget rule. */
function limitText(message: string, limit: z.ZodNumber) {
  return z
    .string()
    .trim()
    .min(1, message)
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(z.number({ error: message }).min(0, message).pipe(limit));
}

function budgetFormSchema(t: TFunction) {
  return z.object({ dailyLimit: limitText(t('themis.admin.budgetInvalid'), setBudgetBodySchema.shape.dailyLimit), monthlyLimit: limitText(t('themis.admin.budgetInvalid'), setBudgetBodySchema.shape.monthlyLimit) });
}

/** The firm's daily and monthly AI limits (euros). */
export function BudgetForm() {
  const { t } = useTranslation();
  const setBudget = useSetBudget();
  const schema = useMemo(() => budgetFormSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: { dailyLimit: '', monthlyLimit: '' } });
  return (
    <Form form={form} guardUnsaved={false} className="flex flex-wrap items-end gap-2" onSubmit={(limits) => setBudget.mutateAsync({ userId: null, ...limits })}>
      <div className="w-full empty:hidden">
        <ErrorList />
      </div>
      <TextField name="dailyLimit" label={t('themis.admin.firmDaily')} className="text-sm" inputMode="decimal" />
      <TextField name="monthlyLimit" label={t('themis.admin.firmMonthly')} className="text-sm" inputMode="decimal" />
      <SubmitButton>{t('themis.admin.saveBudget')}</SubmitButton>
    </Form>
  );
}

function UsageSection() {
  const { t } = useTranslation();
  const usage = useAiUsage();
  const days = usage.data?.days ?? [];
  return (
    <section aria-labelledby="ai-usage" className="space-y-3">
      <h2 id="ai-usage" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('themis.admin.usage')}
      </h2>
      <DataTable
        label={t('themis.admin.usage')}
        columns={[
          { key: 'provider', header: t('themis.admin.provider'), cell: (p) => providerName(t, p.provider) },
          { key: 'requests', header: t('themis.admin.requests'), cell: (p) => formatNumber(p.requests) },
          { key: 'failures', header: t('themis.admin.failures'), cell: (p) => formatNumber(p.failures) },
          { key: 'tokens', header: t('themis.admin.tokens'), cell: (p) => formatNumber(p.tokens) },
          { key: 'cost', header: t('themis.admin.cost'), cell: (p) => euro(p.cost) },
          { key: 'latency', header: t('themis.admin.latency'), cell: (p) => `${formatNumber(p.avgResponseMs)} ms` },
          {
            key: 'health',
            header: t('themis.admin.health'),
            cell: (p) => {
              const h = usage.data?.health.find((x) => x.provider === p.provider);
              return h ? t(`themis.health.${h.status as 'healthy' | 'degraded' | 'down'}`) : '—';
            },
          },
        ]}
        rows={usage.data?.byProvider}
        rowKey={(p) => p.provider}
        loading={usage.isLoading}
        error={usage.error}
        onRetry={() => void usage.refetch()}
        emptyText={t('themis.admin.noUsage')}
      />
      {usage.data ? <SpendChart days={days} /> : null}
    </section>
  );
}

/** The AI log's columns, shared by the firm's log and the platform admin's cross-firm log. */
export function useAuditColumns(): Column<AuditEntry>[] {
  const { t } = useTranslation();
  return [
    { key: 'at', header: t('themis.admin.time'), cell: (a) => formatDateTime(a.createdAt) },
    { key: 'user', header: t('themis.admin.user'), cell: (a) => a.userName ?? '—' },
    { key: 'action', header: t('themis.admin.action'), cell: (a) => t(`themis.auditActions.${a.action}`) },
    {
      key: 'provider',
      header: t('themis.admin.provider'),
      cell: (a) => (a.provider ? `${providerName(t, a.provider)}${a.model ? ` / ${a.model}` : ''}` : a.details.mode === 'retrieval' ? t('themis.admin.retrievalOnly') : '—'),
    },
    { key: 'class', header: t('themis.admin.classification'), cell: (a) => t(`themis.classes.${a.classification}`, { defaultValue: a.classification }) },
    { key: 'ip', header: t('themis.admin.ip'), cell: (a) => a.ipAddress ?? '—' },
    { key: 'cost', header: t('themis.admin.cost'), cell: (a) => euro(a.cost) },
  ];
}

/** The AI log lists the newest entries only: said under its heading (the firm's and the platform's). */
export function AuditNewest() {
  const { t } = useTranslation();
  return <p className="text-sm text-slate-700 dark:text-slate-300">{t('themis.admin.auditNewest', { count: AUDIT_DEFAULT_LIMIT })}</p>;
}

export function AuditSection() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({ action: '', provider: '', classification: '' });
  const audit = useAiAudit(filters);
  const columns = useAuditColumns();
  const select = (key: keyof AuditFilters, options: readonly string[], label: string, optionLabel: (o: string) => string) => (
    <FilterSelect label={label} value={filters[key]} onChange={(value) => setFilters({ ...filters, [key]: value })} options={options} optionLabel={optionLabel} />
  );
  return (
    <section aria-labelledby="ai-audit" className="space-y-3">
      <h2 id="ai-audit" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('themis.admin.audit')}
      </h2>
      <AuditNewest />
      <div className="flex flex-wrap gap-2">
        {select('action', auditActions, t('themis.admin.action'), (o) => t(`themis.auditActions.${o as (typeof auditActions)[number]}`))}
        {select('provider', providerIds, t('themis.admin.provider'), (o) => t(`themis.providers.${o as (typeof providerIds)[number]}`))}
        {select('classification', classificationLevels, t('themis.admin.classification'), (o) => t(`themis.classes.${o as (typeof classificationLevels)[number]}`))}
      </div>
      <DataTable
        label={t('themis.admin.audit')}
        columns={columns}
        rows={audit.data}
        rowKey={(a) => a.id}
        loading={audit.isLoading}
        error={audit.error}
        onRetry={() => void audit.refetch()}
        emptyText={t('themis.admin.noAudit')}
        pageSize={AUDIT_PAGE_SIZE}
      />
    </section>
  );
}

/** What every AI user may see (the server's GET /api/ai-modules/usage/mine): own spend and own budget. */
function MyUsageSection() {
  const { t } = useTranslation();
  const mine = useMyAiUsage();
  const budget = mine.data?.budget;
  return (
    <section aria-labelledby="ai-my-usage" className="space-y-3">
      <h2 id="ai-my-usage" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('themis.admin.myUsage')}
      </h2>
      {mine.isError ? <LoadError compact error={mine.error} onRetry={() => void mine.refetch()} /> : null}
      {budget ? (
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2" aria-label={t('themis.admin.myBudget')}>
          <div>
            <dt className="text-slate-700 dark:text-slate-300">{t('themis.admin.daily')}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">
              {euro(budget.currentDailySpend)} / {euro(budget.dailyLimit)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-700 dark:text-slate-300">{t('themis.admin.monthly')}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">
              {euro(budget.currentMonthlySpend)} / {euro(budget.monthlyLimit)}
            </dd>
          </div>
        </dl>
      ) : null}
      {mine.data ? <SpendChart days={mine.data.days} /> : null}
    </section>
  );
}

/**
 * The firm administrator (canManageOwnCompany) gets the whole screen; every other AI user their
 * own spend and budget – exactly what the server lets each of them read.
 */
export function AiAdminPage({ canManageFirm }: { canManageFirm: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <PageHeader title={t('themis.admin.title')}>
        <p className="text-slate-700 dark:text-slate-300">{t(canManageFirm ? 'themis.admin.intro' : 'themis.admin.myUsageIntro')}</p>
      </PageHeader>
      {canManageFirm ? (
        <>
          <KeysSection scope="firm" />
          <BudgetsSection />
          <AlertsSection />
          <UsageSection />
          <AlertRulesSection />
          <AuditSection />
        </>
      ) : (
        <MyUsageSection />
      )}
    </div>
  );
}
