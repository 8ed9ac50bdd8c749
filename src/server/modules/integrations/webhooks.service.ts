// A firm's webhook endpoints and their deliveries (issue 36.4, decisions 0425–0428). The firm's
// module administrators create endpoints (the `whsec_` secret answered once, sealed at rest),
// choose their events, rotate the secret with an overlap (both sign meanwhile), disable and enable
// them, read the delivery log and redeliver a message with its original `webhook-id`. Every
// change is audited for whichever actor calls it. `enqueueWebhookEvent` is how anything – the
// domain events' consumer, an automation's "call a webhook" action – sends a message: one
// delivery row and one job per endpoint, in the caller's transaction.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type CreateWebhookBody,
  type UpdateWebhookBody,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookEventLabels,
  type WebhookTestResult,
  webhookUrlKey,
} from '@shared/integrations/webhooks';
import { type Actor, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { tenantModules, webhookDeliveries, type WebhookDeliveryRow, webhookEndpoints, type WebhookEndpointRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { enqueue } from '../../jobs/enqueue';
import { DomainError } from '../../lib/domain-error';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { newMessageId, newWebhookSecret, webhookHeaders } from '../../lib/standard-webhooks';
import { deliverWebhookJob } from './webhooks.job-definition';
import { sendWebhook, webhookUrlRefusal, type WebhookTransport } from './webhook-transport';

/** Who manages the firm's webhooks: the integrations module's permission (registry: canManageModules). */
export const WEBHOOKS_PERMISSION = 'canManageModules' as const;
export const SECRET_PURPOSE = 'webhook-secret';
/** How many characters of a secret the list shows ("whsec_Ab3d…"). */
const SECRET_START_LENGTH = 10;
/** How much of the signed body the delivery log answers (the body itself is kept whole). */
const BODY_VIEW_LIMIT = 4096;

export interface WebhookKeys {
  /** The server secret the endpoint secrets are sealed with (BETTER_AUTH_SECRET, as the NAV user's). */
  serverSecret: string;
}

function toEndpoint(row: WebhookEndpointRow, last: { status: WebhookDeliveryRow['status']; at: Date } | null, now: Date): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    secretStart: row.secretStart,
    previousSecretExpiresAt: row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? row.previousSecretExpiresAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last ? { status: last.status, at: last.at.toISOString() } : null,
  };
}

async function lastDeliveries(tx: TenantTx, tenantId: string, endpointIds: string[]) {
  if (endpointIds.length === 0) return new Map<string, { status: WebhookDeliveryRow['status']; at: Date }>();
  const rows = await tx
    .selectDistinctOn([webhookDeliveries.endpointId], { endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status, at: webhookDeliveries.updatedAt })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenantId), inArray(webhookDeliveries.endpointId, endpointIds)))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt));
  return new Map(rows.map((r) => [r.endpointId, { status: r.status, at: r.at }]));
}

export async function listWebhookEndpoints(tx: TenantTx, actor: Actor, now = new Date()) {
  authorize(actor, WEBHOOKS_PERMISSION);
  const rows = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, actor.tenantId)).orderBy(desc(webhookEndpoints.createdAt));
  const last = await lastDeliveries(
    tx,
    actor.tenantId,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toEndpoint(r, last.get(r.id) ?? null, now)),
    eventTypes: Object.entries(webhookEventLabels).map(([type, label]) => ({ type, label })),
  };
}

async function endpointRow(tx: TenantTx, tenantId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
  if (!row) throw new DomainError('WEBHOOK_NOT_FOUND');
  return row;
}

async function oneEndpoint(tx: TenantTx, tenantId: string, id: string, now: Date): Promise<WebhookEndpoint> {
  const row = await endpointRow(tx, tenantId, id);
  return toEndpoint(row, (await lastDeliveries(tx, tenantId, [id])).get(id) ?? null, now);
}

async function assertAllowedUrl(transport: WebhookTransport, url: string): Promise<void> {
  const refusal = await webhookUrlRefusal(transport, url);
  // A name that does not resolve yet may be stored: the delivery tells when it still does not.
  if (refusal && refusal !== 'unresolved')
    throw new DomainError('WEBHOOK_URL_FORBIDDEN', undefined, { url: refusal === 'scheme' ? 'Csak HTTPS cím adható meg.' : 'Ez a cím nem nyilvános (helyi vagy belső hálózati), ide nem küldhetünk.' });
}

