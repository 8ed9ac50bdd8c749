// The role the shell shows (spec 4: "selected role is stored in browser storage; changing it
// reloads the page"). Only roles the server says the user holds can be chosen; the server
// itself always enforces the union of those roles (decision 0020).
import type { MeResponse } from '@shared/me/me.schemas';
import { type Role, roles as roleOrder } from '@shared/permissions/roles';

export const ACTIVE_ROLE_STORAGE_KEY = 'vi.activeRole';

/** Every role the user holds: the platform role plus the roles in the active tenant. */
export function heldRoles(me: MeResponse): Role[] {
  const active = me.memberships.find((m) => m.tenantId === me.activeTenantId);
  const held = new Set<Role>([...(me.user.platformRole ? [me.user.platformRole] : []), ...(active?.roles ?? [])]);
  return roleOrder.filter((r) => held.has(r));
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(ACTIVE_ROLE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored choice when the user still holds it, otherwise the highest held role. */
export function activeRoleOf(me: MeResponse): Role | null {
  const held = heldRoles(me);
  const stored = readStored();
  return held.find((r) => r === stored) ?? held[0] ?? null;
}

export function switchActiveRole(role: Role): void {
  try {
    window.localStorage.setItem(ACTIVE_ROLE_STORAGE_KEY, role);
  } catch {
    // Without storage the choice cannot survive the reload; the default role stays.
  }
  window.location.reload();
}

export function clearActiveRole(): void {
  try {
    window.localStorage.removeItem(ACTIVE_ROLE_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
