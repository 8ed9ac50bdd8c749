// AI alert rules and alerts of a firm (spec 3.7, 4, 9; decision 0240): the spec's four rule types
// over the usage metrics, budget thresholds (percent of a daily or monthly limit) and the four
// anomaly rules. Shared by /api/ai-modules/alerts* and the client.
import { z } from 'zod';
import {
  ANOMALY_MAX_DISTINCT_IPS,
  ANOMALY_MAX_ERROR_RATE,
  ANOMALY_MAX_OFF_HOURS_OPERATIONS,
  ANOMALY_MAX_OPERATIONS_24H,
  ANOMALY_WINDOW_MS,
  BUDGET_ALERT_THRESHOLDS,
  DEFAULT_ALERT_COST_PER_REQUEST,
  DEFAULT_ALERT_RESPONSE_TIME_MS,
  DEFAULT_ALERT_USAGE_VOLUME,
} from './ai-modules.constants';
import { alertConditions, alertSeverities, alertTypes, providerIds } from './ai-modules.schemas';

export const anomalyRuleTypes = ['anomaly_high_volume', 'anomaly_off_hours', 'anomaly_many_ips', 'anomaly_high_error_rate'] as const;
export const alertRuleTypes = [...alertTypes, 'budget', ...anomalyRuleTypes] as const;
export type AlertRuleType = (typeof alertRuleTypes)[number];
export type AnomalyRuleType = (typeof anomalyRuleTypes)[number];
/** Platform rules (decision 0254): total spend of every firm in the window, or the spec's four metric types. */
export const platformAlertRuleTypes = ['spend', ...alertTypes] as const;
export type PlatformAlertRuleType = (typeof platformAlertRuleTypes)[number];

export const isMetricRuleType = (type: AlertRuleType): type is (typeof alertTypes)[number] => (alertTypes as readonly string[]).includes(type);
export const isAnomalyRuleType = (type: AlertRuleType): type is AnomalyRuleType => (anomalyRuleTypes as readonly string[]).includes(type);

const HOUR_MS = 3_600_000;

export interface DefaultAlertRule {
  builtin: string;
  name: string;
  type: AlertRuleType;
  threshold: number;
  timeWindowMs: number;
}

/**
 * Every firm's starting rule set: spec 9's default alerts (one-hour window, decision 0164), the
 * budget thresholds 50/80/95 % and the anomaly rules (24 hours; error rate in percent).
 */
export const DEFAULT_FIRM_ALERT_RULES: readonly DefaultAlertRule[] = [
  { builtin: 'default-cost', name: 'Költség kérésenként', type: 'cost', threshold: DEFAULT_ALERT_COST_PER_REQUEST, timeWindowMs: HOUR_MS },
  { builtin: 'default-response-time', name: 'Válaszidő', type: 'response_time', threshold: DEFAULT_ALERT_RESPONSE_TIME_MS, timeWindowMs: HOUR_MS },
  { builtin: 'default-usage-volume', name: 'Kérések száma', type: 'usage_volume', threshold: DEFAULT_ALERT_USAGE_VOLUME, timeWindowMs: HOUR_MS },
  ...BUDGET_ALERT_THRESHOLDS.map((percent) => ({ builtin: `budget-${percent}`, name: `Költségkeret ${percent}%`, type: 'budget' as const, threshold: percent, timeWindowMs: 24 * HOUR_MS })),
  { builtin: 'anomaly-high-volume', name: 'Sok művelet 24 órán belül', type: 'anomaly_high_volume', threshold: ANOMALY_MAX_OPERATIONS_24H, timeWindowMs: ANOMALY_WINDOW_MS },
  { builtin: 'anomaly-off-hours', name: 'Munkaidőn kívüli műveletek', type: 'anomaly_off_hours', threshold: ANOMALY_MAX_OFF_HOURS_OPERATIONS, timeWindowMs: ANOMALY_WINDOW_MS },
  { builtin: 'anomaly-many-ips', name: 'Sok különböző IP-cím', type: 'anomaly_many_ips', threshold: ANOMALY_MAX_DISTINCT_IPS, timeWindowMs: ANOMALY_WINDOW_MS },
  { builtin: 'anomaly-error-rate', name: 'Magas hibaarány', type: 'anomaly_high_error_rate', threshold: ANOMALY_MAX_ERROR_RATE * 100, timeWindowMs: ANOMALY_WINDOW_MS },
];