/**
 * Refuses an address one of the firm's endpoints (enabled or not, `exceptId` aside) already has,
 * however it is spelt (`webhookUrlKey`): two endpoints at one address would receive every message
 * twice. The firm's endpoints are locked for the rest of the transaction, so two saves at once
 * cannot both pass (there are at most 20 rows; the table has no unique index on the address).
 */
async function assertUrlFree(tx: TenantTx, tenantId: string, url: string, exceptId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-urls:${tenantId}`}, 0))`);
  const key = webhookUrlKey(url);
  const rows = await tx.select({ id: webhookEndpoints.id, url: webhookEndpoints.url, description: webhookEndpoints.description }).from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, tenantId));
  const taken = rows.find((r) => r.id !== exceptId && webhookUrlKey(r.url) === key);
  if (taken)
    throw new DomainError('WEBHOOK_URL_TAKEN', undefined, {
      url: taken.description ? `Erre a címre már küld egy végpont („${taken.description}”): módosítsd azt, vagy adj meg másik címet.` : 'Erre a címre már küld egy végpont: módosítsd azt, vagy adj meg másik címet.',
    });
}

/** The host only: the audit trail need not keep a URL's path or query (it may carry a token). */
const hostOfUrl = (url: string) => new URL(url).host;

export async function createWebhookEndpoint(tx: TenantTx, actor: Actor, body: CreateWebhookBody, transport: WebhookTransport, keys: WebhookKeys, now = new Date()) {
  authorize(actor, WEBHOOKS_PERMISSION);
  await assertAllowedUrl(transport, body.url);
  // First: it locks the firm's endpoints, so the count below is exact too.
  await assertUrlFree(tx, actor.tenantId, body.url);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, actor.tenantId));
  if ((count?.n ?? 0) >= WEBHOOK_MAX_ENDPOINTS) throw new DomainError('WEBHOOK_LIMIT_REACHED');
  const secret = newWebhookSecret();
  const [row] = await tx
    .insert(webhookEndpoints)
    .values({
      tenantId: actor.tenantId,
      url: body.url,
      description: body.description,
      events: body.events,
      secret: sealSecret(keys.serverSecret, SECRET_PURPOSE, secret),
      secretStart: secret.slice(0, SECRET_START_LENGTH),
      createdBy: actor.userId,
    })
    .returning();
  await audit(tx, actor, 'webhooks.create', { type: 'webhook_endpoint', id: row!.id }, { host: hostOfUrl(body.url), events: body.events });
  return { endpoint: toEndpoint(row!, null, now), secret };
}

export async function updateWebhookEndpoint(tx: TenantTx, actor: Actor, id: string, body: UpdateWebhookBody, transport: WebhookTransport, now = new Date()) {
  authorize(actor, WEBHOOKS_PERMISSION);
  const row = await endpointRow(tx, actor.tenantId, id);
  if (body.url !== undefined && body.url !== row.url) {
    await assertAllowedUrl(transport, body.url);
    await assertUrlFree(tx, actor.tenantId, body.url, id);
  }
  const enabling = body.enabled === true && !row.enabled;
  const disabling = body.enabled === false && row.enabled;
  await tx
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
      ...(enabling ? { enabled: true, disabledReason: null, disabledAt: null } : {}),
      ...(disabling ? { enabled: false, disabledReason: 'manual' as const, disabledAt: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.tenantId, actor.tenantId), eq(webhookEndpoints.id, id)));
  const changed = Object.keys(body).filter((k) => body[k as keyof UpdateWebhookBody] !== undefined);
  await audit(tx, actor, enabling ? 'webhooks.enable' : disabling ? 'webhooks.disable' : 'webhooks.update', { type: 'webhook_endpoint', id }, { changed, host: hostOfUrl(body.url ?? row.url) });
  return oneEndpoint(tx, actor.tenantId, id, now);
}

/**
 * A new secret, answered once; the old one keeps signing beside it for `overlapHours` (the
 * receiver accepts either signature meanwhile, Standard Webhooks' zero-downtime rotation).
 */
