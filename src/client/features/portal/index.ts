export { CustomerPortalDashboard } from './components/customer-portal-dashboard';
export { portalKeys, usePortalOverview } from './api/portal-api';
export { BookAppointmentPage } from './components/book-appointment-page';
export { AppointmentsPage } from './components/appointments-page';
export { SubmitComplaintPage } from './components/submit-complaint-page';
export { SupportPage } from './components/support-page';
export { FirmComplaintPage, FirmComplaintsPage } from './components/firm-complaints-page';
export { OpenComplaintsCard } from './components/open-complaints-card';
export { ContactCompanyPage } from './components/contact-company-page';
