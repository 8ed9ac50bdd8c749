// Module-owned permissions (issue 33 point 5, decision 0419). A module names what can be done in it
// (`invoice-generator.issue`, `hospitality.reservations.manage`) instead of borrowing another area's
// permission by name in its routes and services. Each action maps from spec 3.2's permissions,
// which stay the role defaults: `permission` says who may do it at all, `anyWith` who may do it on
// every record of the firm – without it, a holder acts on their own records only. Changing who may
// do an action is a change of this table; routes, services and the client read it.
import type { Permission, PermissionSet } from './permissions';

/** On whose records an actor may do an action: their own, or any of the firm's. */
export type ActionScope = 'own' | 'any';

export interface ModuleAction<K extends string = string> {
  /** `<module>.<action>`, as audit entries and error details name it. */
  key: K;
  /** Who may do the action (the role default of spec 3.2). */
  permission: Permission;
  /** Holding this too lets the action reach every record of the firm; absent: always the firm's. */
  anyWith?: Permission;
}

type ActionSpec = Permission | { permission: Permission; anyWith?: Permission };

/** A module's actions, keyed `<module>.<name>`: `moduleActions('invoice-generator', { issue: 'canCreateTimeEntries' })`. */
export function moduleActions<M extends string, const T extends Record<string, ActionSpec>>(module: M, specs: T): { readonly [N in keyof T & string]: ModuleAction<`${M}.${N}`> } {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => {
      const { permission, anyWith } = typeof spec === 'string' ? { permission: spec, anyWith: undefined } : spec;
      return [name, { key: `${module}.${name}`, permission, ...(anyWith ? { anyWith } : {}) }];
    }),
  ) as { readonly [N in keyof T & string]: ModuleAction<`${M}.${N}`> };
}

/** The scope a permission set gives for `action`, or null when it may not do it at all. */
export function actionScope(permissions: Readonly<PermissionSet>, action: ModuleAction): ActionScope | null {
  if (!permissions[action.permission]) return null;
  if (!action.anyWith) return 'any';
  return permissions[action.anyWith] ? 'any' : 'own';
}
