// Domain events (issue 33.2, decision 0291): a service records what happened in the business –
// `matter.created`, `invoice.issued`, `payment.recorded` – as one `domain_events` row, in the
// transaction of the change, with who did it (the Actor), what it is about (the subject) and a
// versioned payload. Notifications, e-mails and (next) webhooks and automations are consumers of
// these events, never of routes; a consumer runs inside the same transaction (today's in-app
// notices), or enqueues its job there once the job runtime is in place – either way an event and
// its consequences exist exactly when the change was committed.
//
// Each module declares its event types and payloads by augmenting `DomainEventPayloads`
// (`<module>/<module>.events.ts`), so `emit` is typed per event type.
import type { Actor } from '../actor/actor';
import type { Subject } from '../audit/audit';
import { domainEvents } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

/**
 * Event type → payload, filled in by the modules:
 * `declare module '…/events/domain-events' { interface DomainEventPayloads { 'matter.created': {…} } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules (declaration merging)
export interface DomainEventPayloads {}

export type DomainEventType = keyof DomainEventPayloads;

export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: string;
  tenantId: string;
  type: T;
  version: number;
  actor: Pick<Actor, 'kind' | 'id' | 'userId'>;
  subject: Subject;
  payload: DomainEventPayloads[T];
  /** The event that caused this one (an automation's trigger) and how deep the chain is. */
  causationId: string | null;
  depth: number;
}

/** A consumer of one event type: runs in the transaction that wrote the event, as the actor that caused it. */
export type DomainEventConsumer<T extends DomainEventType> = (tx: TenantTx, event: DomainEvent<T>, actor: Actor) => Promise<void>;

interface Registered {
  name: string;
  consume: DomainEventConsumer<DomainEventType>;
}

const consumers = new Map<DomainEventType, Registered[]>();

/**
 * Registers `consume` for events of `type` (once per name: a module's file imported twice does not
 * run its consumer twice). Modules register theirs where they are defined; the module manifest
 * (issue 33.4) lists them.
 */
export function onDomainEvent<T extends DomainEventType>(type: T, name: string, consume: DomainEventConsumer<T>): void {
  const list = consumers.get(type) ?? [];
  const entry: Registered = { name, consume: consume as unknown as DomainEventConsumer<DomainEventType> };
  const at = list.findIndex((c) => c.name === name);
  if (at >= 0) list[at] = entry;
  else list.push(entry);
  consumers.set(type, list);
}

/** Names of the consumers of `type`, in the order they run. */
export function consumersOf(type: DomainEventType): string[] {
  return (consumers.get(type) ?? []).map((c) => c.name);
}

export interface EmitOptions {
  /** The payload's version (default 1); raise it when the payload's shape changes incompatibly. */
  version?: number;
}

/**
 * Writes the event in `tx` – the transaction of the change – and runs its consumers there. A
 * consumer's failure fails the change: nothing of it, the event or the consequences is kept.
 */
export async function emit<T extends DomainEventType>(tx: TenantTx, actor: Actor, type: T, subject: Subject, payload: DomainEventPayloads[T], options: EmitOptions = {}): Promise<DomainEvent<T>> {
  const event: DomainEvent<T> = {
    id: crypto.randomUUID(),
    tenantId: actor.tenantId,
    type,
    version: options.version ?? 1,
    actor: { kind: actor.kind, id: actor.id, userId: actor.userId },
    subject,
    payload,
    causationId: actor.cause.eventId,
    depth: actor.cause.depth,
  };
  await tx.insert(domainEvents).values({
    id: event.id,
    tenantId: event.tenantId,
    type: event.type,
    version: event.version,
    actorKind: actor.kind,
    actorId: actor.id,
    actorUserId: actor.userId,
    subjectType: subject.type,
    subjectId: subject.id,
    payload: payload as Record<string, unknown>,
    causationId: event.causationId,
    depth: event.depth,
    requestId: actor.origin?.requestId ?? null,
  });
  for (const consumer of consumers.get(type) ?? []) await consumer.consume(tx, event as unknown as DomainEvent<DomainEventType>, actor);
  return event;
}
