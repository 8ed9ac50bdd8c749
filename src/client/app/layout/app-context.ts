// What every /app page knows from the layout: the user (from /api/me), the role shown and the
// roles held. Pages read it with useAppContext() instead of fetching it again.
import { useOutletContext } from 'react-router';
import type { MeResponse } from '@shared/me/me.schemas';
import { type PermissionSet, rolePermissions } from '@shared/permissions/permissions';
import type { Role } from '@shared/permissions/roles';

export interface AppContext {
  me: MeResponse;
  role: Role;
  roles: Role[];
  /** The client's mirror of the server's matrix for the role shown (the server decides). */
  permissions: PermissionSet;
}

export function useAppContext(): AppContext {
  return useOutletContext<AppContext>();
}

export function appContextFor(me: MeResponse, role: Role, roles: Role[]): AppContext {
  return { me, role, roles, permissions: rolePermissions[role] };
}
