// /app/hospitality/* (issue 37). The client mirrors the server's permissions of decision 0347
// (shared/hospitality/permissions.ts); the server enforces them.
import { useParams } from 'react-router';
import { hospitalityPermissions as can } from '@shared/hospitality/permissions';
import {
  CalendarPage,
  ConnectionTestPage,
  GuestsPage,
  HospitalityDashboardPage,
  HousekeepingPage,
  NewReservationPage,
  NtakPage,
  PropertiesPage,
  ReservationDetailPage,
  ReservationsPage,
  StayInvoicesPage,
} from '@client/features/hospitality';
import { useAppContext } from '../../layout/app-context';

function useCan() {
  const { permissions } = useAppContext();
  return (action: keyof typeof can) => permissions[can[action]];
}

export function HospitalityPropertiesRoute() {
  const allowed = useCan();
  return <PropertiesPage canConfigure={allowed('configure')} />;
}

export function HospitalityCalendarRoute() {
  const allowed = useCan();
  return <CalendarPage canBook={allowed('book')} />;
}

export function HospitalityReservationsRoute() {
  const allowed = useCan();
  return <ReservationsPage canBook={allowed('book')} />;
}

export function HospitalityNewReservationRoute() {
  return <NewReservationPage />;
}

export function HospitalityReservationRoute() {
  const { id = '' } = useParams();
  const allowed = useCan();
  return <ReservationDetailPage key={id} id={id} canBook={allowed('book')} canInvoice={allowed('invoice')} canViewInvoices={allowed('viewInvoices')} />;
}

export function HospitalityDashboardRoute() {
  const allowed = useCan();
  return <HospitalityDashboardPage canViewInvoices={allowed('viewInvoices')} />;
}

export function HospitalityGuestsRoute() {
  return <GuestsPage />;
}

export function HospitalityHousekeepingRoute() {
  const allowed = useCan();
  return <HousekeepingPage canBook={allowed('book')} />;
}

export function HospitalityInvoicesRoute() {
  return <StayInvoicesPage />;
}

export function HospitalityNtakRoute() {
  const allowed = useCan();
  return <NtakPage canConfigure={allowed('configure')} />;
}

export function HospitalityTestRoute() {
  return <ConnectionTestPage />;
}
