// Strings used only inside the signed-in app (/app: shell, admin, profile and settings,
// dashboards). They are not part of the sign-in route's JavaScript: the app layout's lazy route
// loads this module and adds the bundles to i18next (lib/app-locales.ts). Their keys are still
// typed with the rest (locales/index.ts, `Translations`).
import enAdmin from './en/admin.json';
import enBilling from './en/billing.json';
import enApiKeys from './en/api-keys.json';
import enContacts from './en/contacts.json';
import enComplianceTracker from './en/compliance-tracker.json';
import enHome from './en/home.json';
import enJoinRequests from './en/join-requests.json';
import enDocuments from './en/documents.json';
import enMatters from './en/matters.json';
import enInvoices from './en/invoices.json';
import enModuleFactory from './en/module-factory.json';
import enModules from './en/modules.json';
import enProfile from './en/profile.json';
import enShell from './en/shell.json';
import enTimeTracking from './en/time-tracking.json';
import enDocumentTemplates from './en/document-templates.json';
import enKnowledgeBase from './en/knowledge-base.json';
import enThemis from './en/themis.json';
import enOpportunities from './en/opportunities.json';
import enClients from './en/clients.json';
import enReports from './en/reports.json';
import enFinancialReports from './en/financial-reports.json';
import enAnalytics from './en/analytics.json';
import enPortal from './en/portal.json';
import enMessages from './en/messages.json';
import enIntegrations from './en/integrations.json';
import enPortalInfo from './en/portal-info.json';
import enHelp from './en/help.json';
import huAdmin from './hu/admin.json';
import huBilling from './hu/billing.json';
import huApiKeys from './hu/api-keys.json';
import huContacts from './hu/contacts.json';
import huComplianceTracker from './hu/compliance-tracker.json';
import huHome from './hu/home.json';
import huJoinRequests from './hu/join-requests.json';
import huDocuments from './hu/documents.json';
import huMatters from './hu/matters.json';
import huInvoices from './hu/invoices.json';
import huModuleFactory from './hu/module-factory.json';
import huModules from './hu/modules.json';
import huProfile from './hu/profile.json';
import huShell from './hu/shell.json';
import huDocumentTemplates from './hu/document-templates.json';
import huThemis from './hu/themis.json';
import huTimeTracking from './hu/time-tracking.json';
import huKnowledgeBase from './hu/knowledge-base.json';
import huOpportunities from './hu/opportunities.json';
import huClients from './hu/clients.json';
import huReports from './hu/reports.json';
import huFinancialReports from './hu/financial-reports.json';
import huAnalytics from './hu/analytics.json';
import huPortal from './hu/portal.json';
import huMessages from './hu/messages.json';
import huIntegrations from './hu/integrations.json';
import huPortalInfo from './hu/portal-info.json';
import huHelp from './hu/help.json';

export const appHu = {
  // Plans, credits and the module gates: only inside the signed-in app.
  billing: huBilling,
  shell: huShell,
  admin: huAdmin,
  profile: huProfile,
  home: huHome,
  joinRequests: huJoinRequests,
  modules: huModules,
  moduleFactory: huModuleFactory,
  contacts: huContacts,
  matters: huMatters,
  timeTracking: huTimeTracking,
  complianceTracker: huComplianceTracker,
  invoices: huInvoices,
  documentTemplates: huDocumentTemplates,
  documents: huDocuments,
  knowledgeBase: huKnowledgeBase,
  themis: huThemis,
  opportunities: huOpportunities,
  clients: huClients,
  reports: huReports,
  financialReports: huFinancialReports,
  analytics: huAnalytics,
  portal: huPortal,
  apiKeys: huApiKeys,
  messages: huMessages,
  integrations: huIntegrations,
  portalInfo: huPortalInfo,
  help: huHelp,
};
export const appEn = {
  billing: enBilling,
  shell: enShell,
  admin: enAdmin,
  profile: enProfile,
  home: enHome,
  joinRequests: enJoinRequests,
  modules: enModules,
  moduleFactory: enModuleFactory,
  contacts: enContacts,
  matters: enMatters,
  timeTracking: enTimeTracking,
  complianceTracker: enComplianceTracker,
  invoices: enInvoices,
  documentTemplates: enDocumentTemplates,
  documents: enDocuments,
  knowledgeBase: enKnowledgeBase,
  themis: enThemis,
  opportunities: enOpportunities,
  clients: enClients,
  reports: enReports,
  financialReports: enFinancialReports,
  analytics: enAnalytics,
  portal: enPortal,
  apiKeys: enApiKeys,
  messages: enMessages,
  integrations: enIntegrations,
  portalInfo: enPortalInfo,
  help: enHelp,
} satisfies typeof appHu;
