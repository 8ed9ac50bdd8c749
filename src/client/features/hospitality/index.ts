// The hospitality pages (issue 37): properties, calendar, reservations, guests, housekeeping,
// stay invoices and NTAK, on the /api/hospitality routes.
export { CalendarPage } from './components/calendar-page';
export { PropertiesPage } from './components/properties-page';
export { NewReservationPage, ReservationDetailPage } from './components/reservation-pages';
export { ReservationsPage } from './components/reservations-page';
