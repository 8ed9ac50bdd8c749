// The one client guard: a page opens when the role shown holds `permission` in the spec 6 matrix
// (the client's mirror of what the server enforces on every call), else the one 403 screen.
import type { ReactNode } from 'react';
import type { Permission } from '@shared/permissions/permissions';
import { Forbidden } from '@client/features/shell';
import { useAppContext } from './layout/app-context';

export function RequirePermission({ permission, children }: { permission: Permission | null; children: ReactNode }) {
  const { permissions } = useAppContext();
  if (permission && !permissions[permission]) return <Forbidden />;
  return <>{children}</>;
}
