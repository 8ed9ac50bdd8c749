// Children of /app (spec 2.3 and the sidebars of 2.4), derived from the page manifest
// (`@shared/pages/app-pages`, decision 0250): one route per manifest page, each behind the one
// page guard (role redirects, the permission, the module gate). Built pages name their lazy
// module here; every other page of the manifest opens the honest "not yet available" page
// (listed in the README), never sample figures. Each entry is lazy, so each page is its own chunk.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type AppPage, appPages, topLevelPages } from '@shared/pages/app-pages';

export type LazyPage = () => Promise<{ Component: ComponentType }>;

const notAvailable = async () => ({ Component: (await import('./routes/app/not-available')).NotAvailableRoute });
const dashboard = async () => ({ Component: (await import('./routes/app/dashboard')).DashboardRoute });
const permissionTest = async () => ({ Component: (await import('./routes/app/permission-test')).PermissionTestRoute });
const profile = async () => ({ Component: (await import('./routes/app/profile')).ProfileRoute });
const settings = async () => ({ Component: (await import('./routes/app/settings')).SettingsRoute });
const help = async () => ({ Component: (await import('./routes/app/help')).HelpRoute });
const contacts = (name: 'ContactsRoute' | 'ContactDetailRoute') => async () => ({ Component: (await import('./routes/app/contacts'))[name] });
const clientManagement = async () => ({ Component: (await import('./routes/app/clients')).ClientManagementRoute });
const clientOnboarding = async () => ({ Component: (await import('./routes/app/clients')).ClientOnboardingRoute });
const clientPortal = async () => ({ Component: (await import('./routes/app/role-redirects')).ClientPortalRoute });
const portalDashboard = async () => ({ Component: (await import('./routes/app/portal')).PortalDashboardRoute });
const booking = (name: 'BookAppointmentRoute' | 'AppointmentsRoute') => async () => ({ Component: (await import('./routes/app/booking'))[name] });
const complaints = (name: 'SubmitComplaintRoute' | 'SupportRoute' | 'ComplaintsRoute' | 'ComplaintRoute') => async () => ({ Component: (await import('./routes/app/portal-complaints'))[name] });
const contactCompany = async () => ({ Component: (await import('./routes/app/contact-company')).ContactCompanyRoute });
const portalPage = (name: 'MyPurchasesRoute' | 'CompanyInfoRoute') => async () => ({ Component: (await import('./routes/app/portal'))[name] });
const complianceTracker = async () => ({ Component: (await import('./routes/app/compliance-tracker')).ComplianceTrackerRoute });
const documents = (name: 'DocumentsRoute' | 'DocumentRoute' | 'DocumentVersioningRoute' | 'OcrDemoRoute') => async () => ({ Component: (await import('./routes/app/documents'))[name] });
const matters = (name: 'MattersRoute' | 'NewMatterRoute' | 'MatterRoute') => async () => ({ Component: (await import('./routes/app/matters'))[name] });
const knowledge = (name: 'KnowledgeRoute' | 'ArticleRoute') => async () => ({ Component: (await import('./routes/app/knowledge'))[name] });
const themis = (name: 'ThemisRoute' | 'ThemisVaultRoute' | 'AiModulesRoute') => async () => ({ Component: (await import('./routes/app/themis'))[name] });
const opportunities = (name: 'OpportunitiesRoute' | 'CrmRoute') => async () => ({ Component: (await import('./routes/app/opportunities'))[name] });
const apiKeys = async () => ({ Component: (await import('./routes/app/api-keys')).ApiKeysRoute });
const tracking = async () => ({ Component: (await import('./routes/app/tracking')).TrackingRoute });
const reports = (name: 'FinancialReportsRoute' | 'AnalyticsRoute') => async () => ({ Component: (await import('./routes/app/reports'))[name] });
const invoicesPage = (name: 'InvoicesRoute' | 'NewInvoiceRoute' | 'InvoiceRoute' | 'InvoiceSettingsRoute') => async () => ({ Component: (await import('./routes/app/invoices'))[name] });
const templates = (name: 'TemplateDetailRoute' | 'GenerateRoute' | 'TemplateEditorRoute') => async () => ({ Component: (await import('./routes/app/templates'))[name] });
const factory = (name: 'ModuleFactoryRoute' | 'ModuleListRoute' | 'ModuleNewRecordRoute' | 'ModuleRecordRoute') => async () => ({
  Component: (await import('./routes/app/module-factory-routes'))[name],
});
const admin = (name: 'AdminIndexRoute' | 'AdminCompaniesRoute' | 'AdminUsersRoute' | 'AdminAnalyticsRoute' | 'AdminCalendarRoute') => async () => ({
  Component: (await import('./routes/app/admin/admin-routes'))[name],
});

