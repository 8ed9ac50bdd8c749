// The webhooks' part of the route-guard harness (issue 36.4, decisions 0425–0428): the reviewed
// guard of each /api/integrations/webhooks route, another firm's endpoint and delivery for the
// object-level checks, and valid bodies. Spread into the shared lists of route-guard-harness.ts.
import type { Permission } from '@shared/permissions/permissions';
import type { Database } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { RouteGuard } from '../plugins/request-context';

const tenantPerm = (permission: Permission): RouteGuard => ({ kind: 'tenantPermission', permission });

export const webhookGuards: Record<string, RouteGuard> = {
  'GET /api/integrations/webhooks': tenantPerm('canManageModules'),
  'POST /api/integrations/webhooks': tenantPerm('canManageModules'),
  'PATCH /api/integrations/webhooks/:id': tenantPerm('canManageModules'),
  'POST /api/integrations/webhooks/:id/rotate-secret': tenantPerm('canManageModules'),
  'GET /api/integrations/webhooks/:id/deliveries': tenantPerm('canManageModules'),
  'POST /api/integrations/webhooks/deliveries/:id/redeliver': tenantPerm('canManageModules'),
  'POST /api/integrations/webhooks/:id/test': tenantPerm('canManageModules'),
};

export interface WebhookObjects {
  webhookEndpointId: string;
  webhookDeliveryId: string;
}

export const webhookForeignIds: Record<string, (f: WebhookObjects) => Record<string, string>> = {
  '/api/integrations/webhooks/:id': (f) => ({ id: f.webhookEndpointId }),
  '/api/integrations/webhooks/:id/rotate-secret': (f) => ({ id: f.webhookEndpointId }),
  '/api/integrations/webhooks/:id/deliveries': (f) => ({ id: f.webhookEndpointId }),
  '/api/integrations/webhooks/:id/test': (f) => ({ id: f.webhookEndpointId }),
  '/api/integrations/webhooks/deliveries/:id/redeliver': (f) => ({ id: f.webhookDeliveryId }),
};

export const webhookBodies: Record<string, unknown> = {
  'POST /api/integrations/webhooks': { url: 'https://93.184.216.34/webhook', events: ['contact.created'] },
  'PATCH /api/integrations/webhooks/:id': { description: 'Harness módosítás' },
  'POST /api/integrations/webhooks/:id/rotate-secret': { overlapHours: 1 },
};

/** An endpoint of the other firm with one delivery (its sealed secret need not open: every call must stop before). */
export async function foreignWebhooks(db: Database, tenantId: string): Promise<WebhookObjects> {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ tenantId, url: 'https://idegen.example.hu/webhook', events: ['contact.created'], secret: 'v1.nem.nyithato.ki', secretStart: 'whsec_Idgn' })
    .returning({ id: webhookEndpoints.id });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ tenantId, endpointId: endpoint!.id, messageId: `msg_idegen_${endpoint!.id}`, eventType: 'contact.created', body: '{"type":"contact.created"}', status: 'failed' })
    .returning({ id: webhookDeliveries.id });
  return { webhookEndpointId: endpoint!.id, webhookDeliveryId: delivery!.id };
}
