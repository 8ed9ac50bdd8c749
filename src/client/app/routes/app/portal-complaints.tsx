// The customer portal's complaint and support pages (issue 35 points 5 and 7): the customer's
// /app/submit-complaint and /app/support, and the firm's /app/complaints and /app/complaints/:id.
// The client mirrors the permissions (canEditContacts to handle a complaint); the server enforces them.
import { useParams } from 'react-router';
import { FirmComplaintPage, FirmComplaintsPage, SubmitComplaintPage, SupportPage } from '@client/features/client-portal';
import { useAppContext } from '../../layout/app-context';

export function SubmitComplaintRoute() {
  return <SubmitComplaintPage />;
}

export function SupportRoute() {
  return <SupportPage />;
}

export function ComplaintsRoute() {
  return <FirmComplaintsPage />;
}

export function ComplaintRoute() {
  const { complaintId = '' } = useParams();
  const { permissions } = useAppContext();
  return <FirmComplaintPage key={complaintId} id={complaintId} canHandle={permissions.canEditContacts} />;
}
