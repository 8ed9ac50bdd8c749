// Spec 3.7/4/9 monitoring: alert rules over usage metrics, alerts (created → acknowledged →
// resolved), and the anomaly rules over a user's AI activity. Pure; the wiring phase runs them
// over the database on its hourly cleanup/monitoring job.
import {
  AI_TIME_ZONE,
  ANOMALY_MAX_DISTINCT_IPS,
  ANOMALY_MAX_ERROR_RATE,
  ANOMALY_MAX_OFF_HOURS_OPERATIONS,
  ANOMALY_MAX_OPERATIONS_24H,
  ANOMALY_WINDOW_MS,
  DEFAULT_ALERT_COST_PER_REQUEST,
  DEFAULT_ALERT_RESPONSE_TIME_MS,
  DEFAULT_ALERT_USAGE_VOLUME,
  HEALTH_MIN_SAMPLES,
  OFF_HOURS_END,
  OFF_HOURS_START,
} from './ai-modules.constants';
import type { Alert, AlertRule, AlertSeverity, AlertType, UsageMetric } from './ai-modules.schemas';
import { formatHuNumber, formatMoney, NBSP } from '../hu/format';
import { hourInZone } from '../dates/zoned-time';

const HOUR_MS = 3_600_000;

/** Spec 9 default alerts: cost per request above 1 €, response time above 30000 ms, usage volume above 100 (per hour, decision 0164). */
export const DEFAULT_ALERT_RULES: readonly AlertRule[] = [
  { id: 'default-cost', name: 'Költség kérésenként', type: 'cost', condition: 'greater_than', threshold: DEFAULT_ALERT_COST_PER_REQUEST, timeWindow: HOUR_MS, enabled: true, notificationTargets: [] },
  { id: 'default-response-time', name: 'Válaszidő', type: 'response_time', condition: 'greater_than', threshold: DEFAULT_ALERT_RESPONSE_TIME_MS, timeWindow: HOUR_MS, enabled: true, notificationTargets: [] },
  { id: 'default-usage-volume', name: 'Kérések száma', type: 'usage_volume', condition: 'greater_than', threshold: DEFAULT_ALERT_USAGE_VOLUME, timeWindow: HOUR_MS, enabled: true, notificationTargets: [] },
];

/**
 * The measured value of a rule over the metrics in its window: cost = average € per request,
 * response_time = average ms, usage_volume = number of requests, error_rate = failed requests in percent.
 * null when the window holds no request.
 */
export function ruleValue(type: AlertType, metrics: readonly Pick<UsageMetric, 'cost' | 'responseTime' | 'success'>[]): number | null {
  if (type === 'usage_volume') return metrics.length;
  if (metrics.length === 0) return null;
  if (type === 'cost') return metrics.reduce((s, m) => s + m.cost, 0) / metrics.length;
  if (type === 'response_time') return metrics.reduce((s, m) => s + m.responseTime, 0) / metrics.length;
  return (metrics.filter((m) => !m.success).length / metrics.length) * 100;
}

export function conditionHolds(rule: Pick<AlertRule, 'condition' | 'threshold'>, value: number): boolean {
  if (rule.condition === 'greater_than') return value > rule.threshold;
  if (rule.condition === 'less_than') return value < rule.threshold;
  return value === rule.threshold;
}

const BASE_SEVERITY: Readonly<Record<AlertType | 'spend', AlertSeverity>> = { cost: 'warning', response_time: 'warning', usage_volume: 'info', error_rate: 'warning', spend: 'warning' };

/** The type's base severity; twice the threshold (above-rules) makes it critical. */
export function severityOf(rule: Pick<AlertRule, 'condition' | 'threshold'> & { type: AlertType | 'spend' }, value: number): AlertSeverity {
  if (rule.condition === 'greater_than' && rule.threshold > 0 && value >= rule.threshold * 2) return 'critical';
  return BASE_SEVERITY[rule.type];
}

const TITLES: Readonly<Record<AlertType, string>> = {
  cost: 'Magas AI-költség kérésenként',
  response_time: 'Lassú AI-válaszidő',
  usage_volume: 'Szokatlanul sok AI-kérés',
  error_rate: 'Magas AI-hibaarány',
};

/**
 * Euro on every AI screen and in an alert's Hungarian text, the shared money format (formatMoney):
 * "0,80 EUR", "12\u00a0500,50 EUR" (decimal comma, grouped from five digits, the code after a
 * no-break space; visual review #12). A request costs fractions of a cent: below 0.01 four
 * decimals, so 0,0004 EUR does not read as 0,00 EUR. The spec's English budget errors keep formatEuro.
 */
export function formatAlertEuro(value: number): string {
  if (value > 0 && value < 0.01) return `${formatHuNumber(value, { fractionDigits: 4 })}${NBSP}EUR`;
  return formatMoney(value, 'EUR');
}