type AutomationsPageName = 'AutomationsRoute' | 'EmailToCaseRoute' | 'DeadlineRemindersRoute' | 'DocumentGenerationRoute';
const automations =
  (name: AutomationsPageName): LazyPage =>
  async () => ({ Component: (await import('./routes/app/automations'))[name] });
const integrations = async () => ({ Component: (await import('./routes/app/integrations')).IntegrationsRoute });

const pricing = async () => ({ Component: (await import('./routes/app/billing/pricing')).PricingRoute });
const credits = async () => ({ Component: (await import('./routes/app/billing/credits')).CreditsRoute });
const documentTemplates = async () => ({ Component: (await import('./routes/app/billing/document-templates')).DocumentTemplatesRoute });
const adminPlatform = async () => ({ Component: (await import('./routes/app/billing/admin-platform')).AdminPlatformRoute });

type HospitalityPage =
  | 'HospitalityPropertiesRoute'
  | 'HospitalityCalendarRoute'
  | 'HospitalityReservationsRoute'
  | 'HospitalityNewReservationRoute'
  | 'HospitalityReservationRoute'
  | 'HospitalityDashboardRoute'
  | 'HospitalityGuestsRoute'
  | 'HospitalityHousekeepingRoute'
  | 'HospitalityInvoicesRoute'
  | 'HospitalityNtakRoute'
  | 'HospitalityTestRoute';
const hospitality =
  (name: HospitalityPage): LazyPage =>
  async () => ({ Component: (await import('./routes/app/hospitality'))[name] });

type ModulesPage = 'StoreRoute' | 'StoreDetailRoute' | 'MyModulesRoute' | 'MyModuleDetailRoute' | 'AdminModulesRoute' | 'ModuleBazisRoute';
const modulesPage =
  (name: ModulesPage): LazyPage =>
  async () => ({ Component: (await import('./routes/app/modules/modules-routes'))[name] });

