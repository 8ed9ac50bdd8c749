// /app/admin/*: the platform admin's pages. The client only mirrors the server's rule (only
// the platform owner); the API refuses everyone else anyway.
import type { ReactNode } from 'react';
import { greetingName } from '@shared/profile/person-name';
import { AdminDashboard, AnalyticsPage, CompaniesPage, UsersPage } from '@client/features/admin';
import { AdminCalendarPage } from '@client/features/deadlines';
import { useAppContext } from '../../../layout/app-context';
import { RequirePermission } from '../../../require-permission';

/** Only the platform admin holds canViewAllCompanies (spec 6). */
function AdminOnly({ children }: { children: ReactNode }) {
  return <RequirePermission permission="canViewAllCompanies">{children}</RequirePermission>;
}

export function AdminIndexRoute() {
  const { me } = useAppContext();
  return (
    <AdminOnly>
      <AdminDashboard name={greetingName(me.user)} />
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

/** The working-day calendar the deadline engine uses (issue 18): the platform admin enters a provisional year. */
export function AdminCalendarRoute() {
  return (
    <AdminOnly>
      <AdminCalendarPage />
    </AdminOnly>
  );
}