/** A rule's measured value or threshold in its unit, Hungarian style ("30\u00a0000 ms", "12,5%"). */
export function formatRuleValue(type: AlertType | 'spend', value: number): string {
  if (type === 'cost' || type === 'spend') return formatAlertEuro(value);
  if (type === 'response_time') return `${formatHuNumber(Math.round(value), { fractionDigits: 0 })} ms`;
  if (type === 'error_rate') return `${formatHuNumber(Math.round(value * 10) / 10, { maxFractionDigits: 1 })}%`;
  return formatHuNumber(value, { maxFractionDigits: 2 });
}

/** Evaluates one rule over the metrics; returns a new alert when it fires and none is open for it. */
export function evaluateAlertRule(rule: AlertRule, metrics: readonly UsageMetric[], now: Date, openAlerts: readonly Alert[], newId: () => string): Alert | null {
  return evaluateAlertRules([rule], metrics, now, openAlerts, newId)[0] ?? null;
}

/**
 * Evaluates a firm's rules over one window of metrics, as after every gateway request: each
 * metric's time is parsed once for all rules (parsing it per rule and metric was most of the
 * evaluation's cost, decision 0268). One result per rule, in order.
 */
export function evaluateAlertRules(rules: readonly AlertRule[], metrics: readonly UsageMetric[], now: Date, openAlerts: readonly Alert[], newId: () => string): (Alert | null)[] {
  const times = metrics.map((m) => Date.parse(m.timestamp));
  const end = now.getTime();
  return rules.map((rule) => {
    if (!rule.enabled) return null;
    if (openAlerts.some((a) => a.ruleId === rule.id && a.resolvedAt === null)) return null;
    const since = end - rule.timeWindow;
    const inWindow = metrics.filter((_, i) => times[i]! > since && times[i]! <= end);
    const value = ruleValue(rule.type, inWindow);
    if (value === null || !conditionHolds(rule, value)) return null;
    const minutes = Math.round(rule.timeWindow / 60_000);
    return {
      id: newId(),
      ruleId: rule.id,
      timestamp: now.toISOString(),
      severity: severityOf(rule, value),
      title: TITLES[rule.type],
      message: `${rule.name}: ${formatRuleValue(rule.type, value)} (küszöb: ${formatRuleValue(rule.type, rule.threshold)}, időablak: ${formatHuNumber(minutes)} perc)`,
      metrics: { value, threshold: rule.threshold, requests: inWindow.length },
      acknowledged: false,
      resolvedAt: null,
    };
  });
}

export type AlertState = 'created' | 'acknowledged' | 'resolved';

export function alertState(alert: Pick<Alert, 'acknowledged' | 'resolvedAt'>): AlertState {
  if (alert.resolvedAt !== null) return 'resolved';
  return alert.acknowledged ? 'acknowledged' : 'created';
}

export class AlertTransitionError extends Error {
  constructor(
    readonly from: AlertState,
    readonly action: 'acknowledge' | 'resolve',
  ) {
    super(`Cannot ${action} an alert that is ${from}`);
    this.name = 'AlertTransitionError';
  }
}

/** Spec 4: created → acknowledged → resolved. Resolving straight from created is allowed when the condition cleared by itself. */
export function acknowledgeAlert(alert: Alert): Alert {
  const from = alertState(alert);
  if (from !== 'created') throw new AlertTransitionError(from, 'acknowledge');
  return { ...alert, acknowledged: true };
}

export function resolveAlert(alert: Alert, now: Date): Alert {
  const from = alertState(alert);
  if (from === 'resolved') throw new AlertTransitionError(from, 'resolve');
  return { ...alert, resolvedAt: now.toISOString() };
}

// ---- anomalies (spec 9) ------------------------------------------------------------------------

export type AnomalyType = 'high_volume' | 'off_hours' | 'many_ips' | 'high_error_rate';

export interface Anomaly {
  type: AnomalyType;
  value: number;
  threshold: number;
  message: string;
}

export interface ActivityRecord {
  timestamp: string;
  ipAddress: string | null;
  success: boolean;
}

/** Off hours: before 06:00 or from 22:00 on, in Budapest time. */
export function isOffHours(at: Date, timeZone: string = AI_TIME_ZONE): boolean {
  const hour = hourInZone(at, timeZone);
  return hour < OFF_HOURS_END || hour >= OFF_HOURS_START;
}

/**
 * Spec 9 anomaly rules over one user's operations of the last 24 hours: over 100 operations, over
 * 20 off-hours operations, more than 5 IP addresses, error rate over 20 % (judged from 10
 * operations on, decision 0164).
 */
/** The four anomaly thresholds (a firm may change them through its anomaly alert rules); errorRate is 0..1. */
export interface AnomalyThresholds {
  operations: number;
  offHours: number;
  ips: number;
  errorRate: number;
}

