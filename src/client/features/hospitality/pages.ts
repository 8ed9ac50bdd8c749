// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the hospitality module's pages.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const hospitality = () => import('@client/app/routes/app/hospitality');

export default {
  'hospitality/properties': lazyPage(hospitality, 'HospitalityPropertiesRoute'),
  'hospitality/calendar': lazyPage(hospitality, 'HospitalityCalendarRoute'),
  'hospitality/reservations': lazyPage(hospitality, 'HospitalityReservationsRoute'),
  'hospitality/reservations/new': lazyPage(hospitality, 'HospitalityNewReservationRoute'),
  'hospitality/reservations/:id': lazyPage(hospitality, 'HospitalityReservationRoute'),
  hospitality: lazyPage(hospitality, 'HospitalityDashboardRoute'),
  'hospitality/dashboard': lazyPage(hospitality, 'HospitalityDashboardRoute'),
  'hospitality/guests': lazyPage(hospitality, 'HospitalityGuestsRoute'),
  'hospitality/housekeeping': lazyPage(hospitality, 'HospitalityHousekeepingRoute'),
  'hospitality/invoices': lazyPage(hospitality, 'HospitalityInvoicesRoute'),
  'hospitality/ntak': lazyPage(hospitality, 'HospitalityNtakRoute'),
  'hospitality/test': lazyPage(hospitality, 'HospitalityTestRoute'),
} satisfies FeaturePages;