export async function rotateWebhookSecret(tx: TenantTx, actor: Actor, id: string, overlapHours: number, keys: WebhookKeys, now = new Date()) {
  authorize(actor, WEBHOOKS_PERMISSION);
  const row = await endpointRow(tx, actor.tenantId, id);
  const secret = newWebhookSecret();
  const previousExpiresAt = overlapHours > 0 ? new Date(now.getTime() + overlapHours * 3_600_000) : null;
  await tx
    .update(webhookEndpoints)
    .set({
      secret: sealSecret(keys.serverSecret, SECRET_PURPOSE, secret),
      secretStart: secret.slice(0, SECRET_START_LENGTH),
      previousSecret: previousExpiresAt ? row.secret : null,
      previousSecretExpiresAt: previousExpiresAt,
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.tenantId, actor.tenantId), eq(webhookEndpoints.id, id)));
  await audit(tx, actor, 'webhooks.rotate_secret', { type: 'webhook_endpoint', id }, { overlapHours });
  return { endpoint: await oneEndpoint(tx, actor.tenantId, id, now), secret };
}

/** The secrets an attempt at `now` is signed with: the current one, and the previous one during its overlap. */
export function signingSecrets(row: Pick<WebhookEndpointRow, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>, keys: WebhookKeys, now: Date): string[] {
  const current = openSecret(keys.serverSecret, SECRET_PURPOSE, row.secret);
  const previous = row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? openSecret(keys.serverSecret, SECRET_PURPOSE, row.previousSecret) : null;
  return previous ? [current, previous] : [current];
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    endpointId: row.endpointId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    requestBody: row.body.length > BODY_VIEW_LIMIT ? `${row.body.slice(0, BODY_VIEW_LIMIT)}…` : row.body,
    log: row.log,
  };
}

/** The endpoint's latest deliveries, newest first. */
export async function listWebhookDeliveries(tx: TenantTx, actor: Actor, endpointId: string, limit = 50) {
  authorize(actor, WEBHOOKS_PERMISSION);
  await endpointRow(tx, actor.tenantId, endpointId);
  const rows = await tx
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, actor.tenantId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return { items: rows.map(toDelivery) };
}

/** Inserts a delivery and its job (in `tx`): the job commits exactly when the delivery does. */
async function queueDelivery(tx: TenantTx, tenantId: string, endpointId: string, message: { type: string; eventId: string | null; body: string }, actingUserId: string | null) {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({ tenantId, endpointId, messageId: newMessageId(), eventId: message.eventId, eventType: message.type, body: message.body })
    .returning({ id: webhookDeliveries.id });
  const jobId = await enqueue(tx, deliverWebhookJob, { deliveryId: row!.id, manual: false }, { tenantId, key: row!.id, actingUserId });
  await tx.update(webhookDeliveries).set({ jobId }).where(eq(webhookDeliveries.id, row!.id));
  return row!.id;
}

export interface WebhookMessage {
  /** Dot-separated event type, e.g. `matter.created`. */
  type: string;
  /** The domain event it carries, if any. */
  eventId?: string | null;
  data: Record<string, unknown>;
  /** Only these endpoints (an automation's chosen webhook); default: every enabled endpoint subscribed to `type`. */
  endpointIds?: readonly string[];
  occurredAt?: Date;
}

/**
 * Queues `message` for the firm's enabled endpoints (subscribed to its type, or the ones named),
 * if the firm has the integrations module installed. Runs in the caller's transaction: nothing is
 * sent for a change that is rolled back. Returns the delivery ids.
 */
export async function enqueueWebhookEvent(tx: TenantTx, tenantId: string, message: WebhookMessage, actingUserId: string | null = null): Promise<string[]> {
  const installed = sql`exists (select 1 from ${tenantModules} where ${tenantModules.tenantId} = ${tenantId} and ${tenantModules.moduleKey} = 'integrations' and ${tenantModules.status} = 'installed')`;
  const which = message.endpointIds ? inArray(webhookEndpoints.id, [...message.endpointIds]) : sql`${webhookEndpoints.events} @> ${JSON.stringify([message.type])}::jsonb`;
  if (message.endpointIds && message.endpointIds.length === 0) return [];
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.enabled, true), which, installed));
  if (endpoints.length === 0) return [];
  const body = JSON.stringify({ type: message.type, timestamp: (message.occurredAt ?? new Date()).toISOString(), data: message.data });
  const ids: string[] = [];
  for (const e of endpoints) ids.push(await queueDelivery(tx, tenantId, e.id, { type: message.type, eventId: message.eventId ?? null, body }, actingUserId));
  return ids;
}

