// Running one delivery (decision 0426), as the handler of `webhooks.deliver` on the job runtime:
// sign the stored body with the endpoint's secrets at the time of the attempt, POST it, log the
// request and the (truncated) answer. A failure is retried with exponential backoff and jitter
// (retryDelayMs, the runtime's own curve) until three days have passed since the window began;
// the last attempt falls on the window's end. Then – or at once on 410 Gone – the endpoint is
// disabled and the firm's administrators get a notice. A worker killed mid-request leaves the job
// leased; another instance takes it when the lease ends and sends the same `webhook-id` again.
import { and, eq, inArray } from 'drizzle-orm';
import { permissionsForRoles } from '@shared/permissions/permissions';
import { parseMemberRoles } from '@shared/permissions/roles';
import { WEBHOOK_RETRY_WINDOW_MS } from '@shared/integrations/webhooks';
import { audit } from '../../audit/audit';
import { members, webhookDeliveries, type WebhookAttemptLog, webhookEndpoints, type WebhookEndpointRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import type { JobOutcome, TenantJobContext } from '../../jobs/context';
import { retryDelayMs } from '../../jobs/definition';
import { webhookHeaders } from '../../lib/standard-webhooks';
import { notify } from '../../notifications/notify';
import { sendWebhook, type WebhookTransport } from './webhook-transport';
import { signingSecrets, WEBHOOKS_PERMISSION, type WebhookKeys } from './webhooks.service';

/** The backoff between attempts: 30 s doubling, at most 12 h (with jitter), within the 3-day window. */
export const DELIVERY_BACKOFF = { baseMs: 30_000, capMs: 12 * 60 * 60_000 };
/** Attempts kept in a delivery's log (the oldest are dropped). */
const LOG_LIMIT = 20;

export interface DeliveryDeps {
  transport: WebhookTransport;
  keys: WebhookKeys;
  random?: () => number;
}

type Ending = { reason: 'failing' | 'gone'; error: string };

/** The firm's administrators of the integrations module: who is told that an endpoint was disabled. */
async function endpointAdmins(tx: TenantTx, tenantId: string): Promise<string[]> {
  const rows = await tx.select({ userId: members.userId, role: members.role }).from(members).where(eq(members.organizationId, tenantId));
  return rows.filter((r) => permissionsForRoles(parseMemberRoles(r.role))[WEBHOOKS_PERMISSION]).map((r) => r.userId);
}

/** Disables the endpoint, fails its waiting deliveries and tells the administrators (in the job's last transaction). */
async function disableEndpoint(tx: TenantTx, ctx: TenantJobContext, endpoint: WebhookEndpointRow, ending: Ending, now: Date): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: ending.reason, disabledAt: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.tenantId, ctx.tenantId), eq(webhookEndpoints.id, endpoint.id)));
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, updatedAt: now })
    .where(and(eq(webhookDeliveries.tenantId, ctx.tenantId), eq(webhookDeliveries.endpointId, endpoint.id), inArray(webhookDeliveries.status, ['pending', 'retrying'])));
  await audit(tx, ctx.actor, 'webhooks.auto_disable', { type: 'webhook_endpoint', id: endpoint.id }, { reason: ending.reason, host: new URL(endpoint.url).host });
  const why = ending.reason === 'gone' ? 'a fogadó 410 Gone választ adott' : 'három napja nem sikerül kézbesíteni neki';
  await notify(
    tx,
    (await endpointAdmins(tx, ctx.tenantId)).map((userId) => ({
      userId,
      tenantId: ctx.tenantId,
      kind: 'webhooks.endpoint_disabled',
      title: 'Kikapcsoltunk egy webhook-végpontot',
      body: `A(z) ${endpoint.url} végpontot kikapcsoltuk, mert ${why}. Utolsó hiba: ${ending.error} Javítás után az Integrációk oldalon kapcsold vissza, és küldd újra a sikertelen üzeneteket.`,
      link: '/app/integrations',
    })),
  );
}

export async function runDelivery(ctx: TenantJobContext, payload: { deliveryId: string; manual: boolean }, deps: DeliveryDeps): Promise<JobOutcome> {
  const loaded = await ctx.inTenant(async (tx) => {
    const [delivery] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.tenantId, ctx.tenantId), eq(webhookDeliveries.id, payload.deliveryId)));
    if (!delivery) return null;
    const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
    return endpoint ? { delivery, endpoint } : null;
  });
  // Gone, finished, or superseded by a manual redelivery's job: nothing to send.
  if (!loaded) return;
  const { delivery, endpoint } = loaded;
  if (delivery.jobId !== ctx.job.id || delivery.status === 'succeeded' || delivery.status === 'failed') return;
  const now = ctx.now();
  if (!endpoint.enabled) {
    await ctx.commit((tx) => tx.update(webhookDeliveries).set({ status: 'failed', nextAttemptAt: null, updatedAt: now }).where(eq(webhookDeliveries.id, delivery.id)));
    return;
  }

  const headers = webhookHeaders(signingSecrets(endpoint, deps.keys, now), delivery.messageId, now, delivery.body);
  const sent = await sendWebhook(deps.transport, endpoint.url, headers, delivery.body, ctx.signal);
  const at = ctx.now();
  const entry: WebhookAttemptLog = { at: now.toISOString(), status: sent.status, error: sent.error, durationMs: sent.durationMs, requestHeaders: headers, responseBody: sent.responseBody, manual: payload.manual };
  const log = [...delivery.log, entry].slice(-LOG_LIMIT);
  const attempts = delivery.attempts + 1;

  if (sent.ok) {
    await ctx.commit((tx) => tx.update(webhookDeliveries).set({ status: 'succeeded', attempts, log, nextAttemptAt: null, updatedAt: at }).where(eq(webhookDeliveries.id, delivery.id)));
    return;
  }
  const windowEnds = delivery.windowStartedAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (sent.gone || at.getTime() >= windowEnds) {
    await ctx.commit(async (tx) => {
      await tx.update(webhookDeliveries).set({ status: 'failed', attempts, log, nextAttemptAt: null, updatedAt: at }).where(eq(webhookDeliveries.id, delivery.id));
      await disableEndpoint(tx, ctx, endpoint, { reason: sent.gone ? 'gone' : 'failing', error: sent.error ?? '' }, at);
    });
    return;
  }
  const backoff = retryDelayMs(DELIVERY_BACKOFF, attempts, deps.random);
  const next = new Date(Math.min(windowEnds, at.getTime() + Math.max(backoff, sent.retryAfterMs ?? 0)));
  await ctx.inTenant((tx) => tx.update(webhookDeliveries).set({ status: 'retrying', attempts, log, nextAttemptAt: next, updatedAt: at }).where(eq(webhookDeliveries.id, delivery.id)));
  return { runAgainAt: next };
}
