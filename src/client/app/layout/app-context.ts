// What every /app page knows from the layout: the user (from /api/me), the role shown and the
// roles held, and for a customer the name their firm presents to them (its branding, decision
// 0477). Pages read it with useAppContext() instead of fetching it again.
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
  /**
   * For a customer of a firm with custom branding: the display name the frame shows (decision
   * 0448), which the portal's pages then show for the firm too (decision 0477); otherwise null and
   * the pages show the firm's registered name.
   */
  firmDisplayName: string | null;
}

export function useAppContext(): AppContext {
  return useOutletContext<AppContext>();
}

export function appContextFor(me: MeResponse, role: Role, roles: Role[], firmDisplayName: string | null = null): AppContext {
  return { me, role, roles, permissions: rolePermissions[role], firmDisplayName };
}
