// The firm's modules shape its sidebar (decision 0096): read from the store (installed, released)
// and the installed modules (the "show in navigation" setting). Until both are known, and for the
// roles without a firm sidebar, the sidebar is the spec's list unchanged.
import type { MeResponse } from '@shared/me/me.schemas';
import { permissionsForRoles } from '@shared/permissions/permissions';
import type { ModuleNav } from '@client/features/shell';
import { moduleNavigation, useInstalledModules, useStore } from '@client/features/modules';
import { activeRoleOf } from '@client/lib/active-role';

export function useModuleNav(me: MeResponse | undefined): ModuleNav | undefined {
  const role = me ? activeRoleOf(me) : null;
  const firmSidebar = Boolean(me?.activeTenantId) && (role === 'tenant' || role === 'lawyer');
  const granted = role ? permissionsForRoles([role]) : null;
  const store = useStore(firmSidebar && Boolean(granted?.canViewModuleStore));
  const installed = useInstalledModules(firmSidebar && Boolean(granted?.canUseModules));
  if (!firmSidebar || !store.data || !installed.data) return undefined;
  return moduleNavigation(store.data.modules, installed.data.modules);
}

/** The top bar's running-timer indicator is on for firm staff who may read time, with time tracking installed (issue 38.3). */
export function useTimerIndicator(me: MeResponse | undefined): boolean {
  const role = me ? activeRoleOf(me) : null;
  const firmStaff = Boolean(me?.activeTenantId) && (role === 'tenant' || role === 'lawyer');
  const granted = role ? permissionsForRoles([role]) : null;
  const installed = useInstalledModules(firmStaff && Boolean(granted?.canUseModules));
  return firmStaff && Boolean(granted?.canViewTimeTracking) && (installed.data?.modules.some((m) => m.key === 'time-tracking') ?? false);
}
