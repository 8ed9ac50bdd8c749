// The hospitality pages (issue 37): properties, calendar, reservations, guests, housekeeping,
// stay invoices and NTAK, on the /api/hospitality routes.
export { CalendarPage } from './components/calendar-page';
export { ConnectionTestPage } from './components/connection-test-page';
export { HospitalityDashboardPage } from './components/dashboard-page';
export { GuestsPage } from './components/guests-page';
export { HousekeepingPage } from './components/housekeeping-page';
export { NtakPage } from './components/ntak-page';
export { PropertiesPage } from './components/properties-page';
export { NewReservationPage, ReservationDetailPage } from './components/reservation-pages';
export { ReservationsPage } from './components/reservations-page';
export { StayInvoicesPage } from './components/stay-invoices-page';
