// /app/ai-modules, firm administrator: open AI alerts with acknowledge / resolve, and the alert
// rules (spec defaults, budget thresholds, anomaly rules; the firm's own) – decision 0240.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlertOut, type AlertRuleOut, alertRuleTypes, alertStates, isAnomalyRuleType } from '@shared/ai-modules/alerts.schemas';
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { AlertRuleForm, TargetsInput } from './alert-rule-form';
import { useAiAlerts, useAlertRules, useChangeAlertState, useDeleteAlertRule, useSaveAlertRule } from '../api/themis-api';

const severityClasses: Record<AlertOut['severity'], string> = {
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  critical: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

const HOUR_MS = 3_600_000;

/** The alert table's columns, shared by the firm's alerts and the platform admin's cross-firm alerts. */
export function useAlertColumns(): Column<AlertOut>[] {
  const { t } = useTranslation();
  return [
    { key: 'at', header: t('themis.alerts.time'), cell: (a) => formatDateTime(a.createdAt) },
    { key: 'severity', header: t('themis.alerts.severity'), cell: (a) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${severityClasses[a.severity]}`}>{t(`themis.alerts.severities.${a.severity}`)}</span> },
    {
      key: 'what',
      header: t('themis.alerts.alert'),
      cell: (a) => (
        <div>
          <div className="font-medium text-slate-900 dark:text-white">{a.title}</div>
          <div className="text-slate-700 dark:text-slate-300">{a.message}</div>
          {a.subjectUserName ? <div className="text-xs text-slate-600 dark:text-slate-400">{t('themis.alerts.subject', { name: a.subjectUserName })}</div> : null}
        </div>
      ),
    },
    {
      key: 'state',
      header: t('themis.alerts.state'),
      cell: (a) => (
        <div>
          <div>{t(`themis.alerts.states.${a.state}`)}</div>
          {a.acknowledgedAt ? <div className="text-xs text-slate-600 dark:text-slate-400">{t('themis.alerts.acknowledgedBy', { name: a.acknowledgedByName ?? '—', at: formatDateTime(a.acknowledgedAt) })}</div> : null}
          {a.resolvedAt ? <div className="text-xs text-slate-600 dark:text-slate-400">{t('themis.alerts.resolvedBy', { name: a.resolvedByName ?? '—', at: formatDateTime(a.resolvedAt) })}</div> : null}
        </div>
      ),
    },
  ];
}

/** The alert state filter: open (created or acknowledged) first, then each state, then all. */
export function AlertStateSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="text-sm">
      {t('themis.alerts.state')}
      <select className={inputClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="open">{t('themis.alerts.states.open')}</option>
        {alertStates.map((s) => (
          <option key={s} value={s}>
            {t(`themis.alerts.states.${s}`)}
          </option>
        ))}
        <option value="">{t('themis.admin.all')}</option>
      </select>
    </label>
  );
}

/** An alert row as both lists show it (a firm's alerts and the platform's). */
interface AlertRow {
  id: string;
  state: string;
  title: string;
}

interface AlertsListProps<A extends AlertRow> {
  headingId: string;
  title: string;
  emptyText: string;
  columns: Column<A>[];
  useAlerts: (state: string) => { data?: A[]; isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  useChange: () => { isPending: boolean; mutateAsync: (change: { id: string; action: 'acknowledge' | 'resolve' }) => Promise<unknown> };
}

/** Alerts filtered by state, each acknowledged or resolved from its row (created → acknowledged → resolved). */
export function AlertsList<A extends AlertRow>({ headingId, title, emptyText, columns, useAlerts, useChange }: AlertsListProps<A>) {
  const { t } = useTranslation();
  const [state, setState] = useState('open');
  const alerts = useAlerts(state);
  const change = useChange();
  const [error, setError] = useState('');
  async function act(id: string, action: 'acknowledge' | 'resolve') {
    setError('');
    try {
      await change.mutateAsync({ id, action });
    } catch (err) {
      setError(errorText(err));
    }
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <AlertStateSelect value={state} onChange={setState} />
      <DataTable
        label={title}
        columns={columns}
        rows={alerts.data}
        rowKey={(a) => a.id}
        loading={alerts.isLoading}
        error={alerts.error}
        onRetry={() => void alerts.refetch()}
        emptyText={emptyText}
        actions={(a) => (
          <div className="flex gap-1">
            {a.state === 'created' ? (
              <Button variant="secondary" disabled={change.isPending} onClick={() => void act(a.id, 'acknowledge')} aria-label={t('themis.alerts.acknowledgeOne', { title: a.title })}>
                {t('themis.alerts.acknowledge')}
              </Button>
            ) : null}
            {a.state !== 'resolved' ? (
              <Button variant="ghost" disabled={change.isPending} onClick={() => void act(a.id, 'resolve')} aria-label={t('themis.alerts.resolveOne', { title: a.title })}>
                {t('themis.alerts.resolve')}
              </Button>
            ) : null}
          </div>
        )}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </section>
  );
}

export function AlertsSection() {
  const { t } = useTranslation();
  const columns = useAlertColumns();
  return <AlertsList headingId="ai-alerts" title={t('themis.alerts.title')} emptyText={t('themis.alerts.none')} columns={columns} useAlerts={useAiAlerts} useChange={useChangeAlertState} />;
}

function windowParts(ms: number) {
  return ms % HOUR_MS === 0 ? ({ key: 'themis.alerts.hours', count: ms / HOUR_MS } as const) : ({ key: 'themis.alerts.minutes', count: Math.round(ms / 60_000) } as const);
}

/** The types a firm may add a rule of: the four spec metrics and budget thresholds (anomaly rules are tuned, not added). */
const creatableTypes = alertRuleTypes.filter((type) => !isAnomalyRuleType(type));

function ThresholdInput({ rule }: { rule: AlertRuleOut }) {
  const { t } = useTranslation();
  const save = useSaveAlertRule();
  const [value, setValue] = useState(String(rule.threshold));
  const commit = () => {
    const threshold = Number(value.replace(',', '.'));
    if (!Number.isFinite(threshold) || threshold === rule.threshold) return setValue(String(rule.threshold));
    save.mutate({ id: rule.id, patch: { threshold } }, { onError: () => setValue(String(rule.threshold)) });
  };
  return (
    <span className="inline-flex items-center gap-1">
      <input className={`${inputClasses} w-24`} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} onBlur={commit} aria-label={t('themis.alerts.thresholdOf', { name: rule.name })} />
      <span>{t(`themis.alerts.units.${rule.type}`)}</span>
    </span>
  );
}

export function AlertRulesSection() {
  const { t } = useTranslation();
  const rules = useAlertRules();
  const save = useSaveAlertRule();
  const remove = useDeleteAlertRule();
  const columns: Column<AlertRuleOut>[] = [
    { key: 'name', header: t('themis.alerts.ruleName'), cell: (r) => r.name },
    { key: 'type', header: t('themis.alerts.type'), cell: (r) => t(`themis.alerts.types.${r.type}`) },
    { key: 'threshold', header: t('themis.alerts.threshold'), cell: (r) => <ThresholdInput key={`${r.id}:${r.threshold}`} rule={r} /> },
    { key: 'window', header: t('themis.alerts.window'), cell: (r) => (r.type === 'budget' ? t('themis.alerts.budgetWindow') : t(windowParts(r.timeWindowMs).key, { count: windowParts(r.timeWindowMs).count })) },
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
    <section aria-labelledby="ai-alert-rules" className="space-y-3">
      <h2 id="ai-alert-rules" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('themis.alerts.rules')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('themis.alerts.rulesIntro')}</p>
      <DataTable
        label={t('themis.alerts.rules')}
        columns={columns}
        rows={rules.data}
        rowKey={(r) => r.id}
        loading={rules.isLoading}
        error={rules.error}
        onRetry={() => void rules.refetch()}
        emptyText={t('themis.alerts.noRules')}
        actions={(r) =>
          r.builtin ? null : (
            <Button variant="ghost" onClick={() => remove.mutate(r.id)} aria-label={t('themis.alerts.deleteRule', { name: r.name })}>
              {t('themis.admin.remove')}
            </Button>
          )
        }
      />
      <AlertRuleForm types={creatableTypes} onAdd={({ name, type, threshold, timeWindowMs, notificationTargets }) => save.mutateAsync({ body: { name, type, threshold, timeWindowMs, notificationTargets } })} />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {formatNumber(rules.data?.filter((r) => r.enabled).length ?? 0)} / {formatNumber(rules.data?.length ?? 0)} {t('themis.alerts.activeRules')}
      </p>
    </section>
  );
}
