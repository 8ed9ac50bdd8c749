// Wraps a page a module owns (app-routes derives which from the registry): the role shown must
// be a firm role allowed to use the module before "not installed" is worth saying; otherwise the
// page itself answers (403, not yet available).
import type { ReactNode } from 'react';
import { moduleByKey } from '@shared/modules/registry';
import type { Permission } from '@shared/permissions/permissions';
import { ModuleGate } from '@client/features/modules';
import { useAppContext } from '../../../layout/app-context';

export function ModulePageGate({ moduleKey, children }: { moduleKey: string; children: ReactNode }) {
  const { me, role, permissions } = useAppContext();
  const usePermission = moduleByKey(moduleKey)?.usePermission as Permission | undefined;
  const active = me.activeTenantId !== null && role !== 'admin' && permissions.canViewModuleStore && (!usePermission || permissions[usePermission]);
  const installed = me.modules ? me.modules.installed.includes(moduleKey) : undefined;
  return (
    <ModuleGate moduleKey={moduleKey} active={active} installed={installed}>
      {children}
    </ModuleGate>
  );
}