export const DEFAULT_ANOMALY_THRESHOLDS: Readonly<AnomalyThresholds> = {
  operations: ANOMALY_MAX_OPERATIONS_24H,
  offHours: ANOMALY_MAX_OFF_HOURS_OPERATIONS,
  ips: ANOMALY_MAX_DISTINCT_IPS,
  errorRate: ANOMALY_MAX_ERROR_RATE,
};

export function detectAnomalies(records: readonly ActivityRecord[], now: Date, timeZone: string = AI_TIME_ZONE, limits: Readonly<AnomalyThresholds> = DEFAULT_ANOMALY_THRESHOLDS): Anomaly[] {
  const since = now.getTime() - ANOMALY_WINDOW_MS;
  const recent = records.filter((r) => {
    const t = Date.parse(r.timestamp);
    return t > since && t <= now.getTime();
  });
  const out: Anomaly[] = [];
  if (recent.length > limits.operations) {
    out.push({ type: 'high_volume', value: recent.length, threshold: limits.operations, message: `${recent.length} AI-művelet 24 órán belül (határ: ${limits.operations})` });
  }
  const offHours = recent.filter((r) => isOffHours(new Date(r.timestamp), timeZone)).length;
  if (offHours > limits.offHours) {
    out.push({ type: 'off_hours', value: offHours, threshold: limits.offHours, message: `${offHours} AI-művelet munkaidőn kívül (6 óra előtt vagy 22 óra után; határ: ${limits.offHours})` });
  }
  const ips = new Set(recent.map((r) => r.ipAddress).filter((ip): ip is string => Boolean(ip))).size;
  if (ips > limits.ips) {
    out.push({ type: 'many_ips', value: ips, threshold: limits.ips, message: `${ips} különböző IP-címről érkeztek kérések (határ: ${limits.ips})` });
  }
  if (recent.length >= HEALTH_MIN_SAMPLES) {
    const rate = recent.filter((r) => !r.success).length / recent.length;
    if (rate > limits.errorRate) {
      out.push({ type: 'high_error_rate', value: rate, threshold: limits.errorRate, message: `Hibaarány ${Math.round(rate * 100)}% (határ: ${Math.round(limits.errorRate * 100)}%)` });
    }
  }
  return out;
}

// ---- platform rules (decision 0254) ------------------------------------------------------------

/** Every firm's usage in a rule's window (of one provider or all), as the database sums it. */
export interface UsageAggregate {
  requests: number;
  failures: number;
  /** € in the window. */
  cost: number;
  /** Sum of response times, ms. */
  responseMs: number;
}

export interface PlatformRule {
  name: string;
  type: AlertType | 'spend';
  condition: AlertRule['condition'];
  threshold: number;
  timeWindow: number;
  /** The provider's display name when the rule watches one provider. */
  providerName: string | null;
}

const PLATFORM_TITLES: Readonly<Record<AlertType | 'spend', string>> = {
  spend: 'Magas platformszintű AI-költés',
  cost: 'Magas AI-költség kérésenként (platform)',
  response_time: 'Lassú AI-válaszidő (platform)',
  usage_volume: 'Szokatlanul sok AI-kérés (platform)',
  error_rate: 'Magas AI-hibaarány (platform)',
};

/** The value of a platform rule: spend = € in the window, the four spec types as for a firm (0164); null when no request. */
export function aggregateValue(type: AlertType | 'spend', agg: UsageAggregate): number | null {
  if (type === 'spend') return agg.cost;
  if (type === 'usage_volume') return agg.requests;
  if (agg.requests === 0) return null;
  if (type === 'cost') return agg.cost / agg.requests;
  if (type === 'response_time') return agg.responseMs / agg.requests;
  return (agg.failures / agg.requests) * 100;
}

/** A platform rule over the window's aggregate: the alert's figures and Hungarian texts when it fires. */
export function evaluatePlatformRule(rule: PlatformRule, agg: UsageAggregate): { value: number; severity: AlertSeverity; title: string; message: string } | null {
  const value = aggregateValue(rule.type, agg);
  if (value === null || !conditionHolds(rule, value)) return null;
  const minutes = Math.round(rule.timeWindow / 60_000);
  const scope = rule.providerName ? `${rule.providerName}, minden iroda` : 'minden iroda és szolgáltató';
  return {
    value,
    severity: severityOf(rule, value),
    title: PLATFORM_TITLES[rule.type],
    message: `${rule.name}: ${formatRuleValue(rule.type, value)} (küszöb: ${formatRuleValue(rule.type, rule.threshold)}, időablak: ${formatHuNumber(minutes)} perc, ${scope}; ${formatHuNumber(agg.requests)} kérés)`,
  };
}
