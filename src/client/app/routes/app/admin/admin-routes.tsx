// /app/admin/*: the platform admin's pages. The client only mirrors the server's rule (only
// the platform owner); the API refuses everyone else anyway.
import type { ReactNode } from 'react';
import { AdminDashboard, AnalyticsPage, CompaniesPage, UsersPage } from '@client/features/admin';
import { Forbidden } from '@client/features/shell';
import { useAppContext } from '../../../layout/app-context';

function AdminOnly({ children }: { children: ReactNode }) {
  const { role } = useAppContext();
  return role === 'admin' ? <>{children}</> : <Forbidden />;
}

export function AdminIndexRoute() {
  const { me } = useAppContext();
  return (
    <AdminOnly>
      <AdminDashboard name={me.user.name || me.user.email} />
    </AdminOnly>
  );
}

export function AdminCompaniesRoute() {
  return (
    <AdminOnly>
      <CompaniesPage />
    </AdminOnly>
  );
}

export function AdminUsersRoute() {
  const { me } = useAppContext();
  return (
    <AdminOnly>
      <UsersPage currentUserId={me.user.id} />
    </AdminOnly>
  );
}

export function AdminAnalyticsRoute() {
  return (
    <AdminOnly>
      <AnalyticsPage />
    </AdminOnly>
  );
}
