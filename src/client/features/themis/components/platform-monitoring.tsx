// The platform admin's monitoring on /app/ai-modules (decisions 0254, 0255): provider health per
// key scope (healthy / degraded / down, latency, error rate, last 24 hours), the platform-level
// alert rules over every firm's usage and their alerts (acknowledge, resolve). Figures hu-HU.
import { useTranslation } from 'react-i18next';
import { type PlatformAlertOut, type PlatformAlertRuleOut, platformAlertRuleTypes } from '@shared/ai-modules/alerts.schemas';
import type { PlatformProviderHealth } from '@shared/ai-modules/platform.schemas';
import { formatHuNumber } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { useChangePlatformAlertState, useDeletePlatformAlertRule, usePlatformAlertRules, usePlatformAlerts, useSavePlatformAlertRule } from '../api/themis-api';
import { AlertRuleForm, TargetsInput } from './alert-rule-form';
import { providerName } from './provider-name';
import { AlertsList, useAlertColumns } from './alerts-section';
import { euro } from './spend-chart';

const statusClasses: Record<PlatformProviderHealth['status'], string> = {
  healthy: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  degraded: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  down: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

const percent = (fraction: number) => `${formatHuNumber(Math.round(fraction * 1000) / 10, { maxFractionDigits: 1 })}%`;

function Heading({ id, title }: { id: string; title: string }) {
  return (
    <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
      {title}
    </h2>
  );
}

export function ProviderHealthSection({ health, loading, error, onRetry }: { health: PlatformProviderHealth[] | undefined; loading: boolean; error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const columns: Column<PlatformProviderHealth>[] = [
    { key: 'provider', header: t('themis.admin.provider'), cell: (h) => providerName(t, h.provider) },
    { key: 'scope', header: t('themis.platform.scope'), cell: (h) => h.scopeName },
    { key: 'status', header: t('themis.platform.status'), cell: (h) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${statusClasses[h.status]}`}>{t(`themis.health.${h.status}`)}</span> },
    { key: 'latency', header: t('themis.admin.latency'), cell: (h) => `${formatHuNumber(h.latency, { fractionDigits: 0 })} ms` },
    { key: 'errorRate', header: t('themis.platform.errorRate'), cell: (h) => percent(h.errorRate) },
    { key: 'requests', header: t('themis.platform.requests24h'), cell: (h) => `${formatNumber(h.requests24h)} (${t('themis.admin.failures').toLowerCase()}: ${formatNumber(h.failures24h)})` },
    { key: 'check', header: t('themis.platform.lastCheck'), cell: (h) => formatDateTime(h.lastCheck) },
  ];
  return (
    <section aria-labelledby="ai-platform-health" className="space-y-3">
      <Heading id="ai-platform-health" title={t('themis.platform.health')} />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('themis.platform.healthIntro')}</p>
      <DataTable
        label={t('themis.platform.health')}
        columns={columns}
        rows={health}
        rowKey={(h) => `${h.provider}:${h.scope}`}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={t('themis.platform.noHealth')}
      />
    </section>
  );
}

export function PlatformAlertsSection() {
  const { t } = useTranslation();
  // The firm alert's columns fit (a platform alert has no subject user).
  const columns = useAlertColumns() as unknown as Column<PlatformAlertOut>[];
  return (
    <AlertsList headingId="ai-platform-alerts" title={t('themis.platform.alerts')} emptyText={t('themis.platform.noAlerts')} columns={columns} useAlerts={usePlatformAlerts} useChange={useChangePlatformAlertState} />
  );
}

function thresholdText(rule: Pick<PlatformAlertRuleOut, 'type' | 'threshold'>): string {
  if (rule.type === 'spend' || rule.type === 'cost') return euro(rule.threshold);
  return formatHuNumber(rule.threshold, { maxFractionDigits: 2 });
}

export function PlatformAlertRulesSection() {
  const { t } = useTranslation();
  const rules = usePlatformAlertRules();
  const save = useSavePlatformAlertRule();
  const remove = useDeletePlatformAlertRule();
  const columns: Column<PlatformAlertRuleOut>[] = [
    { key: 'name', header: t('themis.alerts.ruleName'), cell: (r) => r.name },
    { key: 'type', header: t('themis.alerts.type'), cell: (r) => t(`themis.alerts.types.${r.type}`) },
    { key: 'provider', header: t('themis.platform.provider'), cell: (r) => (r.provider ? t(`themis.providers.${r.provider}`) : t('themis.platform.anyProvider')) },
    { key: 'threshold', header: t('themis.alerts.threshold'), cell: (r) => `${thresholdText(r)} ${r.type === 'spend' || r.type === 'cost' ? '' : t(`themis.alerts.units.${r.type}`)}`.trim() },
    { key: 'window', header: t('themis.alerts.window'), cell: (r) => t('themis.alerts.minutes', { count: Math.round(r.timeWindowMs / 60_000) }) },
    { key: 'targets', header: t('themis.platform.targets'), cell: (r) => <TargetsInput key={`${r.id}:${r.notificationTargets.join()}`} rule={r} save={(patch) => save.mutateAsync({ id: r.id, patch })} /> },
    {
      key: 'enabled',
      header: t('themis.alerts.enabled'),
      cell: (r) => (
        <input type="checkbox" className="h-4 w-4" checked={r.enabled} onChange={(e) => save.mutate({ id: r.id, patch: { enabled: e.target.checked } })} aria-label={t('themis.alerts.enabledOf', { name: r.name })} />
      ),
    },
  ];
  return (
    <section aria-labelledby="ai-platform-rules" className="space-y-3">
      <Heading id="ai-platform-rules" title={t('themis.platform.rules')} />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('themis.platform.rulesIntro')}</p>
      <DataTable
        label={t('themis.platform.rules')}
        columns={columns}
        rows={rules.data}
        rowKey={(r) => r.id}
        loading={rules.isLoading}
        error={rules.error}
        onRetry={() => void rules.refetch()}
        emptyText={t('themis.platform.noRules')}
        actions={(r) => (
          <Button variant="ghost" onClick={() => remove.mutate(r.id)} aria-label={t('themis.alerts.deleteRule', { name: r.name })}>
            {t('themis.admin.remove')}
          </Button>
        )}
      />
      <AlertRuleForm types={platformAlertRuleTypes} withProvider onAdd={(body) => save.mutateAsync({ body })} />
    </section>
  );
}