/**
 * Sends a delivery again with its original `webhook-id` (the receiver's idempotency key): a new
 * job that supersedes a retry still waiting, with a fresh 3-day retry window.
 */
export async function redeliverWebhook(tx: TenantTx, actor: Actor, deliveryId: string, now = new Date()) {
  authorize(actor, WEBHOOKS_PERMISSION);
  const [row] = await tx
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, actor.tenantId), eq(webhookDeliveries.id, deliveryId)));
  if (!row) throw new DomainError('WEBHOOK_DELIVERY_NOT_FOUND');
  const endpoint = await endpointRow(tx, actor.tenantId, row.endpointId);
  if (!endpoint.enabled) throw new DomainError('WEBHOOK_DISABLED');
  const jobId = await enqueue(tx, deliverWebhookJob, { deliveryId, manual: true }, { tenantId: actor.tenantId, actingUserId: actor.userId });
  await tx.update(webhookDeliveries).set({ status: 'pending', jobId, windowStartedAt: now, nextAttemptAt: now, updatedAt: now }).where(eq(webhookDeliveries.id, deliveryId));
  await audit(tx, actor, 'webhooks.redeliver', { type: 'webhook_delivery', id: deliveryId }, { messageId: row.messageId, endpointId: row.endpointId, eventType: row.eventType });
  const [fresh] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return toDelivery(fresh!);
}

/**
 * "Kapcsolat tesztelése": sends a signed `webhook.test` message now and says what failed. Run in
 * three steps so no transaction stays open while the receiver is waited for: `prepare` (in a
 * transaction), `send` (none), `record` (in a transaction: the attempt in the log, audited).
 */
export const webhookConnectionTest = {
  async prepare(tx: TenantTx, actor: Actor, id: string, keys: WebhookKeys, now = new Date()) {
    authorize(actor, WEBHOOKS_PERMISSION);
    const row = await endpointRow(tx, actor.tenantId, id);
    const messageId = newMessageId();
    const body = JSON.stringify({ type: WEBHOOK_TEST_EVENT, timestamp: now.toISOString(), data: { endpointId: id, message: 'A Virtuális Iroda kapcsolatpróbája.' } });
    return { url: row.url, messageId, body, headers: webhookHeaders(signingSecrets(row, keys, now), messageId, now, body), at: now };
  },
  async send(transport: WebhookTransport, prepared: { url: string; headers: Record<string, string>; body: string }) {
    return sendWebhook(transport, prepared.url, prepared.headers, prepared.body);
  },
  async record(
    tx: TenantTx,
    actor: Actor,
    id: string,
    prepared: { messageId: string; body: string; headers: Record<string, string>; at: Date },
    sent: Awaited<ReturnType<typeof sendWebhook>>,
  ): Promise<WebhookTestResult> {
    authorize(actor, WEBHOOKS_PERMISSION);
    await tx.insert(webhookDeliveries).values({
      tenantId: actor.tenantId,
      endpointId: id,
      messageId: prepared.messageId,
      eventType: WEBHOOK_TEST_EVENT,
      body: prepared.body,
      status: sent.ok ? 'succeeded' : 'failed',
      attempts: 1,
      log: [{ at: prepared.at.toISOString(), status: sent.status, error: sent.error, durationMs: sent.durationMs, requestHeaders: prepared.headers, responseBody: sent.responseBody, manual: true }],
    });
    await audit(tx, actor, 'webhooks.test', { type: 'webhook_endpoint', id }, { ok: sent.ok, status: sent.status });
    return {
      ok: sent.ok,
      status: sent.status,
      message: sent.ok ? `A végpont HTTP ${sent.status} válasszal fogadta a próbaüzenetet (${sent.durationMs} ms).` : (sent.error ?? 'Ismeretlen hiba.'),
      durationMs: sent.durationMs,
    };
  },
};
