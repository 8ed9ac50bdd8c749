// The firm's modules shape its sidebar and its pages (decisions 0096, 0412): both come with the
// session (`/api/me` carries the installed modules and the navigation they make), so a page load
// asks for nothing more. For the roles without a firm sidebar the sidebar is the spec's list.
import type { MeResponse } from '@shared/me/me.schemas';
import { permissionsForRoles } from '@shared/permissions/permissions';
import type { ModuleNav } from '@client/features/shell';
import { labelledNavigation } from '@client/features/modules';
import { useMe } from '@client/features/me/api/get-me';
import { activeRoleOf } from '@client/lib/active-role';

const firmStaffOf = (me: MeResponse | undefined) => {
  const role = me ? activeRoleOf(me) : null;
  return { staff: Boolean(me?.activeTenantId) && (role === 'tenant' || role === 'lawyer'), granted: role ? permissionsForRoles([role]) : null };
};

export function useModuleNav(me: MeResponse | undefined): ModuleNav | undefined {
  if (!firmStaffOf(me).staff || !me?.modules) return undefined;
  return labelledNavigation(me.modules.navigation);
}

/** The active firm's installed module keys; empty until the session is read or without module use. */
export function useInstalledKeys(): ReadonlySet<string> {
  const me = useMe();
  return new Set(me.data?.modules?.installed ?? []);
}

/** The top bar's running-timer indicator is on for firm staff who may read time, with time tracking installed (issue 38.3). */
export function useTimerIndicator(me: MeResponse | undefined): boolean {
  const { staff, granted } = firmStaffOf(me);
  return staff && Boolean(granted?.canViewTimeTracking) && (me?.modules?.installed.includes('time-tracking') ?? false);
}
