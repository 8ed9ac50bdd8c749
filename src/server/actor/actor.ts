// Who acts (issue 33.1, decision 0290). Every service function takes an explicit Actor instead of
// reading a request: a route builds one from the request's context (`actorOfRequest`,
// lib/route-scope.ts), a job or sweep builds a system actor, an automation or an API key its own.
// The service checks the actor's permission itself (`authorize`), so a caller that never passes
// a route guard – an API key, an automation, a job – is checked exactly like a signed-in user,
// and its audit entries and domain events say who it was (audit/audit.ts, events/).
import { type ActionScope, actionScope, type ModuleAction } from '@shared/permissions/module-actions';
import { type Permission, type PermissionSet, permissionsForRoles, rolePermissions } from '@shared/permissions/permissions';
import type { Role } from '@shared/permissions/roles';
import { DomainError } from '../lib/domain-error';

export type ActorKind = 'user' | 'apiKey' | 'automation' | 'system';

/** Where a request came from; null for work that no request started (a job, a sweep). */
export interface ActorOrigin {
  ip: string | null;
  userAgent: string | null;
  /** The request id (x-request-id), to join the logs with the audit trail. */
  requestId: string | null;
}

/**
 * What caused the action: the domain event an automation reacts to, and how many automations
 * deep the chain is. Events written by the actor carry both, and `automationActor` refuses to go
 * deeper than MAX_CAUSATION_DEPTH, so an automation cannot retrigger itself endlessly.
 */
export interface ActorCause {
  eventId: string | null;
  depth: number;
}

export interface Actor {
  kind: ActorKind;
  /** The kind's own id: the user's id, the API key's id, the automation's id, `system:<job>`. */
  id: string;
  /** The tenant acted in: every read and write of the call is scoped to it. */
  tenantId: string;
  /**
   * The person behind the action: the user, the owner of the API key, the author of the
   * automation. Null for the system. Row-level security sees this user (confidential matters,
   * own timers), and created-by columns name it.
   */
  userId: string | null;
  /** Roles of the person behind the action in the tenant ([] for the system). */
  roles: readonly Role[];
  /**
   * What the actor may do: spec 3.2's permissions (the role defaults). Checked only through
   * `can`/`authorize`, the one place where module-owned actions with own/any scope (issue 33.5)
   * plug in next to them.
   */
  permissions: Readonly<PermissionSet>;
  origin: ActorOrigin | null;
  cause: ActorCause;
}

/** An actor with a person behind it (user, API key, automation): services that name a user take this. */
export type PersonActor = Actor & { userId: string };

/** Automations reacting to events caused by automations stop at this depth. */
export const MAX_CAUSATION_DEPTH = 5;

const direct: ActorCause = Object.freeze({ eventId: null, depth: 0 });

/** The signed-in user of a request (routes build it with `actorOfRequest`). */
export function userActor(input: { tenantId: string; userId: string; roles: readonly Role[]; permissions?: Readonly<PermissionSet>; origin?: ActorOrigin | null }): PersonActor {
  return {
    kind: 'user',
    id: input.userId,
    tenantId: input.tenantId,
    userId: input.userId,
    roles: input.roles,
    permissions: input.permissions ?? permissionsForRoles(input.roles),
    origin: input.origin ?? null,
    cause: direct,
  };
}

/**
 * An API key: acts for the user who created it, never with more than that user may do; `scope`
 * narrows it further (the key's own grants, issue 36).
 */
export function apiKeyActor(input: { tenantId: string; keyId: string; ownerUserId: string; ownerRoles: readonly Role[]; scope?: readonly Permission[]; origin?: ActorOrigin | null }): PersonActor {
  const owner = permissionsForRoles(input.ownerRoles);
  const permissions = input.scope ? narrowed(owner, input.scope) : owner;
  return { kind: 'apiKey', id: input.keyId, tenantId: input.tenantId, userId: input.ownerUserId, roles: input.ownerRoles, permissions, origin: input.origin ?? null, cause: direct };
}

/**
 * An automation: acts for its author with the author's permissions. `cause` is the domain event
 * it reacts to (its id and the depth that event was written at); one deeper than the cause,
 * refused past MAX_CAUSATION_DEPTH.
 */
export function automationActor(input: { tenantId: string; automationId: string; authorUserId: string; authorRoles: readonly Role[]; cause?: ActorCause | null }): PersonActor {
  const depth = input.cause ? input.cause.depth + 1 : 0;
  if (depth > MAX_CAUSATION_DEPTH) throw new DomainError('AUTOMATION_DEPTH_EXCEEDED');
  return {
    kind: 'automation',
    id: input.automationId,
    tenantId: input.tenantId,
    userId: input.authorUserId,
    roles: input.authorRoles,
    permissions: permissionsForRoles(input.authorRoles),
    origin: null,
    cause: { eventId: input.cause?.eventId ?? null, depth },
  };
}

/**
 * The platform itself working in a tenant: a job, a sweep, a reminder. It holds the firm
 * administrator's permissions (everything inside the tenant, nothing of the platform) and has no
 * person behind it. `job` names the work in the audit trail (`system:deadline-reminders`).
 */
export function systemActor(tenantId: string, job: string, cause?: ActorCause | null): Actor {
  return { kind: 'system', id: `system:${job}`, tenantId, userId: null, roles: [], permissions: rolePermissions.tenant, origin: null, cause: cause ?? direct };
}

function narrowed(set: Readonly<PermissionSet>, scope: readonly Permission[]): PermissionSet {
  return Object.fromEntries(Object.entries(set).map(([p, granted]) => [p, granted && scope.includes(p as Permission)])) as PermissionSet;
}

/** Whether the actor holds `permission`. */
export function can(actor: Actor, permission: Permission): boolean {
  return actor.permissions[permission] === true;
}

/** The service's check: refuses with FORBIDDEN unless the actor holds `permission`. */
export function authorize(actor: Actor, permission: Permission): void {
  if (!can(actor, permission)) throw new DomainError('FORBIDDEN');
}

/** The scope `action` has for the actor: its own records, any of the firm's, or null (not at all). */
export function scopeOf(actor: Actor, action: ModuleAction): ActionScope | null {
  return actionScope(actor.permissions, action);
}

/** The service's check of a module's action (decision 0419): FORBIDDEN unless allowed; else its scope. */
export function authorizeAction(actor: Actor, action: ModuleAction): ActionScope {
  const scope = scopeOf(actor, action);
  if (scope === null) throw new DomainError('FORBIDDEN');
  return scope;
}

/** The person behind the actor; refuses the system where a user must act (a timer, a team member). */
export function personOf(actor: Actor): string {
  if (actor.userId === null) throw new DomainError('FORBIDDEN');
  return actor.userId;
}

/** `actor` as a PersonActor, or FORBIDDEN for the system. */
export function asPerson(actor: Actor): PersonActor {
  personOf(actor);
  return actor as PersonActor;
}
