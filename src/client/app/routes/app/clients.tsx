// /app/client-management (also the firm sidebar's /app/customers) and /app/client-onboarding
// (issue 14 points 6-7). Spec 2.3: a customer going to client-management is sent to
// client-portal. The app hands the contacts feature's fields to the onboarding's identification step.
import { Navigate } from 'react-router';
import { ClientManagementPage, type ContactForm, OnboardingPage } from '@client/features/clients';
import { ContactFields, type ContactFieldValues, contactFromForm } from '@client/features/contacts';
import { useInstalledModules } from '@client/features/modules';
import { useAppContext } from '../../layout/app-context';
import { RequirePermission } from '../../require-permission';

export function ClientManagementRoute() {
  const { role, permissions } = useAppContext();
  if (role === 'customer') return <Navigate to="/app/client-portal" replace />;
  return (
    <RequirePermission permission="canViewContacts">
      <ClientManagementPage canManageAccess={permissions.canManageCompanyUsers} canOnboard={permissions.canCreateContacts} />
    </RequirePermission>
  );
}

const contactForm: ContactForm = {
  Fields: ({ current, ...props }) => <ContactFields {...props} current={current as ContactFieldValues | null} />,
  read: contactFromForm,
};

export function ClientOnboardingRoute() {
  const { permissions } = useAppContext();
  // A first matter at approval needs the matters module and canCreateCases, as on the server.
  const installed = useInstalledModules(permissions.canCreateCases);
  const canOpenMatter = permissions.canCreateCases && (installed.data?.modules.some((m) => m.key === 'matters') ?? false);
  return (
    <RequirePermission permission="canViewContacts">
      <OnboardingPage canWrite={permissions.canCreateContacts} canDecide={permissions.canEditContacts} canOpenMatter={canOpenMatter} contactForm={contactForm} />
    </RequirePermission>
  );
}
