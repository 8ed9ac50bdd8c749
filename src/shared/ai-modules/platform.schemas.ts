// The platform admin's AI screen (decision 0242): platform-wide provider keys and every firm's AI
// usage, audit log and alerts, with a firm filter.
import { z } from 'zod';
import { alertOutSchema, alertStates } from './alerts.schemas';
import { AUDIT_DEFAULT_LIMIT, auditActions, auditEntrySchema, usageDaySchema } from './themis.schemas';

export const platformAiQuerySchema = z.object({
  tenantId: z.string().min(1).max(100).optional(),
  action: z.enum(auditActions).optional(),
  alertState: z.enum([...alertStates, 'open']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_DEFAULT_LIMIT),
});

export const platformFirmUsageSchema = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  requests: z.number(),
  failures: z.number(),
  cost: z.number(),
  openAlerts: z.number(),
  ownKeys: z.number(),
});

/** A provider's health as the gateways last judged it, per key scope, with its last 24 hours (decision 0255). */
export const platformProviderHealthSchema = z.object({
  provider: z.string(),
  /** 'platform' or a firm's id (a firm's own key). */
  scope: z.string(),
  scopeName: z.string(),
  status: z.enum(['healthy', 'degraded', 'down']),
  latency: z.number(),
  errorRate: z.number(),
  lastCheck: z.string(),
  requests24h: z.number(),
  failures24h: z.number(),
});
export type PlatformProviderHealth = z.infer<typeof platformProviderHealthSchema>;

export const platformAiOverviewSchema = z.object({
  /** € per Budapest day of the last 30 days, of every firm or of the filtered one. */
  days: z.array(usageDaySchema),
  health: z.array(platformProviderHealthSchema),
  firms: z.array(platformFirmUsageSchema),
  audit: z.array(auditEntrySchema.extend({ tenantId: z.string(), tenantName: z.string() })),
  alerts: z.array(alertOutSchema.extend({ tenantName: z.string() })),
});
export type PlatformAiOverview = z.infer<typeof platformAiOverviewSchema>;