/** The page components of the built pages, by manifest path (a test checks each is a manifest page). */
export const builtPages: Readonly<Record<string, LazyPage>> = {
  dashboard,
  'permission-test': permissionTest,
  profile,
  settings,
  help,
  contacts: contacts('ContactsRoute'),
  'contacts/:id': contacts('ContactDetailRoute'),
  'client-management': clientManagement,
  customers: clientManagement,
  'client-onboarding': clientOnboarding,
  'client-portal': clientPortal,
  'customer-dashboard': portalDashboard,
  ugyfelportal: portalDashboard,
  'book-appointment': booking('BookAppointmentRoute'),
  appointments: booking('AppointmentsRoute'),
  'submit-complaint': complaints('SubmitComplaintRoute'),
  support: complaints('SupportRoute'),
  complaints: complaints('ComplaintsRoute'),
  'complaints/:complaintId': complaints('ComplaintRoute'),
  'contact-company': contactCompany,
  'my-purchases': portalPage('MyPurchasesRoute'),
  'company-info': portalPage('CompanyInfoRoute'),
  matters: matters('MattersRoute'),
  'matters/new': matters('NewMatterRoute'),
  'matters/:matterId': matters('MatterRoute'),
  opportunities: opportunities('OpportunitiesRoute'),
  crm: opportunities('CrmRoute'),
  tracking,
  'api-keys': apiKeys,
  'compliance-tracker': complianceTracker,
  'invoice-generator': invoicesPage('InvoicesRoute'),
  'invoice-generator/new': invoicesPage('NewInvoiceRoute'),
  'invoice-generator/settings': invoicesPage('InvoiceSettingsRoute'),
  'invoice-generator/:invoiceId': invoicesPage('InvoiceRoute'),
  'financial-reports': reports('FinancialReportsRoute'),
  analytics: reports('AnalyticsRoute'),
  'documents/templates': documentTemplates,
  'documents/templates/new': templates('TemplateEditorRoute'),
  'documents/templates/:id/edit': templates('TemplateEditorRoute'),
  'documents/templates/:id': templates('TemplateDetailRoute'),
  'documents/generate': templates('GenerateRoute'),
  'document-generator': templates('GenerateRoute'),
  'document-generation': templates('GenerateRoute'),
  themis: themis('ThemisRoute'),
  'themis/vault': themis('ThemisVaultRoute'),
  'ai-modules': themis('AiModulesRoute'),
  documents: documents('DocumentsRoute'),
  'documents/:documentId': documents('DocumentRoute'),
  'document-versioning': documents('DocumentVersioningRoute'),
  'ocr-demo': documents('OcrDemoRoute'),
  kb: knowledge('KnowledgeRoute'),
  knowledge: knowledge('KnowledgeRoute'),
  'kb/:articleId': knowledge('ArticleRoute'),
  integrations,
  pricing,
  credits,
  admin: admin('AdminIndexRoute'),
  'admin/companies': admin('AdminCompaniesRoute'),
  'admin/users': admin('AdminUsersRoute'),
  'admin/analytics': admin('AdminAnalyticsRoute'),
  'admin/calendar': admin('AdminCalendarRoute'),
  'admin/platform': adminPlatform,
  'admin/modules': modulesPage('AdminModulesRoute'),
  'admin/modulbazis': modulesPage('ModuleBazisRoute'),
  store: modulesPage('StoreRoute'),
  modulstore: modulesPage('StoreRoute'),
  'modulstore/:id': modulesPage('StoreDetailRoute'),
  'my-modules': modulesPage('MyModulesRoute'),
  'my-modules/:id': modulesPage('MyModuleDetailRoute'),
  'admin/module-factory': factory('ModuleFactoryRoute'),
  'modulok/:moduleId': factory('ModuleListRoute'),
  'modulok/:moduleId/new': factory('ModuleNewRecordRoute'),
  'modulok/:moduleId/:recordId': factory('ModuleRecordRoute'),
  'hospitality/properties': hospitality('HospitalityPropertiesRoute'),
  'hospitality/calendar': hospitality('HospitalityCalendarRoute'),
  'hospitality/reservations': hospitality('HospitalityReservationsRoute'),
  'hospitality/reservations/new': hospitality('HospitalityNewReservationRoute'),
  'hospitality/reservations/:id': hospitality('HospitalityReservationRoute'),
  hospitality: hospitality('HospitalityDashboardRoute'),
  'hospitality/dashboard': hospitality('HospitalityDashboardRoute'),
  'hospitality/guests': hospitality('HospitalityGuestsRoute'),
  'hospitality/housekeeping': hospitality('HospitalityHousekeepingRoute'),
  'hospitality/invoices': hospitality('HospitalityInvoicesRoute'),
  'hospitality/ntak': hospitality('HospitalityNtakRoute'),
  'hospitality/test': hospitality('HospitalityTestRoute'),
  automations: automations('AutomationsRoute'),
  'automations/email-to-case': automations('EmailToCaseRoute'),
  'automations/deadline-reminders': automations('DeadlineRemindersRoute'),
  'automations/document-generation': automations('DocumentGenerationRoute'),
};

/** A manifest page without a built component: the honest "not yet available" page. */
export function isBuilt(page: AppPage): boolean {
  return page.path in builtPages;
}

/**
 * The route of a manifest page: its component inside the page guard (role redirect, permission,
 * module gate). `load` picks the component (tests pass a stand-in to check the guard of every page).
 */
export function pageRoute(page: AppPage, load: (page: AppPage) => LazyPage): RouteObject {
  return {
    path: page.path,
    handle: { page },
    lazy: async () => {
      const [{ Component: Page }, { PageGuard }] = await Promise.all([load(page)(), import('./page-guard')]);
      return {
        Component: function GuardedPage() {
          return (
            <PageGuard page={page}>
              <Page />
            </PageGuard>
          );
        },
      };
    },
  };
}

const realPage = (page: AppPage): LazyPage => builtPages[page.path] ?? notAvailable;

/** The /app children: the dashboard as the index, then every manifest page. */
export function appChildrenWith(load: (page: AppPage) => LazyPage): RouteObject[] {
  const dashboardPage = appPages.find((page) => page.path === 'dashboard')!;
  const { handle, lazy } = pageRoute(dashboardPage, load);
  return [{ index: true, handle, lazy }, ...appPages.map((page) => pageRoute(page, load))];
}

export const appChildren: RouteObject[] = appChildrenWith(realPage);

/** Spec 2.3's top-level test/debug pages, shown as not available inside the app shell. */
export function topLevelChildrenWith(load: (page: AppPage) => LazyPage): RouteObject[] {
  return topLevelPages.map((page) => pageRoute(page, load));
}

export const topLevelChildren: RouteObject[] = topLevelChildrenWith(realPage);

/** Top-level prototype pages of spec 2.3: the mobile dashboards are the responsive dashboard. */
export const topLevelAppRedirects: [string, string][] = [
  ['mobile', '/app/dashboard'],
  ['mobile-modern', '/app/dashboard'],
];
