// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the client portal: the firm's view and the customer's pages.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const clientPortal = () => import('@client/app/routes/app/role-redirects');
const portal = () => import('@client/app/routes/app/portal');
const booking = () => import('@client/app/routes/app/booking');
const complaints = () => import('@client/app/routes/app/portal-complaints');
const contactCompany = () => import('@client/app/routes/app/contact-company');

export default {
  'client-portal': lazyPage(clientPortal, 'ClientPortalRoute'),
  'customer-dashboard': lazyPage(portal, 'PortalDashboardRoute'),
  ugyfelportal: lazyPage(portal, 'PortalDashboardRoute'),
  'my-purchases': lazyPage(portal, 'MyPurchasesRoute'),
  'company-info': lazyPage(portal, 'CompanyInfoRoute'),
  'book-appointment': lazyPage(booking, 'BookAppointmentRoute'),
  appointments: lazyPage(booking, 'AppointmentsRoute'),
  'submit-complaint': lazyPage(complaints, 'SubmitComplaintRoute'),
  support: lazyPage(complaints, 'SupportRoute'),
  complaints: lazyPage(complaints, 'ComplaintsRoute'),
  'complaints/:complaintId': lazyPage(complaints, 'ComplaintRoute'),
  'contact-company': lazyPage(contactCompany, 'ContactCompanyRoute'),
} satisfies FeaturePages;
