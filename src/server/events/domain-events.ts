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
import type { StatementParams, TenantTx } from '../db/tenant-scope';

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

/**
 * A consumer's "nothing to do" as SQL (decision 0441): a boolean expression, true when the consumer
 * would write nothing for an event of this type in this firm (e.g. no webhook endpoint subscribed).
 * Given the placeholders of the firm's id and the event type. A change written as hand-written
 * statements in one message writes its event only where every consumer of its type is idle, and
 * otherwise goes the way of `emit`.
 */
export type ConsumerIdleProbe = (tenant: string, type: string) => string;

interface Registered {
  name: string;
  consume: DomainEventConsumer<DomainEventType>;
  idle?: ConsumerIdleProbe;
}

const consumers = new Map<DomainEventType, Registered[]>();

/**
 * Registers `consume` for events of `type` (once per name: a module's file imported twice does not
 * run its consumer twice). Modules register theirs where they are defined; the module manifest
 * (issue 33.4) lists them.
 */
export function onDomainEvent<T extends DomainEventType>(type: T, name: string, consume: DomainEventConsumer<T>, options: { idle?: ConsumerIdleProbe } = {}): void {
  const list = consumers.get(type) ?? [];
  const entry: Registered = { name, consume: consume as unknown as DomainEventConsumer<DomainEventType>, ...(options.idle ? { idle: options.idle } : {}) };
  const at = list.findIndex((c) => c.name === name);
  if (at >= 0) list[at] = entry;
  else list.push(entry);
  consumers.set(type, list);
}

/** Names of the consumers of `type`, in the order they run. */
export function consumersOf(type: DomainEventType): string[] {
  return (consumers.get(type) ?? []).map((c) => c.name);
}

/**
 * SQL true when no consumer of `type` has anything to do in the firm (`tenant`: its placeholder),
 * or null when a consumer cannot say so in SQL (then only `emit` may write the event).
 */
export function consumersIdle(p: StatementParams, type: DomainEventType, tenant: string): string | null {
  const list = consumers.get(type) ?? [];
  if (list.some((c) => !c.idle)) return null;
  if (list.length === 0) return 'true';
  const typeParam = `${p.add(type)}::text`;
  return list.map((c) => `(${c.idle!(tenant, typeParam)})`).join(' and ');
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
  const event = newEvent(actor, type, subject, payload, options);
  await tx.insert(domainEvents).values(eventRow(event, actor));
  for (const consumer of consumers.get(type) ?? []) await consumer.consume(tx, event as unknown as DomainEvent<DomainEventType>, actor);
  return event;
}

function newEvent<T extends DomainEventType>(actor: Actor, type: T, subject: Subject, payload: DomainEventPayloads[T], options: EmitOptions): DomainEvent<T> {
  return {
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
}

function eventRow(event: DomainEvent, actor: Actor) {
  const subject = event.subject;
  return {
    id: event.id,
    tenantId: event.tenantId,
    type: event.type,
    version: event.version,
    actorKind: actor.kind,
    actorId: actor.id,
    actorUserId: actor.userId,
    subjectType: subject.type,
    subjectId: subject.id,
    payload: event.payload as Record<string, unknown>,
    causationId: event.causationId,
    depth: event.depth,
    requestId: actor.origin?.requestId ?? null,
  };
}

/**
 * `emit`'s row as the head of a hand-written insert (`insert into domain_events (…) select …`),
 * for a change written in one message (decision 0441). It runs no consumer: the caller appends a
 * `where` that holds `consumersIdle` for the type, and collects the parameters in `p`.
 */
export function eventInsert<T extends DomainEventType>(p: StatementParams, actor: Actor, type: T, subject: Subject, payload: DomainEventPayloads[T], options: EmitOptions = {}): string {
  const r = eventRow(newEvent(actor, type, subject, payload, options), actor);
  const text = (v: unknown) => `${p.add(v)}::text`;
  return (
    'insert into domain_events (id, tenant_id, type, version, actor_kind, actor_id, actor_user_id, subject_type, subject_id, payload, causation_id, depth, request_id) select ' +
    `${text(r.id)}, ${text(r.tenantId)}, ${text(r.type)}, ${p.add(r.version)}::int, ${text(r.actorKind)}, ${text(r.actorId)}, ${text(r.actorUserId)}, ${text(r.subjectType)}, ` +
    `${text(r.subjectId)}, ${p.add(JSON.stringify(r.payload))}::jsonb, ${text(r.causationId)}, ${p.add(r.depth)}::int, ${text(r.requestId)}`
  );
}
