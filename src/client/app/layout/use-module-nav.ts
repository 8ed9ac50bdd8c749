// The firm's modules shape its sidebar and its pages (decisions 0096, 0412): both come with the
// session (`/api/me` carries the installed modules and the navigation they make), so a page load
// asks for nothing more. For the roles without a firm sidebar the sidebar is the spec's list.
import { useQuery } from '@tanstack/react-query';
import { checkAccess } from '@shared/entitlements/entitlements';
import type { MeResponse } from '@shared/me/me.schemas';
import { permissionsForRoles } from '@shared/permissions/permissions';
import { entitlementsQueryOptions } from '@client/features/entitlements/api/get-entitlements';
import type { ModuleNav } from '@client/features/shell';
import { labelledNavigation } from '@client/features/modules';
import { useMe } from '@client/features/me/api/get-me';
import { activeRoleOf } from '@client/lib/active-role';

const firmStaffOf = (me: MeResponse | undefined) => {
  const role = me ? activeRoleOf(me) : null;
  return { staff: Boolean(me?.activeTenantId) && (role === 'tenant' || role === 'lawyer'), granted: role ? permissionsForRoles([role]) : null };
};

export function useModuleNav(me: MeResponse | undefined, offeredPaths: readonly string[] = []): ModuleNav | undefined {
  if (!firmStaffOf(me).staff || !me?.modules) return offeredPaths.length > 0 ? { hiddenPaths: [], links: [], offeredPaths } : undefined;
  return labelledNavigation(me.modules.navigation);
}

/**
 * What a customer's firm offers her beyond the spec's list (decision 0518): the mobile app, when the
 * firm installed it and its plan includes it (the plan is read only for such a firm's customers).
 */
export function useCustomerOffers(me: MeResponse | undefined): readonly string[] {
  const mobileFirm = Boolean(me && activeRoleOf(me) === 'customer' && me.modules?.installed.includes('mobile'));
  const entitlements = useQuery({ ...entitlementsQueryOptions(), enabled: mobileFirm });
  const offered = mobileFirm && entitlements.data && checkAccess('mobile_app', { entitlements: entitlements.data.entitlements, usage: entitlements.data.usage }).allowed;
  return offered ? CUSTOMER_MOBILE_PATHS : NONE;
}

const CUSTOMER_MOBILE_PATHS: readonly string[] = ['/app/mobile'];
const NONE: readonly string[] = [];

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
