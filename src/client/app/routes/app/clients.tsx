// /app/client-management (also the firm sidebar's /app/customers) and /app/client-onboarding
// (issue 14 points 6-7). Spec 2.3's redirect of a customer to client-portal is the page
// manifest's (`roleRedirects`, applied by the page guard). The app hands the contacts feature's fields to the onboarding's identification step.
import { useTranslation } from 'react-i18next';
import { ClientManagementPage, type ContactForm, OnboardingPage } from '@client/features/client-management';
import { InvoiceFromTimeButton } from '@client/features/invoice-generator';
import { contactFieldPath, ContactFields, type ContactFieldValues, contactFormSchema, type ContactFormValues, contactFormValues, contactFromForm } from '@client/features/contacts';
import { useAppContext } from '../../layout/app-context';
import { PortalInbox } from './portal-inbox';
import { useInstalledKeys } from '../../layout/use-module-nav';

export function ClientManagementRoute() {
  const { t } = useTranslation();
  const { permissions } = useAppContext();
  // With the client portal installed, the clients' portal messages are the page's second tab (issue 35 point 2).
  const installed = useInstalledKeys();
  const portal = installed.has('client-portal');
  // "Számla a nem számlázott időből" for the client's matters (decision 0513): the invoices' write permission.
  const invoicing = permissions.canCreateTimeEntries && installed.has('invoice-generator');
  return (
    <ClientManagementPage
      canManageAccess={permissions.canManageCompanyUsers}
      canOnboard={permissions.canCreateContacts}
      {...(invoicing ? { clientActions: (clientId: string) => <InvoiceFromTimeButton clientContactId={clientId} /> } : {})}
      {...(portal ? { messages: { label: t('clientPortal.messages.firm.tab'), content: <PortalInbox /> } } : {})}
    />
  );
}

const contactForm: ContactForm = {
  Fields: ContactFields,
  schema: contactFormSchema,
  values: (current) => contactFormValues(current as ContactFieldValues | null),
  read: (kind, values) => contactFromForm(kind, values as ContactFormValues),
  fieldPath: contactFieldPath,
};

export function ClientOnboardingRoute() {
  const { permissions } = useAppContext();
  // A first matter at approval needs the matters module and canCreateCases, as on the server.
  const installed = useInstalledKeys();
  const canOpenMatter = permissions.canCreateCases && installed.has('matters');
  return <OnboardingPage canWrite={permissions.canCreateContacts} canDecide={permissions.canEditContacts} canOpenMatter={canOpenMatter} contactForm={contactForm} />;
}
