// /app/ai-modules: the firm administrator's AI screen – provider keys (masked; the key itself never
// comes back from the server), budgets, spend and provider health, and the audit log with filters.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { providerIds } from '@shared/ai/ai.schemas';
import { type AuditEntry, auditActions, type Budget, type ProviderKey } from '@shared/ai/themis.schemas';

const classificationLevels = ['public', 'internal', 'confidential', 'restricted'] as const;
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { useAddProviderKey, useAiAudit, useAiUsage, useBudgets, useMyAiUsage, useProviderKeys, useRemoveProviderKey, useSetBudget } from '../api/themis-api';
import type { AuditFilters, KeyScope } from '../api/themis-keys';
import { AlertRulesSection, AlertsSection } from './alerts-section';
import { FilterSelect } from './filter-select';
import { euro, SpendChart } from './spend-chart';

/**
 * Provider keys, masked (the key itself never comes back from the server): the firm's own, or for
 * the platform admin the platform-wide keys used by every firm that stored none (decision 0242).
 */
export function KeysSection({ scope }: { scope: KeyScope }) {
  const { t } = useTranslation();
  const keys = useProviderKeys(scope);
  const add = useAddProviderKey(scope);
  const remove = useRemoveProviderKey(scope);
  const [form, setForm] = useState({ provider: 'openai', apiKey: '', baseUrl: '', model: '', embeddingModel: '' });
  const [error, setError] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    const provider = providerIds.find((p) => p === form.provider);
    if (!provider) return;
    try {
      await add.mutateAsync({ provider, apiKey: form.apiKey, baseUrl: form.baseUrl || null, model: form.model || null, embeddingModel: form.embeddingModel || null });
      setForm((f) => ({ ...f, apiKey: '' }));
    } catch (err) {
      setError(errorText(err));
    }
  }
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
      <form onSubmit={(e) => void submit(e)} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <FilterSelect
          label={t('themis.admin.provider')}
          value={form.provider}
          onChange={(provider) => setForm({ ...form, provider })}
          options={providerIds}
          optionLabel={(p) => t(`themis.providers.${p as (typeof providerIds)[number]}`)}
          emptyOption={null}
        />
        <label className="text-sm">
          {t('themis.admin.key')}
          <input className={inputClasses} type="password" autoComplete="off" value={form.apiKey} onChange={(e) => setForm({ ...form, apiKey: e.target.value })} />
        </label>
        <label className="text-sm">
          {t('themis.admin.baseUrl')}
          <input className={inputClasses} type="url" value={form.baseUrl} onChange={(e) => setForm({ ...form, baseUrl: e.target.value })} />
        </label>
        <label className="text-sm">
          {t('themis.admin.model')}
          <input className={inputClasses} value={form.model} onChange={(e) => setForm({ ...form, model: e.target.value })} />
        </label>
        <label className="text-sm">
          {t('themis.admin.embeddingModel')}
          <input
            className={inputClasses}
            value={form.embeddingModel}
            disabled={form.provider !== 'openai' && form.provider !== 'azure' && form.provider !== 'local'}
            placeholder={t('themis.admin.embeddingModelHint')}
            onChange={(e) => setForm({ ...form, embeddingModel: e.target.value })}
          />
        </label>
        <Button type="submit" disabled={add.isPending}>
          {t('themis.admin.saveKey')}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function BudgetsSection() {
  const { t } = useTranslation();
  const budgets = useBudgets();
  const setBudget = useSetBudget();
  const [firm, setFirm] = useState({ daily: '', monthly: '' });
  const [error, setError] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    const dailyLimit = Number(firm.daily.replace(',', '.'));
    const monthlyLimit = Number(firm.monthly.replace(',', '.'));
    if (!firm.daily || !firm.monthly || !Number.isFinite(dailyLimit) || !Number.isFinite(monthlyLimit) || dailyLimit < 0 || monthlyLimit < 0) return setError(t('themis.admin.budgetInvalid'));
    try {
      await setBudget.mutateAsync({ userId: null, dailyLimit, monthlyLimit });
    } catch (err) {
      setError(errorText(err));
    }
  }
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
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          {t('themis.admin.firmDaily')}
          <input className={inputClasses} inputMode="decimal" value={firm.daily} onChange={(e) => setFirm({ ...firm, daily: e.target.value })} />
        </label>
        <label className="text-sm">
          {t('themis.admin.firmMonthly')}
          <input className={inputClasses} inputMode="decimal" value={firm.monthly} onChange={(e) => setFirm({ ...firm, monthly: e.target.value })} />
        </label>
        <Button type="submit" disabled={setBudget.isPending}>
          {t('themis.admin.saveBudget')}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </section>
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
          { key: 'provider', header: t('themis.admin.provider'), cell: (p) => p.provider },
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
    { key: 'provider', header: t('themis.admin.provider'), cell: (a) => (a.provider ? `${a.provider}${a.model ? ` / ${a.model}` : ''}` : a.details.mode === 'retrieval' ? t('themis.admin.retrievalOnly') : '—') },
    { key: 'class', header: t('themis.admin.classification'), cell: (a) => t(`themis.classes.${a.classification}`, { defaultValue: a.classification }) },
    { key: 'ip', header: t('themis.admin.ip'), cell: (a) => a.ipAddress ?? '—' },
    { key: 'cost', header: t('themis.admin.cost'), cell: (a) => euro(a.cost) },
  ];
}

function AuditSection() {
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
      />
    </section>
  );
}

/** What every AI user may see (the server's GET /api/ai/usage/mine): own spend and own budget. */
function MyUsageSection() {
  const { t } = useTranslation();
  const mine = useMyAiUsage();
  const budget = mine.data?.budget;
  return (
    <section aria-labelledby="ai-my-usage" className="space-y-3">
      <h2 id="ai-my-usage" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('themis.admin.myUsage')}
      </h2>
      {mine.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorText(mine.error)}
        </p>
      ) : null}
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
