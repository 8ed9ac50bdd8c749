// /app/hospitality/* (issue 37). The client mirrors the server's permissions of decision 0347
// (shared/hospitality/permissions.ts); the server enforces them.
import { useParams } from 'react-router';
import { hospitalityPermissions as can } from '@shared/hospitality/permissions';
import { CalendarPage, NewReservationPage, PropertiesPage, ReservationDetailPage, ReservationsPage } from '@client/features/hospitality';
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
