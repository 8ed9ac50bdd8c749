// /app/admin/*: the platform admin's pages. The page guard mirrors the server's rule (only the
// platform owner holds canViewAllCompanies, the page manifest says so); the API refuses everyone else anyway.
import { greetingName } from '@shared/profile/person-name';
import { AdminDashboard, AnalyticsPage, CompaniesPage, UsersPage } from '@client/features/admin';
import { AdminCalendarPage } from '@client/features/compliance-tracker';
import { useAppContext } from '../../../layout/app-context';

export function AdminIndexRoute() {
  const { me } = useAppContext();
  return <AdminDashboard name={greetingName(me.user)} />;
}

export function AdminCompaniesRoute() {
  return <CompaniesPage />;
}

export function AdminUsersRoute() {
  const { me } = useAppContext();
  return <UsersPage currentUserId={me.user.id} />;
}

export function AdminAnalyticsRoute() {
  return <AnalyticsPage />;
}

/** The working-day calendar the deadline engine uses (issue 18): the platform admin enters a provisional year. */
export function AdminCalendarRoute() {
  return <AdminCalendarPage />;
}
