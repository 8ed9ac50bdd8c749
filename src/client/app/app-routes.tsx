// Children of /app (spec 2.3 and the sidebars of 2.4). Built pages have their own lazy module;
// every route whose feature is not built yet opens the honest "not yet available" page (listed
// in the README), never sample figures. Each entry is lazy, so each page is its own chunk.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { moduleOfPage } from '@shared/modules/registry';
import type { PageKey } from './routes/app/not-available';

type LazyPage = () => Promise<{ Component: ComponentType }>;

const notAvailable = async () => ({ Component: (await import('./routes/app/not-available')).NotAvailableRoute });
const dashboard = async () => ({ Component: (await import('./routes/app/dashboard')).DashboardRoute });
const permissionTest = async () => ({ Component: (await import('./routes/app/permission-test')).PermissionTestRoute });
const profile = async () => ({ Component: (await import('./routes/app/profile')).ProfileRoute });
const settings = async () => ({ Component: (await import('./routes/app/settings')).SettingsRoute });
const contacts = (name: 'ContactsRoute' | 'ContactDetailRoute') => async () => ({ Component: (await import('./routes/app/contacts'))[name] });
const clientManagement = async () => ({ Component: (await import('./routes/app/clients')).ClientManagementRoute });
const clientOnboarding = async () => ({ Component: (await import('./routes/app/clients')).ClientOnboardingRoute });
const clientPortal = async () => ({ Component: (await import('./routes/app/role-redirects')).ClientPortalRoute });
const complianceTracker = async () => ({ Component: (await import('./routes/app/compliance-tracker')).ComplianceTrackerRoute });
const documents = (name: 'DocumentsRoute' | 'DocumentRoute' | 'DocumentVersioningRoute' | 'OcrDemoRoute') => async () => ({ Component: (await import('./routes/app/documents'))[name] });
const matters = (name: 'MattersRoute' | 'NewMatterRoute' | 'MatterRoute') => async () => ({ Component: (await import('./routes/app/matters'))[name] });
const knowledge = (name: 'KnowledgeRoute' | 'ArticleRoute') => async () => ({ Component: (await import('./routes/app/knowledge'))[name] });
const themis = (name: 'ThemisRoute' | 'ThemisVaultRoute' | 'AiModulesRoute') => async () => ({ Component: (await import('./routes/app/themis'))[name] });
const opportunities = (name: 'OpportunitiesRoute' | 'CrmRoute') => async () => ({ Component: (await import('./routes/app/opportunities'))[name] });
const tracking = async () => ({ Component: (await import('./routes/app/tracking')).TrackingRoute });
const reports = (name: 'FinancialReportsRoute' | 'AnalyticsRoute') => async () => ({ Component: (await import('./routes/app/reports'))[name] });
const invoicesPage = (name: 'InvoicesRoute' | 'NewInvoiceRoute' | 'InvoiceRoute') => async () => ({ Component: (await import('./routes/app/invoices'))[name] });
const templates = (name: 'TemplateDetailRoute' | 'GenerateRoute' | 'TemplateEditorRoute') => async () => ({ Component: (await import('./routes/app/templates'))[name] });
const factory = (name: 'ModuleFactoryRoute' | 'ModuleListRoute' | 'ModuleNewRecordRoute' | 'ModuleRecordRoute') => async () => ({
  Component: (await import('./routes/app/module-factory-routes'))[name],
});
const admin = (name: 'AdminIndexRoute' | 'AdminCompaniesRoute' | 'AdminUsersRoute' | 'AdminAnalyticsRoute' | 'AdminCalendarRoute') => async () => ({
  Component: (await import('./routes/app/admin/admin-routes'))[name],
});

type ModulesPage = 'StoreRoute' | 'StoreDetailRoute' | 'MyModulesRoute' | 'MyModuleDetailRoute' | 'AdminModulesRoute' | 'ModuleBazisRoute';
const modulesPage = (name: ModulesPage): LazyPage => async () => ({ Component: (await import('./routes/app/modules/modules-routes'))[name] });

/**
 * A page a module owns (the registry's `pages`) opens through the module gate: "Ez a modul nincs
 * telepítve" while the firm has not installed the (released) module. Derived from the registry,
 * so a future module's pages are gated the day they are listed there.
 */
export function gatedByModule(route: RouteObject): RouteObject {
  const module = route.path ? moduleOfPage(route.path) : undefined;
  const lazy = route.lazy as LazyPage | undefined;
  if (!module || typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const [{ Component: Page }, { ModulePageGate }] = await Promise.all([lazy(), import('./routes/app/modules/module-page-gate')]);
      return {
        Component: function ModulePage() {
          return (
            <ModulePageGate moduleKey={module.key}>
              <Page />
            </ModulePageGate>
          );
        },
      };
    },
  };
}

/** A spec route whose feature is not built yet. */
export function notYet(path: string, page: PageKey): RouteObject {
  return { path, lazy: notAvailable, handle: { page } };
}