export const alertRuleOutSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(alertRuleTypes),
  condition: z.enum(alertConditions),
  threshold: z.number(),
  timeWindowMs: z.number(),
  enabled: z.boolean(),
  notificationTargets: z.array(z.string()),
  builtin: z.string().nullable(),
  updatedAt: z.string(),
});
export type AlertRuleOut = z.infer<typeof alertRuleOutSchema>;
export const alertRulesResponseSchema = z.object({ items: z.array(alertRuleOutSchema) });

const MAX_WINDOW_MS = 30 * 24 * HOUR_MS;
/** A rule's e-mail notification targets (firm and platform rules alike; decision 0265). */
export const targetsSchema = z.array(z.email('Érvényes e-mail-címet adj meg.').max(200)).max(20, 'Legfeljebb 20 e-mail-címet adhatsz meg.');
export const createAlertRuleBodySchema = z.object({
  name: z.string().trim().min(1, 'Add meg a szabály nevét.').max(120),
  type: z.enum(alertRuleTypes),
  condition: z.enum(alertConditions).default('greater_than'),
  threshold: z.number().min(0).max(1_000_000_000),
  timeWindowMs: z.number().int().min(60_000).max(MAX_WINDOW_MS).default(HOUR_MS),
  enabled: z.boolean().default(true),
  notificationTargets: targetsSchema.default([]),
});
export const updateAlertRuleBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Add meg a szabály nevét.').max(120),
    condition: z.enum(alertConditions),
    threshold: z.number().min(0).max(1_000_000_000),
    timeWindowMs: z.number().int().min(60_000).max(MAX_WINDOW_MS),
    enabled: z.boolean(),
    notificationTargets: targetsSchema,
  })
  .partial();

export const alertStates = ['created', 'acknowledged', 'resolved'] as const;
export const alertOutSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  type: z.enum(alertRuleTypes),
  severity: z.enum(alertSeverities),
  title: z.string(),
  message: z.string(),
  metrics: z.record(z.string(), z.number()),
  subjectUserId: z.string().nullable(),
  subjectUserName: z.string().nullable(),
  state: z.enum(alertStates),
  acknowledged: z.boolean(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
});
export type AlertOut = z.infer<typeof alertOutSchema>;
export const alertsResponseSchema = z.object({ items: z.array(alertOutSchema) });
export const alertsQuerySchema = z.object({
  state: z.enum([...alertStates, 'open']).optional(),
  severity: z.enum(alertSeverities).optional(),
  type: z.enum(alertRuleTypes).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

// ---- platform rules and alerts (decision 0254) -------------------------------------------------

export const platformAlertRuleOutSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(platformAlertRuleTypes),
  provider: z.enum(providerIds).nullable(),
  condition: z.enum(alertConditions),
  threshold: z.number(),
  timeWindowMs: z.number(),
  enabled: z.boolean(),
  notificationTargets: z.array(z.string()),
  updatedAt: z.string(),
});
export type PlatformAlertRuleOut = z.infer<typeof platformAlertRuleOutSchema>;
export const platformAlertRulesResponseSchema = z.object({ items: z.array(platformAlertRuleOutSchema) });
export const createPlatformAlertRuleBodySchema = z.object({
  name: z.string().trim().min(1, 'Add meg a szabály nevét.').max(120),
  type: z.enum(platformAlertRuleTypes),
  provider: z.enum(providerIds).nullable().default(null),
  condition: z.enum(alertConditions).default('greater_than'),
  threshold: z.number().min(0).max(1_000_000_000),
  timeWindowMs: z.number().int().min(60_000).max(MAX_WINDOW_MS).default(HOUR_MS),
  enabled: z.boolean().default(true),
  notificationTargets: targetsSchema.default([]),
});
export const updatePlatformAlertRuleBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Add meg a szabály nevét.').max(120),
    provider: z.enum(providerIds).nullable(),
    condition: z.enum(alertConditions),
    threshold: z.number().min(0).max(1_000_000_000),
    timeWindowMs: z.number().int().min(60_000).max(MAX_WINDOW_MS),
    enabled: z.boolean(),
    notificationTargets: targetsSchema,
  })
  .partial();

export const platformAlertOutSchema = z.object({
  id: z.string(),
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  type: z.enum(platformAlertRuleTypes),
  severity: z.enum(alertSeverities),
  title: z.string(),
  message: z.string(),
  metrics: z.record(z.string(), z.number()),
  state: z.enum(alertStates),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
});
export type PlatformAlertOut = z.infer<typeof platformAlertOutSchema>;
export const platformAlertsResponseSchema = z.object({ items: z.array(platformAlertOutSchema) });
export const platformAlertsQuerySchema = z.object({
  state: z.enum([...alertStates, 'open']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
