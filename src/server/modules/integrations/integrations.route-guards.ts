// The integrations module's part of the route-guard harness – its webhooks – (issue 36.4, decisions 0425–0428): the reviewed
// guard of each /api/integrations/webhooks route, another firm's endpoint and delivery for the
// object-level checks, and valid bodies. Test support (decision 0424): gathered by
// src/server/test/route-guard-parts.ts, never imported by production code.
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { RouteGuard } from '../../plugins/request-context';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

const guards: Record<string, RouteGuard> = {
  'GET /api/integrations/webhooks': tenantPerm('canManageModules'),
  'POST /api/integrations/webhooks': tenantPerm('canManageModules'),
  'PATCH /api/integrations/webhooks/:id': tenantPerm('canManageModules'),
  'POST /api/integrations/webhooks/:id/rotate-secret': tenantPerm('canManageModules'),
  'GET /api/integrations/webhooks/:id/deliveries': tenantPerm('canManageModules'),
  'POST /api/integrations/webhooks/deliveries/:id/redeliver': tenantPerm('canManageModules'),
  'POST /api/integrations/webhooks/:id/test': tenantPerm('canManageModules'),
};

interface WebhookObjects {
  webhookEndpointId: string;
  webhookDeliveryId: string;
}

const foreignIds: Record<string, (f: WebhookObjects) => Record<string, string>> = {
  '/api/integrations/webhooks/:id': (f) => ({ id: f.webhookEndpointId }),
  '/api/integrations/webhooks/:id/rotate-secret': (f) => ({ id: f.webhookEndpointId }),
  '/api/integrations/webhooks/:id/deliveries': (f) => ({ id: f.webhookEndpointId }),
  '/api/integrations/webhooks/:id/test': (f) => ({ id: f.webhookEndpointId }),
  '/api/integrations/webhooks/deliveries/:id/redeliver': (f) => ({ id: f.webhookDeliveryId }),
};

const bodies: Record<string, unknown> = {
  'POST /api/integrations/webhooks': { url: 'https://93.184.216.34/webhook', events: ['contact.created'] },
  'PATCH /api/integrations/webhooks/:id': { description: 'Harness módosítás' },
  'POST /api/integrations/webhooks/:id/rotate-secret': { overlapHours: 1 },
};

/** An endpoint of the other firm with one delivery (its sealed secret need not open: every call must stop before). */
async function foreignWebhooks(db: Database, tenantId: string): Promise<WebhookObjects> {
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

export default defineRouteGuardPart<WebhookObjects>({ guards, foreignIds, bodies, foreign: (db, other) => foreignWebhooks(db, other.tenantId) });
