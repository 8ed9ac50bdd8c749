// Webhooks (issue 36.4, decisions 0425–0429): the events a firm's endpoint may subscribe to, the
// bodies of the endpoint routes and the delivery log's shape. Isomorphic: the server validates
// with it, the integrations page builds its form and labels from it.
import { z } from 'zod';

/**
 * The domain events (src/server/events/domain-events.ts) a webhook can carry, with their
 * Hungarian labels. A module that adds an event type adds it here to make it subscribable; the
 * server test checks each one is a declared event type.
 */
export const webhookEventLabels = {
  'matter.created': 'Ügy létrehozva',
  'matter.updated': 'Ügy módosítva',
  'matter.closed': 'Ügy lezárva',
  'contact.created': 'Névjegy létrehozva',
  'contact.updated': 'Névjegy módosítva',
  'contact.deleted': 'Névjegy törölve',
  'contact.merged': 'Névjegyek összevonva',
  'document.uploaded': 'Dokumentum feltöltve',
  'document.version_added': 'Új dokumentumverzió',
  'document.updated': 'Dokumentum módosítva',
  'document.deleted': 'Dokumentum kukába helyezve',
  'document.restored': 'Dokumentum visszaállítva',
  'document.generated': 'Dokumentum generálva sablonból',
  'deadline.created': 'Határidő felvéve',
  'deadline.updated': 'Határidő módosítva',
  'deadline.completed': 'Határidő teljesítve',
  'deadline.deleted': 'Határidő törölve',
  'invoice.issued': 'Számla kiállítva',
  'payment.recorded': 'Befizetés rögzítve',
  'payment.deleted': 'Befizetés törölve',
  'time_entry.recorded': 'Időbejegyzés rögzítve',
  'time_entry.updated': 'Időbejegyzés módosítva',
  'time_entry.deleted': 'Időbejegyzés törölve',
  'message.received': 'Ügyfélüzenet érkezett',
  'opportunity.created': 'Lehetőség létrehozva',
  'opportunity.won': 'Lehetőség megnyerve',
} as const;

export type WebhookEventType = keyof typeof webhookEventLabels;
export const webhookEventTypes = Object.keys(webhookEventLabels) as [WebhookEventType, ...WebhookEventType[]];

/** The event of the "test connection" button: never a domain event, sent only on request. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** At most this many endpoints per firm. */
export const WEBHOOK_MAX_ENDPOINTS = 20;
/** A rotated secret keeps signing beside the new one this long by default (hours). */
export const WEBHOOK_DEFAULT_OVERLAP_HOURS = 24;
export const WEBHOOK_MAX_OVERLAP_HOURS = 168;
/** Failed deliveries are retried with exponential backoff for this long, then the endpoint is disabled. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60_000;

/**
 * What a webhook address is compared by: a firm may register one address once (two endpoints at
 * one address would receive every message twice). The URL parser lowercases the scheme and the
 * host and drops a default port; the fragment (never sent) and a trailing slash of the path are
 * dropped here. The path's case and the query stay: they may tell two receivers apart.
 */
export function webhookUrlKey(value: string): string {
  const trimmed = value.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return trimmed;
  }
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
}

export const sameWebhookUrl = (a: string, b: string) => webhookUrlKey(a) === webhookUrlKey(b);

const url = z
  .string()
  .trim()
  .min(1, 'Add meg a végpont címét.')
  .max(2000, 'A cím legfeljebb 2000 karakter lehet.')
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Érvényes http(s) címet adj meg, pl. https://rendszer.iroda.hu/webhook.');

const events = z
  .array(z.enum(webhookEventTypes))
  .min(1, 'Válassz legalább egy eseményt.')
  .refine((s) => new Set(s).size === s.length, 'Egy esemény csak egyszer szerepelhet.');

export const createWebhookBodySchema = z.object({
  url,
  description: z.string().trim().max(200, 'A leírás legfeljebb 200 karakter lehet.').default(''),
  events,
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z.object({
  url: url.optional(),
  description: z.string().trim().max(200, 'A leírás legfeljebb 200 karakter lehet.').optional(),
  events: events.optional(),
  /** false: disabled by hand; true: enabled again (its failure streak forgotten). */
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const rotateWebhookSecretBodySchema = z.object({
  /** How long the old secret keeps signing beside the new one (0: at once). */
  overlapHours: z.number().int().min(0).max(WEBHOOK_MAX_OVERLAP_HOURS).default(WEBHOOK_DEFAULT_OVERLAP_HOURS),
});

export const webhookDeliveryStatuses = ['pending', 'retrying', 'succeeded', 'failed'] as const;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why it is off: by hand, or after failing for the whole retry window, or 410 Gone. */
  disabledReason: z.enum(['manual', 'failing', 'gone']).nullable(),
  disabledAt: z.string().nullable(),
  /** The first characters of the current secret ("whsec_Ab3d…"), to recognise it. */
  secretStart: z.string(),
  /** Until when the previous secret still signs beside the current one. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  lastDelivery: z.object({ status: z.enum(webhookDeliveryStatuses), at: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema), eventTypes: z.array(z.object({ type: z.string(), label: z.string() })) });
/** A new endpoint or a rotated secret: the secret is in this answer only, never again. */
export const webhookWithSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The HTTP status of the answer; null when none came (refused address, network error, timeout). */
  status: z.number().int().nullable(),
  /** What went wrong, in Hungarian (null on success). */
  error: z.string().nullable(),
  durationMs: z.number().int(),
  requestHeaders: z.record(z.string(), z.string()),
  /** The answer's first characters. */
  responseBody: z.string().nullable(),
  manual: z.boolean(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every retry and redelivery. */
  messageId: z.string(),
  endpointId: z.string(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** The signed body (possibly truncated for display). */
  requestBody: z.string(),
  log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });

/** The "test connection" answer: whether it worked and, if not, what failed, in Hungarian. */
export const webhookTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  message: z.string(),
  durationMs: z.number().int(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;
