// Booking's pages (issue 35 point 3): the customer's /app/book-appointment and the lawyer's
// /app/appointments (calendar, office hours, appointment types – the types for the firm admin),
// whose calendar can show a colleague's bookings: the firm's lawyers come from the matters feature.
import { AppointmentsPage, BookAppointmentPage } from '@client/features/client-portal';
import { useFirmStaff } from '@client/features/matters';
import { useAppContext } from '../../layout/app-context';

export function BookAppointmentRoute() {
  return <BookAppointmentPage />;
}

export function AppointmentsRoute() {
  const { permissions } = useAppContext();
  const staff = useFirmStaff();
  return <AppointmentsPage canEditTypes={permissions.canEditSettings} staff={staff.data ?? []} />;
}
