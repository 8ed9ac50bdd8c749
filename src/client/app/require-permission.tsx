// The one client guard: a page opens when the role shown holds `permission` (all of them, when
// several) in the spec 6 matrix (the client's mirror of what the server enforces on every
// call), else the one 403 screen. The page guard applies it to every page from the manifest.
import type { ReactNode } from 'react';
import { mayOpen } from '@shared/pages/app-pages';
import type { Permission } from '@shared/permissions/permissions';
import { Forbidden } from '@client/features/shell';
import { useAppContext } from './layout/app-context';

export function RequirePermission({ permission, children }: { permission: Permission | readonly Permission[] | null; children: ReactNode }) {
  const { permissions } = useAppContext();
  const requires = permission === null ? [] : typeof permission === 'string' ? [permission] : permission;
  if (!mayOpen(permissions, { requires })) return <Forbidden />;
  return <>{children}</>;
}
