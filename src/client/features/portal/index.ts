export { CustomerPortalDashboard } from './components/customer-portal-dashboard';
export { portalKeys, usePortalOverview } from './api/portal-api';
export { BookAppointmentPage } from './components/book-appointment-page';
export { AppointmentsPage } from './components/appointments-page';