/** Paths of spec 2.3/2.4 that show the "not yet available" page (also listed in the README). */
export const notYetAvailable: [string, PageKey][] = [
  ['automations', 'automations'],
  ['automations/email-to-case', 'automations-email-to-case'],
  ['automations/deadline-reminders', 'automations-deadline-reminders'],
  ['automations/document-generation', 'automations-document-generation'],
  ['customer-dashboard', 'customer-dashboard'],
  ['api-keys', 'api-keys'],
  ['integrations', 'integrations'],
  ['ugyfelportal', 'ugyfelportal'],
  ['help', 'help'],
  ['direct-test', 'direct-test'],
  ['contact-company', 'contact-company'],
  ['book-appointment', 'book-appointment'],
  ['my-purchases', 'my-purchases'],
  ['submit-complaint', 'submit-complaint'],
  ['company-info', 'company-info'],
  ['support', 'support'],
  ['hospitality', 'hospitality'],
  ['hospitality/dashboard', 'hospitality'],
  ['hospitality/test', 'hospitality-test'],
  ['hospitality/calendar', 'hospitality-calendar'],
  ['hospitality/properties', 'hospitality-properties'],
  ['hospitality/reservations', 'hospitality-reservations'],
  ['hospitality/reservations/new', 'hospitality-reservation-new'],
  ['hospitality/reservations/:id', 'hospitality-reservation'],
  ['hospitality/guests', 'hospitality-guests'],
  ['hospitality/housekeeping', 'hospitality-housekeeping'],
  ['hospitality/invoices', 'hospitality-invoices'],
  ['hospitality/ntak', 'hospitality-ntak'],
];

export const appChildren: RouteObject[] = [
  { index: true, lazy: dashboard },
  { path: 'dashboard', lazy: dashboard },
  { path: 'permission-test', lazy: permissionTest },
  { path: 'profile', lazy: profile },
  { path: 'settings', lazy: settings },
  { path: 'contacts', lazy: contacts('ContactsRoute') },
  { path: 'contacts/:id', lazy: contacts('ContactDetailRoute') },
  { path: 'client-management', lazy: clientManagement },
  { path: 'customers', lazy: clientManagement },
  { path: 'client-onboarding', lazy: clientOnboarding },
  { path: 'client-portal', lazy: clientPortal },
  { path: 'matters', lazy: matters('MattersRoute') },
  { path: 'matters/new', lazy: matters('NewMatterRoute') },
  { path: 'matters/:matterId', lazy: matters('MatterRoute') },
  { path: 'opportunities', lazy: opportunities('OpportunitiesRoute') },
  { path: 'crm', lazy: opportunities('CrmRoute') },
  { path: 'tracking', lazy: tracking },
  { path: 'compliance-tracker', lazy: complianceTracker },
  { path: 'invoice-generator', lazy: invoicesPage('InvoicesRoute') },
  { path: 'invoice-generator/new', lazy: invoicesPage('NewInvoiceRoute') },
  { path: 'invoice-generator/:invoiceId', lazy: invoicesPage('InvoiceRoute') },
  { path: 'financial-reports', lazy: reports('FinancialReportsRoute') },
  { path: 'analytics', lazy: reports('AnalyticsRoute') },
  { path: 'documents/templates/new', lazy: templates('TemplateEditorRoute') },
  { path: 'documents/templates/:id/edit', lazy: templates('TemplateEditorRoute') },
  { path: 'documents/templates/:id', lazy: templates('TemplateDetailRoute') },
  { path: 'documents/generate', lazy: templates('GenerateRoute') },
  { path: 'document-generator', lazy: templates('GenerateRoute') },
  { path: 'document-generation', lazy: templates('GenerateRoute') },
  { path: 'themis', lazy: themis('ThemisRoute') },
  { path: 'themis/vault', lazy: themis('ThemisVaultRoute') },
  { path: 'ai-modules', lazy: themis('AiModulesRoute') },
  { path: 'documents', lazy: documents('DocumentsRoute') },
  { path: 'documents/:documentId', lazy: documents('DocumentRoute') },
  { path: 'document-versioning', lazy: documents('DocumentVersioningRoute') },
  { path: 'ocr-demo', lazy: documents('OcrDemoRoute') },
  { path: 'kb', lazy: knowledge('KnowledgeRoute') },
  { path: 'knowledge', lazy: knowledge('KnowledgeRoute') },
  { path: 'kb/:articleId', lazy: knowledge('ArticleRoute') },
  { path: 'admin', lazy: admin('AdminIndexRoute') },
  { path: 'admin/companies', lazy: admin('AdminCompaniesRoute') },
  { path: 'admin/users', lazy: admin('AdminUsersRoute') },
  { path: 'admin/analytics', lazy: admin('AdminAnalyticsRoute') },
  { path: 'admin/calendar', lazy: admin('AdminCalendarRoute') },
  { path: 'admin/modules', lazy: modulesPage('AdminModulesRoute') },
  { path: 'admin/modulbazis', lazy: modulesPage('ModuleBazisRoute') },
  { path: 'store', lazy: modulesPage('StoreRoute') },
  { path: 'modulstore', lazy: modulesPage('StoreRoute') },
  { path: 'modulstore/:id', lazy: modulesPage('StoreDetailRoute') },
  { path: 'my-modules', lazy: modulesPage('MyModulesRoute') },
  { path: 'my-modules/:id', lazy: modulesPage('MyModuleDetailRoute') },
  { path: 'admin/module-factory', lazy: factory('ModuleFactoryRoute') },
  { path: 'modulok/:moduleId', lazy: factory('ModuleListRoute') },
  { path: 'modulok/:moduleId/new', lazy: factory('ModuleNewRecordRoute') },
  { path: 'modulok/:moduleId/:recordId', lazy: factory('ModuleRecordRoute') },
  ...notYetAvailable.map(([path, page]) => notYet(path, page)),
].map(gatedByModule);

/** Top-level prototype pages of spec 2.3: the mobile dashboards are the responsive dashboard. */
export const topLevelAppRedirects: [string, string][] = [
  ['mobile', '/app/dashboard'],
  ['mobile-modern', '/app/dashboard'],
];

/** Top-level test/debug pages of spec 2.3, shown as not available inside the app shell. */
export const topLevelNotYet: [string, PageKey][] = [
  ['test-dashboard', 'test-dashboard'],
  ['debug', 'debug'],
  ['test-clause', 'test-clause'],
  ['test-backend', 'test-backend'],
];
