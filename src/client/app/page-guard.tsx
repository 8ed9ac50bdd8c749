// The one guard of every /app page, derived from the page manifest (decision 0250): spec 2.3's
// role redirect, then the permission the role shown needs (else the one 403 screen), then, for a
// module's page, the "Ez a modul nincs telepítve" gate.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { type AppPage, roleRedirects } from '@shared/pages/app-pages';
import { useAppContext } from './layout/app-context';
import { Forbidden } from '@client/features/shell';
import { RequirePermission } from './require-permission';
import { ModulePageGate } from './routes/app/modules/module-page-gate';

export function PageGuard({ page, children }: { page: AppPage; children: ReactNode }) {
  const { role, me } = useAppContext();
  const redirect = roleRedirects[page.path]?.[role];
  if (redirect) return <Navigate to={redirect} replace />;
  // A firm's page without a firm to act in (the platform admin): the 403 screen, saying why (decision 0332).
  if (page.firm && !me.activeTenantId) return <Forbidden reason="noFirm" />;
  return <RequirePermission permission={page.requires}>{page.module ? <ModulePageGate moduleKey={page.module}>{children}</ModulePageGate> : children}</RequirePermission>;
}
