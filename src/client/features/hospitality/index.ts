// The hospitality pages (issue 37): properties, calendar, reservations, guests, housekeeping,
// stay invoices and NTAK, on the /api/hospitality routes.
export { PropertiesPage } from './components/properties-page';
