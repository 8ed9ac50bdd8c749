// /app/ai-modules for the platform admin (decisions 0242, 0243): the platform-wide provider keys
// (masked; a key is never shown again after saving) and the cross-firm view – every firm's AI
// usage and spend, the alerts and the AI log of all firms or of the one chosen in the firm filter.
// The tables are the firm screen's (same columns), with the firm in front. Then provider health,
// the daily spend chart (of the filtered firm or all) and the platform-level alert rules (0254, 0255).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertOut } from '@shared/ai-modules/alerts.schemas';
import type { PlatformAiOverview } from '@shared/ai-modules/platform.schemas';
import { auditActions } from '@shared/ai-modules/themis.schemas';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { formatNumber } from '@client/lib/format';
import { AUDIT_PAGE_SIZE, usePlatformAiOverview } from '../api/themis-api';
import type { PlatformAiFilters } from '../api/themis-keys';
import { AuditNewest, KeysSection, useAuditColumns } from './ai-admin-page';
import { AlertStateSelect, useAlertColumns } from './alerts-section';
import { FilterSelect } from './filter-select';
import { PlatformAlertRulesSection, PlatformAlertsSection, ProviderHealthSection } from './platform-monitoring';
import { euro, SpendChart } from './spend-chart';

type FirmUsage = PlatformAiOverview['firms'][number];
type FirmRow = { tenantName: string };

const DEFAULT_FILTERS: PlatformAiFilters = { tenantId: '', action: '', alertState: 'open' };

/** The firm column in front of a shared column set. */
function withFirm<T extends FirmRow>(columns: Column<T>[], header: string): Column<T>[] {
  return [{ key: 'firm', header, cell: (r) => r.tenantName }, ...columns];
}

function SectionHeading({ id, title }: { id: string; title: string }) {
  return (
    <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
      {title}
    </h2>
  );
}

export function PlatformAiPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<PlatformAiFilters>(DEFAULT_FILTERS);
  // The firm filter offers every firm with AI activity (the unfiltered list; the same query as
  // the view itself until a filter is set).
  const everyFirm = usePlatformAiOverview(DEFAULT_FILTERS);
  const overview = usePlatformAiOverview(filters);
  const firmNames = new Map((everyFirm.data?.firms ?? []).map((f) => [f.tenantId, f.tenantName]));
  const table = { loading: overview.isLoading, error: overview.isError, onRetry: () => void overview.refetch() };
  const firmColumns: Column<FirmUsage>[] = [
    { key: 'firm', header: t('themis.platform.firm'), cell: (f) => f.tenantName },
    { key: 'requests', header: t('themis.admin.requests'), cell: (f) => formatNumber(f.requests) },
    { key: 'failures', header: t('themis.admin.failures'), cell: (f) => formatNumber(f.failures) },
    { key: 'cost', header: t('themis.admin.cost'), cell: (f) => euro(f.cost) },
    { key: 'alerts', header: t('themis.platform.openAlerts'), cell: (f) => formatNumber(f.openAlerts) },
    { key: 'keys', header: t('themis.platform.keySource'), cell: (f) => (f.ownKeys > 0 ? t('themis.platform.ownKeys', { count: f.ownKeys }) : t('themis.platform.platformKey')) },
  ];
  const alertColumns = withFirm<AlertOut & FirmRow>(useAlertColumns(), t('themis.platform.firm'));
  const auditColumns = withFirm<PlatformAiOverview['audit'][number]>(useAuditColumns(), t('themis.platform.firm'));
  return (
    <div className="space-y-8">
      <PageHeader title={t('themis.admin.title')}>
        <p className="text-slate-700 dark:text-slate-300">{t('themis.platform.intro')}</p>
      </PageHeader>
      <KeysSection scope="platform" />
      <ProviderHealthSection health={overview.data?.health} {...table} />
      <section aria-labelledby="ai-platform-firms" className="space-y-3">
        <SectionHeading id="ai-platform-firms" title={t('themis.platform.firms')} />
        <FilterSelect
          label={t('themis.platform.firm')}
          value={filters.tenantId}
          onChange={(tenantId) => setFilters({ ...filters, tenantId })}
          options={[...firmNames.keys()]}
          optionLabel={(id) => firmNames.get(id) ?? id}
        />
        <DataTable label={t('themis.platform.firms')} columns={firmColumns} rows={overview.data?.firms} rowKey={(f) => f.tenantId} emptyText={t('themis.platform.noFirms')} {...table} />
        {overview.data ? (
          <SpendChart days={overview.data.days} caption={t('themis.platform.spendOf', { firm: filters.tenantId ? (firmNames.get(filters.tenantId) ?? filters.tenantId) : t('themis.platform.allFirms') })} />
        ) : null}
      </section>
      <PlatformAlertsSection />
      <PlatformAlertRulesSection />
      <section aria-labelledby="ai-alerts" className="space-y-3">
        <SectionHeading id="ai-alerts" title={t('themis.alerts.title')} />
        <AlertStateSelect value={filters.alertState} onChange={(alertState) => setFilters({ ...filters, alertState })} />
        <DataTable label={t('themis.alerts.title')} columns={alertColumns} rows={overview.data?.alerts} rowKey={(a) => a.id} emptyText={t('themis.alerts.none')} {...table} />
      </section>
      <section aria-labelledby="ai-audit" className="space-y-3">
        <SectionHeading id="ai-audit" title={t('themis.admin.audit')} />
        <AuditNewest />
        <FilterSelect
          label={t('themis.admin.action')}
          value={filters.action}
          onChange={(action) => setFilters({ ...filters, action })}
          options={auditActions}
          optionLabel={(o) => t(`themis.auditActions.${o as (typeof auditActions)[number]}`)}
        />
        <DataTable label={t('themis.admin.audit')} columns={auditColumns} rows={overview.data?.audit} rowKey={(a) => a.id} emptyText={t('themis.admin.noAudit')} pageSize={AUDIT_PAGE_SIZE} {...table} />
      </section>
    </div>
  );
}
