// The signed-in user's permissions in the active tenant, mirrored from /api/me for the billing
// pages (the server enforces them again on every call).
import { type PermissionSet, permissionsForRoles } from '@shared/permissions/permissions';
import type { Role } from '@shared/permissions/roles';
import { useMe } from '@client/features/me/api/get-me';

export function useTenantPermissions(): { permissions: PermissionSet | null; isPlatformAdmin: boolean; hasTenant: boolean } {
  const me = useMe();
  if (!me.data) return { permissions: null, isPlatformAdmin: false, hasTenant: false };
  const active = me.data.memberships.find((m) => m.tenantId === me.data.activeTenantId) ?? me.data.memberships.find((m) => !m.suspended);
  const roles: Role[] = [...(me.data.user.platformRole ? (['admin'] as const) : []), ...(active?.roles ?? [])];
  return { permissions: permissionsForRoles(roles), isPlatformAdmin: me.data.user.platformRole === 'admin', hasTenant: Boolean(active) };
}
