// Domain events → webhooks (decision 0426): one consumer per subscribable event type, run in the
// transaction that wrote the event, queues a delivery for each enabled endpoint subscribed to it.
// The message is the event itself (`type`, `timestamp`, `data`): the subject's id and kind, the
// event's id (a receiver's second idempotency key) and its payload – except for a confidential
// matter's events, which carry ids only, so a matter's secrecy does not end at the firm's border.
import { type WebhookEventType, webhookEventTypes } from '@shared/integrations/webhooks';
import { type DomainEvent, type DomainEventType, onDomainEvent } from '../../events/domain-events';
import { enqueueWebhookEvent } from './webhooks.service';

/** Every subscribable type is a declared domain event type (this line stops compiling otherwise). */
type Undeclared = Exclude<WebhookEventType, DomainEventType>;
const everyTypeDeclared: [Undeclared] extends [never] ? true : Undeclared = true;
void everyTypeDeclared;

export function webhookData(event: DomainEvent): Record<string, unknown> {
  const payload = event.payload as Record<string, unknown>;
  const confidential = payload && typeof payload === 'object' && payload.confidential === true;
  return {
    id: event.subject.id,
    object: event.subject.type,
    eventId: event.id,
    version: event.version,
    actor: { kind: event.actor.kind, id: event.actor.id },
    ...(confidential ? { confidential: true } : { attributes: payload }),
  };
}

/** No delivery to queue (decision 0441): no enabled endpoint subscribed to the type where the firm has the integrations module – `enqueueWebhookEvent`'s selection. */
const webhooksIdle = (tenant: string, type: string) =>
  `not exists (select 1 from webhook_endpoints e where e.tenant_id = ${tenant} and e.enabled and e.events @> jsonb_build_array(${type}) ` +
  `and exists (select 1 from tenant_modules m where m.tenant_id = ${tenant} and m.module_key = 'integrations' and m.status = 'installed'))`;

export function registerWebhookConsumers(): void {
  for (const type of webhookEventTypes) {
    onDomainEvent(
      type as DomainEventType,
      'webhooks.deliver',
      async (tx, event) => {
        await enqueueWebhookEvent(tx, event.tenantId, { type: event.type, eventId: event.id, data: webhookData(event as DomainEvent) });
      },
      { idle: webhooksIdle },
    );
  }
}
