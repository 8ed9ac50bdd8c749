// The platform admin's AI screen (decision 0242): platform-wide provider keys and every firm's AI
// usage, audit log and alerts, with a firm filter.
import { z } from 'zod';
import { alertOutSchema, alertStates } from './alerts.schemas';
import { auditActions, auditEntrySchema } from './themis.schemas';

export const platformAiQuerySchema = z.object({
  tenantId: z.string().min(1).max(100).optional(),
  action: z.enum(auditActions).optional(),
  alertState: z.enum([...alertStates, 'open']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
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

export const platformAiOverviewSchema = z.object({
  firms: z.array(platformFirmUsageSchema),
  audit: z.array(auditEntrySchema.extend({ tenantId: z.string(), tenantName: z.string() })),
  alerts: z.array(alertOutSchema.extend({ tenantName: z.string() })),
});
export type PlatformAiOverview = z.infer<typeof platformAiOverviewSchema>;
