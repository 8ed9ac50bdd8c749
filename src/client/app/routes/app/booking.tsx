// Booking's pages (issue 35 point 3): the customer's /app/book-appointment and the lawyer's
// /app/appointments (calendar, office hours, appointment types – the types for the firm admin).
import { AppointmentsPage, BookAppointmentPage } from '@client/features/client-portal';
import { useAppContext } from '../../layout/app-context';

export function BookAppointmentRoute() {
  return <BookAppointmentPage />;
}

export function AppointmentsRoute() {
  const { permissions } = useAppContext();
  return <AppointmentsPage canEditTypes={permissions.canEditSettings} />;
}
