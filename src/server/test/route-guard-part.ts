// A module's part of the route-guard harness (issue 33 points 4 and 8, decision 0424). Each server
// module keeps its reviewed expectations next to its routes, in `modules/<x>/<x>.route-guards.ts`
// (test support: only the harness imports it, so the server bundle never contains it), and the
// harness gathers every such file with import.meta.glob (route-guard-parts.ts) – a new module's
// part is picked up without editing a list here.
import type { Permission } from '@shared/permissions/permissions';
import type { Database } from '../db/client';
import type { RouteGuard } from '../plugins/request-context';
import type { Foreign, ForeignFirm } from './route-guard-foreign';

export interface RouteGuardPart<Objects extends object = object> {
  /** The reviewed guard of each of the module's routes, by `METHOD /url` (spec 3.2/6). */
  guards: Record<string, RouteGuard>;
  /** Path parameters naming the other firm's (or another user's) object, by route URL. */
  foreignIds?: Record<string, (f: Foreign & Objects) => Record<string, string>>;
  /** A body that passes validation, by `METHOD /url`, for routes that take one. */
  bodies?: Record<string, unknown>;
  /** The query a GET route cannot answer without, by `METHOD /url`. */
  queries?: Record<string, string>;
  /**
   * The module's own objects of the other firm, created after the shared ones (`other` carries
   * them: its tenant, member, contact, matter, invoice …). Its own `foreignIds` read them typed;
   * another module's part reads them by name with `f.id('name')`, which throws if none made it.
   */
  foreign?: (db: Database, other: ForeignFirm) => Promise<Objects>;
}

/** Types a module's part against its own foreign objects; the harness sees every part alike. */
export function defineRouteGuardPart<Objects extends object = object>(part: RouteGuardPart<Objects>): RouteGuardPart {
  return part as unknown as RouteGuardPart;
}

export const signedIn: RouteGuard = { kind: 'signedIn' };
export const tenantPerm = (permission: Permission): RouteGuard => ({ kind: 'tenantPermission', permission });
export const platform = (permission: Permission): RouteGuard => ({ kind: 'platformAdmin', permission });
