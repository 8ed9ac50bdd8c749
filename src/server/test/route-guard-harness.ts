// The route-guard harness: for EVERY route the app registers (read from the route registry, so
// routes added later are covered without anyone remembering to), it proves that
//   - a route without a guard is on the explicit public allow-list below;
//   - an anonymous caller gets 401;
//   - every demo role lacking the route's permission gets 403 (function level), and the
//     platform admin, who acts in no tenant, cannot reach tenant routes;
//   - a caller who has the permission, using another tenant's (or another user's) object ids,
//     gets 404 or 403 (object level);
//   - list responses of tenant A never contain an id of tenant B (zero leaks).
// A new route with path parameters needs an entry in `foreignIds` (and `validBodies` when it
// has a body): the harness fails with a message saying so instead of silently skipping it.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type Permission, permissionsForRoles } from '@shared/permissions/permissions';
import type { Role } from '@shared/permissions/roles';
import { resultRows } from '../db/client';
import { companyRecordsModule } from '@shared/module-factory/fixtures';
import {
  aiAlertRules,
  apiKeys,
  automationRules,
  aiAlerts,
  aiProviderKeys,
  clientIntakeDocuments,
  clientIntakes,
  complianceObligations,
  contacts,
  documentGenerations,
  documents,
  documentTemplates,
  documentVersions,
  factoryModules,
  factoryModuleVersions,
  factoryRecords,
  invitations,
  invoicePayments,
  invoices,
  invoiceSeries,
  joinRequests,
  kbArticles,
  matterDeadlines,
  matterParties,
  matters,
  matterTasks,
  matterTeam,
  members,
  moduleTenantVisibility,
  notifications,
  opportunities,
  opportunityStages,
  planChanges,
  sessions,
  tenantModules,
  themisConversations,
  timeEntries,
  timeRates,
  users,
} from '../db/schema';
import { demoTenantId } from '../db/seed';
import { moduleOfRouteUrl } from '../module-system/guard';
import { guardOfRoute, type RouteGuard } from '../plugins/request-context';
import { createTenantWithMember, injectAs, signIn, type TestApp } from './test-app';
import { foreignHospitality, hospitalityBodies, hospitalityForeignIds, hospitalityGuards, hospitalityQueries, type ForeignHospitality } from './route-guard-hospitality';
import { foreignPortal, portalBodies, portalForeignIds, portalGuards, portalQueries, type PortalObjects } from './route-guard-portal';
import { foreignWebhooks, webhookBodies, webhookForeignIds, webhookGuards, type WebhookObjects } from './route-guard-webhooks';

/** Routes anyone may call, with the reason. Everything else must carry a guard. */
export const publicRoutes: Record<string, string> = {
  'GET /api/health': 'load-balancer health check',
  'GET /api/auth/*': 'better-auth: session, sign-in and sign-out handle their own credentials',
  'POST /api/auth/*': 'better-auth: session, sign-in and sign-out handle their own credentials',
  'GET /api/docs/json': 'OpenAPI document',
  'GET /api/docs/yaml': 'OpenAPI document',
  'GET /api/docs/static/*': 'Swagger UI assets',
  'GET /api/docs/static/index.html': 'Swagger UI',
  'GET /api/docs/static/swagger-initializer.js': 'Swagger UI',
  'GET /api/docs': 'Swagger UI',
  'GET /api/docs/': 'Swagger UI',
  'GET /api/docs/v1/openapi.json': "the public API's OpenAPI 3.1 document",
  'GET /api/docs/v1': "the public API's Swagger UI",
  'GET /api/docs/v1/init.js': "the public API's Swagger UI",
  'POST /api/account/register': 'registration (anonymous by nature)',
  'POST /api/account/verify-email': 'e-mail verification by one-time token',
  'POST /api/account/resend-verification': 'resend verification (answers the same for every address)',
  'POST /api/account/forgot-password': 'password reset request (answers the same for every address)',
  'POST /api/account/reset-password/validate': 'reset token check',
  'POST /api/account/reset-password': 'password reset by one-time token',
  'GET /api/demo/accounts': 'DEMO_MODE only: the demo logins',
  'POST /api/demo/sign-in': 'DEMO_MODE only: one-click demo sign-in',
  'GET /api/dev/outbox': 'development/DEMO_MODE only, loopback clients only: the local mail outbox',
  'GET /api/legal/documents': 'versions in force and operator details of the public /terms and /privacy pages',
  'GET /api/calendar-feed/:token': 'personal iCal feed: calendar apps cannot sign in; the unguessable, revocable token is the credential (decision 0155)',
  'POST /api/colleague-invitations/validate': 'colleague invitation link check: the e-mailed token is the credential (decision 0330)',
  'POST /api/colleague-invitations/accept': 'colleague invitation accepted with a new account: the e-mailed token is the credential (decision 0330)',
};

const signedIn: RouteGuard = { kind: 'signedIn' };
const tenantPerm = (permission: Permission): RouteGuard => ({ kind: 'tenantPermission', permission });
const platform = (permission: Permission): RouteGuard => ({ kind: 'platformAdmin', permission });

/**
 * The reviewed permission of every guarded route (spec 3.2/6). The harness compares it with
 * the guard the route really carries, so a weakened guard fails here, and a new route fails
 * until someone decides (and writes down here) who may call it.
 */
export const expectedGuards: Record<string, RouteGuard> = {
  'GET /api/me': signedIn,
  // The user's own acceptance of the ÁSZF and the privacy notice (decision 0081).
  'GET /api/legal/acceptance': signedIn,
  'POST /api/legal/acceptance': signedIn,
  'GET /api/contacts': tenantPerm('canViewContacts'),
  'GET /api/contacts/:id': tenantPerm('canViewContacts'),
  // Contacts module writes, duplicates, merge, CSV (issue 14 point 1; decisions 0120–0124).
  'POST /api/contacts': tenantPerm('canCreateContacts'),
  'PUT /api/contacts/:id': tenantPerm('canEditContacts'),
  'DELETE /api/contacts/:id': tenantPerm('canEditContacts'),
  'GET /api/contacts/duplicates': tenantPerm('canViewContacts'),
  'GET /api/contacts/export': tenantPerm('canViewContacts'),
  'POST /api/contacts/:id/merge-preview': tenantPerm('canEditContacts'),
  'POST /api/contacts/:id/merge': tenantPerm('canEditContacts'),
  'POST /api/contacts/import/preview': tenantPerm('canCreateContacts'),
  'POST /api/contacts/import': tenantPerm('canCreateContacts'),
  'POST /api/account/password': signedIn,
  'GET /api/account/sessions': signedIn,
  'DELETE /api/account/sessions/:id': signedIn,
  'GET /api/admin/companies': platform('canViewAllCompanies'),
  'POST /api/admin/companies': platform('canViewAllCompanies'),
  'PATCH /api/admin/companies/:id': platform('canViewAllCompanies'),
  'POST /api/admin/companies/:id/suspension': platform('canViewAllCompanies'),
  'DELETE /api/admin/companies/:id': platform('canDeleteCompanies'),
  'GET /api/admin/users': platform('canViewUsers'),
  'POST /api/admin/users': platform('canCreateUsers'),
  'PATCH /api/admin/users/:id/role': platform('canEditUsers'),
  'POST /api/admin/users/:id/status': platform('canDeleteUsers'),
  'GET /api/admin/analytics': platform('canViewAnalytics'),
  // The job runtime's dead letter (decision 0280): the platform admin sees and acts on every firm's failed jobs.
  'GET /api/admin/jobs': platform('canViewAllCompanies'),
  'POST /api/admin/jobs/:id/retry': platform('canViewAllCompanies'),
  'DELETE /api/admin/jobs/:id': platform('canViewAllCompanies'),
  'GET /api/company': tenantPerm('canViewOwnCompany'),
  'PATCH /api/company': tenantPerm('canManageOwnCompany'),
  'GET /api/company/members': tenantPerm('canViewCompanyUsers'),
  'PATCH /api/company/members/:id': tenantPerm('canManageCompanyUsers'),
  'GET /api/notifications': signedIn,
  'GET /api/notifications/unread-count': signedIn,
  'POST /api/notifications/:id/read': signedIn,
  'POST /api/notifications/read-all': signedIn,
  'GET /api/profile': signedIn,
  'PATCH /api/profile': signedIn,
  'PUT /api/profile/avatar': signedIn,
  'GET /api/profile/avatar': signedIn,
  'DELETE /api/profile/avatar': signedIn,
  'POST /api/tenants/active': signedIn,
  // Join requests (decision 0070): anyone signed in may ask and see their own; the firm decides.
  'POST /api/join-requests': signedIn,
  'GET /api/join-requests/mine': signedIn,
  'POST /api/join-requests/:id/withdraw': signedIn,
  'POST /api/join-requests/invitations/:id/accept': signedIn,
  'GET /api/company/join-requests': tenantPerm('canManageCompanyUsers'),
  'POST /api/company/join-requests/:id/accept': tenantPerm('canManageCompanyUsers'),
  'POST /api/company/join-requests/:id/decline': tenantPerm('canManageCompanyUsers'),
  'POST /api/company/invitations': tenantPerm('canManageCompanyUsers'),
  'GET /api/company/colleague-invitations': tenantPerm('canViewCompanyUsers'),
  'POST /api/company/colleague-invitations': tenantPerm('canManageCompanyUsers'),
  'POST /api/company/colleague-invitations/:id/resend': tenantPerm('canManageCompanyUsers'),
  'DELETE /api/company/colleague-invitations/:id': tenantPerm('canManageCompanyUsers'),
  'DELETE /api/company/members/:id': tenantPerm('canManageCompanyUsers'),
  'POST /api/colleague-invitations/join': signedIn,
  // Plans, entitlements, usage and credits (modules/billing, decisions 0040-0043).
  'GET /api/entitlements': tenantPerm('canViewDashboard'),
  'GET /api/entitlements/check': tenantPerm('canViewDashboard'),
  'POST /api/usage/consume': tenantPerm('canUseModules'),
  'GET /api/usage/history': tenantPerm('canViewModuleUsage'),
  'GET /api/plans': signedIn,
  'GET /api/billing/subscription': tenantPerm('canManageOwnCompany'),
  'POST /api/billing/plan-changes': tenantPerm('canManageOwnCompany'),
  'POST /api/billing/plan-changes/:id/cancel': tenantPerm('canManageOwnCompany'),
  'POST /api/billing/upgrade-requests': tenantPerm('canViewOwnCompany'),
  'GET /api/credits': tenantPerm('canViewModuleUsage'),
  'POST /api/credits/purchases': tenantPerm('canManageOwnCompany'),
  'GET /api/platform/billing': platform('canViewAllCompanies'),
  'GET /api/platform/billing/operator': platform('canViewAllCompanies'),
  'PUT /api/platform/billing/operator': platform('canEditModulePricing'),
  'PATCH /api/platform/billing/plans/:id': platform('canEditModulePricing'),
  'POST /api/platform/billing/plan-changes/:id/activate': platform('canEditModulePricing'),
  'POST /api/platform/billing/plan-changes/:id/reject': platform('canEditModulePricing'),
  'POST /api/platform/billing/credit-purchases/:id/approve': platform('canEditModulePricing'),
  'POST /api/platform/billing/credit-purchases/:id/reject': platform('canEditModulePricing'),
  // The module system (modules/modules, decision 0090): the store for all firm roles that may see
  // it, install/uninstall/settings for who activates modules, the module base for the platform.
  'GET /api/modules': tenantPerm('canViewModuleStore'),
  'GET /api/modules/installed': tenantPerm('canUseModules'),
  'GET /api/modules/:key': tenantPerm('canViewModuleStore'),
  'POST /api/modules/:key/install': tenantPerm('canActivateModules'),
  'GET /api/modules/:key/uninstall-preview': tenantPerm('canActivateModules'),
  'POST /api/modules/:key/uninstall': tenantPerm('canActivateModules'),
  'PATCH /api/modules/:key/settings': tenantPerm('canActivateModules'),
  'GET /api/admin/modules': platform('canViewModuleBazis'),
  'GET /api/admin/modules/:key/usage': platform('canViewModuleAnalytics'),
  'PATCH /api/admin/modules/:key': platform('canManageModules'),
  'PUT /api/admin/modules/:key/visibility': platform('canManageModules'),
  // Module factory (decision 0101): the platform admin designs; a firm's records are its working
  // data, read with canViewContacts and written with canCreateContacts / canEditContacts (never a
  // customer, who holds canUseModules only for the portal), and only while the module is installed.
  'GET /api/admin/module-factory': platform('canCreateModules'),
  'POST /api/admin/module-factory': platform('canCreateModules'),
  'GET /api/admin/module-factory/:key': platform('canCreateModules'),
  'PUT /api/admin/module-factory/:key/draft': platform('canCreateModules'),
  'POST /api/admin/module-factory/preview': platform('canCreateModules'),
  'POST /api/admin/module-factory/:key/publish': platform('canCreateModules'),
  'GET /api/m/:moduleKey': tenantPerm('canViewContacts'),
  'GET /api/m/:moduleKey/records': tenantPerm('canViewContacts'),
  'POST /api/m/:moduleKey/records': tenantPerm('canCreateContacts'),
  'GET /api/m/:moduleKey/records/:id': tenantPerm('canViewContacts'),
  'PATCH /api/m/:moduleKey/records/:id': tenantPerm('canEditContacts'),
  'DELETE /api/m/:moduleKey/records/:id': tenantPerm('canEditContacts'),
  // Matters (issue 14, decisions 0125-0126): spec 6 canViewCases / canCreateCases / canEditCases.
  'GET /api/matters': tenantPerm('canViewCases'),
  'GET /api/matters/stats': tenantPerm('canViewCases'),
  'GET /api/matters/:id': tenantPerm('canViewCases'),
  'GET /api/matters/:id/totals': tenantPerm('canViewCases'),
  'POST /api/matters': tenantPerm('canCreateCases'),
  'POST /api/matters/conflict-check': tenantPerm('canCreateCases'),
  'PATCH /api/matters/:id': tenantPerm('canEditCases'),
  'POST /api/matters/:id/parties': tenantPerm('canEditCases'),
  'DELETE /api/matters/:id/parties/:partyId': tenantPerm('canEditCases'),
  'POST /api/matters/:id/team': tenantPerm('canEditCases'),
  'DELETE /api/matters/:id/team/:userId': tenantPerm('canEditCases'),
  'POST /api/matters/:id/notes': tenantPerm('canEditCases'),
  'POST /api/matters/:id/tasks': tenantPerm('canEditCases'),
  'PATCH /api/matters/:id/tasks/:taskId': tenantPerm('canEditCases'),
  // Client management and onboarding (issue 14 points 6-7, decisions 0132-0135).
  'GET /api/clients': tenantPerm('canViewContacts'),
  'GET /api/clients/:id': tenantPerm('canViewContacts'),
  'POST /api/clients/:id/portal-invitations': tenantPerm('canManageCompanyUsers'),
  'DELETE /api/clients/:id/portal-access/:userId': tenantPerm('canManageCompanyUsers'),
  'DELETE /api/clients/:id/portal-invitations/:invitationId': tenantPerm('canManageCompanyUsers'),
  'GET /api/onboarding': tenantPerm('canViewContacts'),
  'POST /api/onboarding': tenantPerm('canCreateContacts'),
  'GET /api/onboarding/:id': tenantPerm('canViewContacts'),
  'PATCH /api/onboarding/:id': tenantPerm('canCreateContacts'),
  'POST /api/onboarding/:id/submit': tenantPerm('canCreateContacts'),
  'POST /api/onboarding/:id/approve': tenantPerm('canEditContacts'),
  'POST /api/onboarding/:id/reject': tenantPerm('canEditContacts'),
  'PUT /api/onboarding/:id/relationship-end': tenantPerm('canEditContacts'),
  'POST /api/onboarding/:id/documents': tenantPerm('canCreateContacts'),
  'DELETE /api/onboarding/:id/documents/:documentId': tenantPerm('canCreateContacts'),
  // Invoices (issue 17, decision 0145): read with canViewTimeTracking (the registry's use
  // permission), drafts, issuing and corrections with canCreateTimeEntries, the firm's seller data
  // and numbering series with canEditSettings.
  'GET /api/invoices': tenantPerm('canViewTimeTracking'),
  'GET /api/invoices/settings': tenantPerm('canViewTimeTracking'),
  'GET /api/invoices/stats': tenantPerm('canViewTimeTracking'),
  'PUT /api/invoices/settings': tenantPerm('canEditSettings'),
  'GET /api/invoices/series': tenantPerm('canViewTimeTracking'),
  'POST /api/invoices/series': tenantPerm('canEditSettings'),
  'POST /api/invoices': tenantPerm('canCreateTimeEntries'),
  'POST /api/invoices/from-time': tenantPerm('canCreateTimeEntries'),
  'GET /api/invoices/:id': tenantPerm('canViewTimeTracking'),
  'PUT /api/invoices/:id': tenantPerm('canCreateTimeEntries'),
  'DELETE /api/invoices/:id': tenantPerm('canCreateTimeEntries'),
  'POST /api/invoices/:id/issue': tenantPerm('canCreateTimeEntries'),
  'GET /api/invoices/:id/nav-check': tenantPerm('canCreateTimeEntries'),
  'GET /api/invoices/nav-rejected': tenantPerm('canViewTimeTracking'),
  'POST /api/invoices/:id/nav-resubmit': tenantPerm('canCreateTimeEntries'),
  'POST /api/invoices/:id/storno': tenantPerm('canCreateTimeEntries'),
  'POST /api/invoices/:id/modifications': tenantPerm('canCreateTimeEntries'),
  'GET /api/invoices/:id/pdf': tenantPerm('canViewTimeTracking'),
  'POST /api/invoices/:id/proforma': tenantPerm('canCreateTimeEntries'),
  'GET /api/invoices/proformas/:id/pdf': tenantPerm('canViewTimeTracking'),
  'GET /api/invoices/:id/xml': tenantPerm('canViewTimeTracking'),
  'GET /api/invoices/nav-credentials': tenantPerm('canEditSettings'),
  'PUT /api/invoices/nav-credentials': tenantPerm('canEditSettings'),
  'POST /api/invoices/nav-credentials/test': tenantPerm('canEditSettings'),
  'GET /api/invoices/receivables': tenantPerm('canViewTimeTracking'),
  'GET /api/invoices/:id/payments': tenantPerm('canViewTimeTracking'),
  'POST /api/invoices/:id/payments': tenantPerm('canCreateTimeEntries'),
  'DELETE /api/invoices/:id/payments/:paymentId': tenantPerm('canCreateTimeEntries'),
  'POST /api/invoices/:id/reminders': tenantPerm('canCreateTimeEntries'),
  // Time tracking (issue 17 point 1, decision 0115): own entries and timer for who records time,
  // rates and rounding for who edits the firm's settings.
  'GET /api/time-entries': tenantPerm('canViewTimeTracking'),
  'GET /api/time-entries/week': tenantPerm('canViewTimeTracking'),
  'POST /api/time-entries': tenantPerm('canCreateTimeEntries'),
  'PATCH /api/time-entries/:id': tenantPerm('canCreateTimeEntries'),
  'DELETE /api/time-entries/:id': tenantPerm('canCreateTimeEntries'),
  'GET /api/time-entries/timer': tenantPerm('canViewTimeTracking'),
  'POST /api/time-entries/timer': tenantPerm('canCreateTimeEntries'),
  'POST /api/time-entries/timer/stop': tenantPerm('canCreateTimeEntries'),
  'DELETE /api/time-entries/timer': tenantPerm('canCreateTimeEntries'),
  'GET /api/time-entries/settings': tenantPerm('canViewTimeTracking'),
  'PUT /api/time-entries/settings': tenantPerm('canEditSettings'),
  'PUT /api/time-entries/rates': tenantPerm('canEditSettings'),
  'DELETE /api/time-entries/rates/:id': tenantPerm('canEditSettings'),
  'GET /api/deadlines': tenantPerm('canViewCases'),
  'GET /api/deadlines/stats': tenantPerm('canViewCases'),
  'POST /api/deadlines': tenantPerm('canEditCases'),
  'GET /api/deadlines/:id': tenantPerm('canViewCases'),
  'PATCH /api/deadlines/:id': tenantPerm('canEditCases'),
  'DELETE /api/deadlines/:id': tenantPerm('canEditCases'),
  'GET /api/deadlines/settings': tenantPerm('canViewCases'),
  'PUT /api/deadlines/settings': tenantPerm('canManageOwnCompany'),
  // Each user's own feed: whoever may see deadlines may subscribe to theirs.
  'GET /api/deadlines/calendar-feed': tenantPerm('canViewCases'),
  'POST /api/deadlines/calendar-feed': tenantPerm('canViewCases'),
  'DELETE /api/deadlines/calendar-feed': tenantPerm('canViewCases'),
  // Opportunities and CRM (issue 14 points 4-5, decisions 0128-0131): spec 6's opportunity
  // permissions; the firm's stages are settings (canEditSettings, the firm's administrator).
  'GET /api/opportunities': tenantPerm('canViewOpportunities'),
  'GET /api/opportunities/stats': tenantPerm('canViewOpportunities'),
  'POST /api/opportunities': tenantPerm('canCreateOpportunities'),
  'GET /api/opportunities/:id': tenantPerm('canViewOpportunities'),
  'PATCH /api/opportunities/:id': tenantPerm('canEditOpportunities'),
  'DELETE /api/opportunities/:id': tenantPerm('canEditOpportunities'),
  'POST /api/opportunities/:id/move': tenantPerm('canEditOpportunities'),
  'POST /api/opportunities/:id/win': tenantPerm('canEditOpportunities'),
  'GET /api/opportunities/stages': tenantPerm('canViewOpportunities'),
  'POST /api/opportunities/stages': tenantPerm('canEditSettings'),
  'PUT /api/opportunities/stages/order': tenantPerm('canEditSettings'),
  'PATCH /api/opportunities/stages/:id': tenantPerm('canEditSettings'),
  'DELETE /api/opportunities/stages/:id': tenantPerm('canEditSettings'),
  'GET /api/crm/overview': tenantPerm('canViewOpportunities'),
  // Financial reports and analytics (issue 17 point 6, decision 0220): whoever may view analytics.
  'GET /api/financial-reports': tenantPerm('canViewAnalytics'),
  'GET /api/financial-reports/export': tenantPerm('canViewAnalytics'),
  'GET /api/analytics': tenantPerm('canViewAnalytics'),
  'GET /api/analytics/export': tenantPerm('canViewAnalytics'),
  'GET /api/deadlines/obligations': tenantPerm('canViewCases'),
  'POST /api/deadlines/obligations': tenantPerm('canEditCases'),
  'PATCH /api/deadlines/obligations/:id': tenantPerm('canEditCases'),
  'POST /api/deadlines/obligations/:id/complete': tenantPerm('canEditCases'),
  'DELETE /api/deadlines/obligations/:id': tenantPerm('canEditCases'),
  // Each user's own digest switch.
  'GET /api/deadlines/preferences': tenantPerm('canViewCases'),
  'PUT /api/deadlines/preferences': tenantPerm('canViewCases'),
  'POST /api/deadlines/:id/documents': tenantPerm('canEditCases'),
  'DELETE /api/deadlines/:id/documents/:documentId': tenantPerm('canEditCases'),
  'GET /api/deadlines/calendar': tenantPerm('canViewCases'),
  'GET /api/admin/calendar': platform('canEditSettings'),
  'PUT /api/admin/calendar/entries': platform('canEditSettings'),
  'DELETE /api/admin/calendar/entries/:date': platform('canEditSettings'),
  'PUT /api/admin/calendar/decrees': platform('canEditSettings'),
  'GET /api/templates': tenantPerm('canViewTemplates'),
  'GET /api/templates/:id': tenantPerm('canViewTemplates'),
  'POST /api/templates': tenantPerm('canCreateTemplates'),
  'PATCH /api/templates/:id': tenantPerm('canCreateTemplates'),
  'GET /api/templates/:id/docx': tenantPerm('canViewTemplates'),
  'POST /api/templates/docx': tenantPerm('canCreateTemplates'),
  'POST /api/document-generation': tenantPerm('canGenerateDocuments'),
  'GET /api/document-generation': tenantPerm('canGenerateDocuments'),
  'GET /api/document-generation/prefill/:matterId': tenantPerm('canGenerateDocuments'),
  'GET /api/document-generation/:id': tenantPerm('canGenerateDocuments'),
  'GET /api/document-generation/:id/files/:format': tenantPerm('canGenerateDocuments'),
  'GET /api/documents': tenantPerm('canViewDocuments'),
  'POST /api/documents': tenantPerm('canGenerateDocuments'),
  'GET /api/documents/storage': tenantPerm('canViewDocuments'),
  'GET /api/documents/:id': tenantPerm('canViewDocuments'),
  'PATCH /api/documents/:id': tenantPerm('canGenerateDocuments'),
  'DELETE /api/documents/:id': tenantPerm('canGenerateDocuments'),
  'POST /api/documents/:id/restore': tenantPerm('canGenerateDocuments'),
  'GET /api/documents/:id/preview': tenantPerm('canViewDocuments'),
  'GET /api/documents/:id/download': tenantPerm('canViewDocuments'),
  'GET /api/documents/:id/versions': tenantPerm('canViewDocuments'),
  'POST /api/documents/:id/versions': tenantPerm('canGenerateDocuments'),
  'GET /api/documents/:id/versions/:number/download': tenantPerm('canViewDocuments'),
  'POST /api/document-versions/:id/versions/:number/restore': tenantPerm('canGenerateDocuments'),
  'GET /api/document-versions/:id/diff': tenantPerm('canViewDocuments'),
  'GET /api/ocr/documents/:id': tenantPerm('canViewDocuments'),
  'POST /api/ocr/documents/:id': tenantPerm('canGenerateDocuments'),
  // Any firm member may search; each group needs its module and view permission (decision 0136).
  'GET /api/search': signedIn,
  'GET /api/help/articles': signedIn,
  'GET /api/help/articles/:slug': signedIn,
  'GET /api/help/support': signedIn,
  'GET /api/kb': tenantPerm('canViewDocuments'),
  'POST /api/kb': tenantPerm('canGenerateDocuments'),
  'GET /api/kb/:id': tenantPerm('canViewDocuments'),
  'PUT /api/kb/:id': tenantPerm('canGenerateDocuments'),
  'DELETE /api/kb/:id': tenantPerm('canGenerateDocuments'),
  'GET /api/kb/:id/revisions': tenantPerm('canViewDocuments'),
  'PATCH /api/kb/:id/visibility': tenantPerm('canGenerateDocuments'),
  // Article attachments (decision 0247): read like the article, changed like the article.
  'GET /api/kb/:id/attachments': tenantPerm('canViewDocuments'),
  'POST /api/kb/:id/attachments': tenantPerm('canGenerateDocuments'),
  'POST /api/kb/:id/attachments/upload': tenantPerm('canGenerateDocuments'),
  'DELETE /api/kb/:id/attachments/:documentId': tenantPerm('canGenerateDocuments'),
  'POST /api/themis/conversations': tenantPerm('canUseAI'),
  'GET /api/themis/conversations': tenantPerm('canUseAI'),
  'GET /api/themis/conversations/:id': tenantPerm('canUseAI'),
  'POST /api/themis/conversations/:id/messages': tenantPerm('canUseAI'),
  'GET /api/themis/vault': tenantPerm('canUseAI'),
  'POST /api/themis/vault/embeddings': tenantPerm('canManageOwnCompany'),
  'PUT /api/themis/vault/documents/:id': tenantPerm('canManageOwnCompany'),
  'PUT /api/themis/vault/matters/:id': tenantPerm('canManageOwnCompany'),
  'GET /api/ai/keys': tenantPerm('canManageOwnCompany'),
  'POST /api/ai/keys': tenantPerm('canManageOwnCompany'),
  'POST /api/ai/keys/test': tenantPerm('canManageOwnCompany'),
  'DELETE /api/ai/keys/:id': tenantPerm('canManageOwnCompany'),
  'GET /api/ai/budgets': tenantPerm('canManageOwnCompany'),
  'PUT /api/ai/budgets': tenantPerm('canManageOwnCompany'),
  'GET /api/ai/usage': tenantPerm('canManageOwnCompany'),
  'GET /api/ai/usage/mine': tenantPerm('canUseAI'),
  'GET /api/ai/audit': tenantPerm('canManageOwnCompany'),
  'GET /api/ai/alert-rules': tenantPerm('canManageOwnCompany'),
  'POST /api/ai/alert-rules': tenantPerm('canManageOwnCompany'),
  'PATCH /api/ai/alert-rules/:id': tenantPerm('canManageOwnCompany'),
  'DELETE /api/ai/alert-rules/:id': tenantPerm('canManageOwnCompany'),
  'GET /api/ai/alerts': tenantPerm('canManageOwnCompany'),
  'POST /api/ai/alerts/:id/acknowledge': tenantPerm('canManageOwnCompany'),
  'POST /api/ai/alerts/:id/resolve': tenantPerm('canManageOwnCompany'),
  'GET /api/platform/ai/keys': platform('canViewAllCompanies'),
  'POST /api/platform/ai/keys': platform('canViewAllCompanies'),
  'DELETE /api/platform/ai/keys/:id': platform('canViewAllCompanies'),
  'GET /api/platform/ai/overview': platform('canViewAllCompanies'),
  'GET /api/platform/ai/alert-rules': platform('canViewAllCompanies'),
  'POST /api/platform/ai/alert-rules': platform('canViewAllCompanies'),
  'PATCH /api/platform/ai/alert-rules/:id': platform('canViewAllCompanies'),
  'DELETE /api/platform/ai/alert-rules/:id': platform('canViewAllCompanies'),
  'GET /api/platform/ai/alerts': platform('canViewAllCompanies'),
  'POST /api/platform/ai/alerts/:id/acknowledge': platform('canViewAllCompanies'),
  'POST /api/platform/ai/alerts/:id/resolve': platform('canViewAllCompanies'),
  ...hospitalityGuards,
  ...portalGuards,
  ...webhookGuards,
  // API keys and the public API (issue 36.2–3, decision 0390): keys are the firm admin's; the
  // public API carries the app's own permissions (a key's scopes narrow its creator's).
  'GET /api/api-keys': tenantPerm('canEditSettings'),
  'POST /api/api-keys': tenantPerm('canEditSettings'),
  'POST /api/api-keys/:id/revoke': tenantPerm('canEditSettings'),
  'POST /api/api-keys/:id/rotate': tenantPerm('canEditSettings'),
  'GET /api/v1/whoami': signedIn,
  'GET /api/v1/contacts': tenantPerm('canViewContacts'),
  'GET /api/v1/matters': tenantPerm('canViewCases'),
  'POST /api/v1/contacts': tenantPerm('canCreateContacts'),
  'GET /api/v1/time-entries': tenantPerm('canViewTimeTracking'),
  'POST /api/v1/time-entries': tenantPerm('canCreateTimeEntries'),
  'GET /api/v1/invoices': tenantPerm('canViewTimeTracking'),
  'GET /api/v1/deadlines': tenantPerm('canViewCases'),
  'GET /api/v1/documents': tenantPerm('canViewDocuments'),
  'GET /api/v1/documents/:id/download': tenantPerm('canViewDocuments'),
  // Upload, metadata and the firm's client messages (decisions 0373–0374); answering needs the edit scope.
  'GET /api/v1/documents/:id': tenantPerm('canViewDocuments'),
  'POST /api/v1/documents': tenantPerm('canGenerateDocuments'),
  'GET /api/v1/message-threads': tenantPerm('canViewContacts'),
  'GET /api/v1/message-threads/:id': tenantPerm('canViewContacts'),
  'POST /api/v1/message-threads/:id/messages': tenantPerm('canEditContacts'),
  // Automations (issue 36.1, decision 0360): the firm admin's rules, run log and dry run.
  'GET /api/automations': tenantPerm('canEditSettings'),
  'POST /api/automations': tenantPerm('canEditSettings'),
  'GET /api/automations/:id': tenantPerm('canEditSettings'),
  'PUT /api/automations/:id': tenantPerm('canEditSettings'),
  'DELETE /api/automations/:id': tenantPerm('canEditSettings'),
  'POST /api/automations/:id/enabled': tenantPerm('canEditSettings'),
  'GET /api/automations/:id/runs': tenantPerm('canEditSettings'),
  'GET /api/automations/:id/events': tenantPerm('canEditSettings'),
  'POST /api/automations/:id/dry-run': tenantPerm('canEditSettings'),
  // E-mail to case (decisions 0432–0434): the page's permission reads, the module's changes.
  'GET /api/automations/email-to-case': tenantPerm('canCreateCases'),
  'PUT /api/automations/email-to-case': tenantPerm('canEditSettings'),
};

/** The demo users the harness acts as, with the roles they hold in the demo tenant. */
export const actors: Record<string, { email: string; roles: Role[] }> = {
  admin: { email: 'admin@virtualis-iroda.hu', roles: ['admin'] },
  tenantLawyer: { email: 'iroda@kovacs-ugyved.hu', roles: ['tenant', 'lawyer'] },
  lawyer: { email: 'ugyved@kovacs-ugyved.hu', roles: ['lawyer'] },
  customer: { email: 'szabo.anna@example.hu', roles: ['customer'] },
};

export interface Foreign extends ForeignHospitality, PortalObjects, WebhookObjects {
  tenantId: string;
  userId: string;
  email: string;
  memberId: string;
  contactId: string;
  notificationId: string;
  sessionId: string;
  planChangeId: string;
  joinRequestId: string;
  invitationId: string;
  /** A pending colleague invitation of the other firm (decision 0330). */
  colleagueInvitationId: string;
  /** An API key of the other firm (decision 0390). */
  apiKeyId: string;
  /** An automation rule of the other firm (decision 0360). */
  automationRuleId: string;
  matterId: string;
  matterPartyId: string;
  matterTaskId: string;
  /** An issued-looking invoice of the other firm. */
  invoiceId: string;
  invoicePaymentId: string;
  timeEntryId: string;
  timeRateId: string;
  deadlineId: string;
  obligationId: string;
  /** The other firm's own template and one document generated from it. */
  templateId: string;
  generationId: string;
  /** A document (with version 1) of the other firm's matter. */
  documentId: string;
  /** A knowledge-base article of the other firm. */
  kbArticleId: string;
  /** The other firm's member's Themis conversation and the firm's AI provider key. */
  conversationId: string;
  aiKeyId: string;
  aiAlertRuleId: string;
  aiAlertId: string;
  /** An opportunity of the other firm and one of its pipeline stages. */
  opportunityId: string;
  opportunityStageId: string;
  /** A module hidden from the demo firm (the harness hides it in prepareHarness). */
  hiddenModuleKey: string;
  /** A published factory module installed only in the other firm. */
  factoryModuleKey: string;
  /** The other firm's record of the demo factory module (installed in both firms). */
  factoryRecordId: string;
  /** A submitted client onboarding of the other firm. */
  intakeId: string;
}

/** Path parameters naming another tenant's or another user's object, per route URL. */
export const foreignIds: Record<string, (f: Foreign) => Record<string, string>> = {
  '/api/contacts/:id': (f) => ({ id: f.contactId }),
  '/api/contacts/:id/merge-preview': (f) => ({ id: f.contactId }),
  '/api/contacts/:id/merge': (f) => ({ id: f.contactId }),
  '/api/company/members/:id': (f) => ({ id: f.memberId }),
  '/api/notifications/:id/read': (f) => ({ id: f.notificationId }),
  '/api/account/sessions/:id': (f) => ({ id: f.sessionId }),
  '/api/billing/plan-changes/:id/cancel': (f) => ({ id: f.planChangeId }),
  '/api/join-requests/:id/withdraw': (f) => ({ id: f.joinRequestId }),
  '/api/join-requests/invitations/:id/accept': (f) => ({ id: f.invitationId }),
  '/api/company/colleague-invitations/:id/resend': (f) => ({ id: f.colleagueInvitationId }),
  '/api/company/colleague-invitations/:id': (f) => ({ id: f.colleagueInvitationId }),
  '/api/api-keys/:id/revoke': (f) => ({ id: f.apiKeyId }),
  '/api/api-keys/:id/rotate': (f) => ({ id: f.apiKeyId }),
  '/api/automations/:id': (f) => ({ id: f.automationRuleId }),
  '/api/automations/:id/enabled': (f) => ({ id: f.automationRuleId }),
  '/api/automations/:id/runs': (f) => ({ id: f.automationRuleId }),
  '/api/automations/:id/events': (f) => ({ id: f.automationRuleId }),
  '/api/automations/:id/dry-run': (f) => ({ id: f.automationRuleId }),
  '/api/company/join-requests/:id/accept': (f) => ({ id: f.joinRequestId }),
  '/api/company/join-requests/:id/decline': (f) => ({ id: f.joinRequestId }),
  '/api/matters/:id': (f) => ({ id: f.matterId }),
  '/api/matters/:id/totals': (f) => ({ id: f.matterId }),
  // The matter's appointments in its case file (decision 0421), a portal route.
  '/api/portal/firm/matters/:id/bookings': (f) => ({ id: f.matterId }),
  '/api/matters/:id/parties': (f) => ({ id: f.matterId }),
  '/api/matters/:id/parties/:partyId': (f) => ({ id: f.matterId, partyId: f.matterPartyId }),
  '/api/matters/:id/team': (f) => ({ id: f.matterId }),
  '/api/matters/:id/team/:userId': (f) => ({ id: f.matterId, userId: f.userId }),
  '/api/matters/:id/notes': (f) => ({ id: f.matterId }),
  '/api/matters/:id/tasks': (f) => ({ id: f.matterId }),
  '/api/matters/:id/tasks/:taskId': (f) => ({ id: f.matterId, taskId: f.matterTaskId }),
  '/api/invoices/:id': (f) => ({ id: f.invoiceId }),
  '/api/invoices/:id/issue': (f) => ({ id: f.invoiceId }),
  '/api/invoices/:id/nav-check': (f) => ({ id: f.invoiceId }),
  '/api/invoices/:id/nav-resubmit': (f) => ({ id: f.invoiceId }),
  '/api/invoices/:id/storno': (f) => ({ id: f.invoiceId }),
  '/api/invoices/:id/modifications': (f) => ({ id: f.invoiceId }),
  '/api/invoices/:id/pdf': (f) => ({ id: f.invoiceId }),
  '/api/invoices/:id/proforma': (f) => ({ id: f.invoiceId }),
  '/api/invoices/proformas/:id/pdf': (f) => ({ id: f.portalProformaId }),
  '/api/invoices/:id/xml': (f) => ({ id: f.invoiceId }),
  '/api/invoices/:id/payments': (f) => ({ id: f.invoiceId }),
  '/api/invoices/:id/payments/:paymentId': (f) => ({ id: f.invoiceId, paymentId: f.invoicePaymentId }),
  '/api/invoices/:id/reminders': (f) => ({ id: f.invoiceId }),
  '/api/time-entries/:id': (f) => ({ id: f.timeEntryId }),
  '/api/time-entries/rates/:id': (f) => ({ id: f.timeRateId }),
  '/api/deadlines/:id': (f) => ({ id: f.deadlineId }),
  '/api/deadlines/obligations/:id': (f) => ({ id: f.obligationId }),
  '/api/deadlines/obligations/:id/complete': (f) => ({ id: f.obligationId }),
  '/api/deadlines/:id/documents': (f) => ({ id: f.deadlineId }),
  '/api/deadlines/:id/documents/:documentId': (f) => ({ id: f.deadlineId, documentId: f.documentId }),
  '/api/templates/:id': (f) => ({ id: f.templateId }),
  '/api/templates/:id/docx': (f) => ({ id: f.templateId }),
  '/api/opportunities/:id': (f) => ({ id: f.opportunityId }),
  '/api/opportunities/:id/move': (f) => ({ id: f.opportunityId }),
  '/api/opportunities/:id/win': (f) => ({ id: f.opportunityId }),
  '/api/opportunities/stages/:id': (f) => ({ id: f.opportunityStageId }),
  '/api/document-generation/prefill/:matterId': (f) => ({ matterId: f.matterId }),
  '/api/document-generation/:id': (f) => ({ id: f.generationId }),
  '/api/document-generation/:id/files/:format': (f) => ({ id: f.generationId, format: 'pdf' }),
  '/api/documents/:id': (f) => ({ id: f.documentId }),
  '/api/themis/conversations/:id': (f) => ({ id: f.conversationId }),
  '/api/themis/conversations/:id/messages': (f) => ({ id: f.conversationId }),
  '/api/ai/keys/:id': (f) => ({ id: f.aiKeyId }),
  '/api/ai/alert-rules/:id': (f) => ({ id: f.aiAlertRuleId }),
  '/api/ai/alerts/:id/acknowledge': (f) => ({ id: f.aiAlertId }),
  '/api/ai/alerts/:id/resolve': (f) => ({ id: f.aiAlertId }),
  '/api/documents/:id/restore': (f) => ({ id: f.documentId }),
  '/api/themis/vault/documents/:id': (f) => ({ id: f.documentId }),
  '/api/themis/vault/matters/:id': (f) => ({ id: f.matterId }),
  '/api/documents/:id/preview': (f) => ({ id: f.documentId }),
  '/api/documents/:id/download': (f) => ({ id: f.documentId }),
  '/api/v1/documents/:id/download': (f) => ({ id: f.documentId }),
  '/api/v1/documents/:id': (f) => ({ id: f.documentId }),
  '/api/v1/message-threads/:id': (f) => ({ id: f.portalThreadId }),
  '/api/v1/message-threads/:id/messages': (f) => ({ id: f.portalThreadId }),
  '/api/documents/:id/versions': (f) => ({ id: f.documentId }),
  '/api/documents/:id/versions/:number/download': (f) => ({ id: f.documentId, number: '1' }),
  '/api/kb/:id': (f) => ({ id: f.kbArticleId }),
  '/api/kb/:id/revisions': (f) => ({ id: f.kbArticleId }),
  '/api/kb/:id/visibility': (f) => ({ id: f.kbArticleId }),
  '/api/kb/:id/attachments': (f) => ({ id: f.kbArticleId }),
  '/api/kb/:id/attachments/upload': (f) => ({ id: f.kbArticleId }),
  '/api/kb/:id/attachments/:documentId': (f) => ({ id: f.kbArticleId, documentId: f.documentId }),
  '/api/document-versions/:id/versions/:number/restore': (f) => ({ id: f.documentId, number: '1' }),
  '/api/document-versions/:id/diff': (f) => ({ id: f.documentId }),
  '/api/ocr/documents/:id': (f) => ({ id: f.documentId }),
  // Module keys are not owned by a firm: the nearest "foreign object" is a module hidden from the
  // caller's firm (another firm's private module), which must answer 404 like a missing one.
  '/api/modules/:key': (f) => ({ key: f.hiddenModuleKey }),
  '/api/modules/:key/install': (f) => ({ key: f.hiddenModuleKey }),
  '/api/modules/:key/uninstall-preview': (f) => ({ key: f.hiddenModuleKey }),
  '/api/modules/:key/uninstall': (f) => ({ key: f.hiddenModuleKey }),
  '/api/modules/:key/settings': (f) => ({ key: f.hiddenModuleKey }),
  // Help articles are the platform's, not a firm's: no other firm owns one; an unknown slug is 404.
  '/api/help/articles/:slug': () => ({ slug: 'nincs-ilyen-cikk' }),
  '/api/m/:moduleKey': (f) => ({ moduleKey: f.factoryModuleKey }),
  '/api/m/:moduleKey/records': (f) => ({ moduleKey: f.factoryModuleKey }),
  '/api/m/:moduleKey/records/:id': (f) => ({ moduleKey: companyRecordsModule.key, id: f.factoryRecordId }),
  '/api/clients/:id': (f) => ({ id: f.contactId }),
  '/api/clients/:id/portal-invitations': (f) => ({ id: f.contactId }),
  '/api/clients/:id/portal-access/:userId': (f) => ({ id: f.contactId, userId: f.userId }),
  '/api/clients/:id/portal-invitations/:invitationId': (f) => ({ id: f.contactId, invitationId: f.invitationId }),
  '/api/onboarding/:id': (f) => ({ id: f.intakeId }),
  '/api/onboarding/:id/submit': (f) => ({ id: f.intakeId }),
  '/api/onboarding/:id/approve': (f) => ({ id: f.intakeId }),
  '/api/onboarding/:id/reject': (f) => ({ id: f.intakeId }),
  '/api/onboarding/:id/relationship-end': (f) => ({ id: f.intakeId }),
  '/api/onboarding/:id/documents': (f) => ({ id: f.intakeId }),
  '/api/onboarding/:id/documents/:documentId': (f) => ({ id: f.intakeId, documentId: f.documentId }),
  ...hospitalityForeignIds,
  ...portalForeignIds,
  ...webhookForeignIds,
};

/** A body that passes validation, for object-level attempts on routes that take one. */
export const validBodies: Record<string, unknown> = {
  'PUT /api/themis/vault/documents/:id': { included: false },
  'PUT /api/themis/vault/matters/:id': { included: false },
  'POST /api/contacts': { kind: 'person', familyName: 'Harness', givenName: 'Elek' },
  'PUT /api/contacts/:id': { kind: 'person', familyName: 'Harness', givenName: 'Elek' },
  // The target in the path is the other firm's contact; the source id does not matter.
  'POST /api/contacts/:id/merge-preview': { sourceId: 'harness-source' },
  'POST /api/contacts/:id/merge': { sourceId: 'harness-source' },
  'POST /api/contacts/import/preview': { csv: 'Típus;Családi név;Utónév\r\nszemély;Harness;Elek\r\n' },
  'POST /api/contacts/import': { csv: 'Típus;Családi név;Utónév\r\nszemély;Harness;Elek\r\n' },
  'PATCH /api/company/members/:id': { roles: ['lawyer'] },
  'POST /api/usage/consume': { action: 'automation_run' },
  'POST /api/join-requests': { lawyerEmailOrCode: 'ugyved@kovacs-ugyved.hu' },
  'POST /api/company/invitations': { email: 'meghivott.ugyfel@example.hu' },
  'POST /api/company/colleague-invitations': { name: 'Harness Kolléga', email: 'meghivott.kollega@example.hu', roles: 'lawyer' },
  'POST /api/api-keys': { name: 'Harness kulcs', scopes: ['canViewContacts'], expiresInDays: 30 },
  'POST /api/api-keys/:id/rotate': { overlapHours: 1 },
  'POST /api/automations': { name: 'Harness szabály', trigger: { kind: 'event', eventType: 'matter.created' }, actions: [{ type: 'add_note', body: 'Harness' }] },
  'PUT /api/automations/email-to-case': { enabled: false, allowedSenders: [], maxMegabytes: 10, imap: { enabled: false } },
  'PUT /api/automations/:id': { name: 'Harness szabály', trigger: { kind: 'event', eventType: 'matter.created' }, actions: [{ type: 'add_note', body: 'Harness' }] },
  'POST /api/automations/:id/enabled': { enabled: false },
  'POST /api/automations/:id/dry-run': { eventId: null },
  'POST /api/colleague-invitations/join': { token: 'harness-token' },
  'POST /api/billing/plan-changes': { planId: 'plan-halado' },
  'POST /api/billing/upgrade-requests': { feature: 'api_access' },
  'POST /api/credits/purchases': { credits: 10 },
  'POST /api/m/:moduleKey/records': { data: { nev: 'Idegen rekord' } },
  'PATCH /api/m/:moduleKey/records/:id': { data: { megjegyzes: 'Módosítási kísérlet' } },
  'PATCH /api/platform/billing/plans/:id': { name: 'Haladó', agents_limit: 20, automations_limit: 10, monthly_price_huf: 14_900 },
  'POST /api/matters': { title: 'Harness ügy', conflict: { decision: 'no_conflict' } },
  'POST /api/matters/conflict-check': { names: ['Harness Kft.'] },
  'PATCH /api/matters/:id': { status: 'in_progress' },
  'POST /api/matters/:id/parties': { party: { name: 'Harness Fél', role: 'other' }, conflict: { decision: 'conflict_waived', reason: 'harness próba' } },
  'POST /api/matters/:id/team': { userId: 'nincs-ilyen-felhasznalo' },
  'POST /api/matters/:id/notes': { body: 'Harness jegyzet' },
  'POST /api/matters/:id/tasks': { title: 'Harness feladat' },
  'PATCH /api/matters/:id/tasks/:taskId': { done: true },
  'PUT /api/invoices/settings': {
    sellerName: 'Kovács és Társai Ügyvédi Iroda',
    taxNumber: '24225221-2-43',
    address: { countryCode: 'HU', postalCode: '1055', city: 'Budapest', addressLine: 'Kossuth Lajos tér 1–3. 2. em. 4.' },
  },
  'POST /api/invoices/series': { prefix: 'HARNESS', name: 'Harness számlatömb' },
  'PUT /api/invoices/nav-credentials': { environment: 'test', login: 'harness01', taxNumber: '24225221', password: 'Harness-Jelszo-1', signKey: 'ab-12cd-34ef56ab78cd90ABCDEFGH12', exchangeKey: 'fedcba9876543210' },
  'POST /api/invoices': { lines: [] },
  'POST /api/invoices/from-time': { matterId: 'harness-matter' },
  'PUT /api/invoices/:id': { lines: [] },
  'POST /api/invoices/:id/storno': {},
  'POST /api/invoices/:id/payments': { paidOn: '2026-01-05', amount: '1000', method: 'TRANSFER' },
  'POST /api/invoices/:id/modifications': { lines: [{ description: 'Harness tétel', quantity: '1', unitOfMeasure: 'PIECE', unitPrice: '1000', vat: { code: '27' } }] },
  'POST /api/time-entries': { matterId: 'nincs-ilyen-ugy', description: 'Harness munka', workDate: '2026-03-02', duration: '1:12' },
  'POST /api/v1/time-entries': { matterId: 'nincs-ilyen-ugy', description: 'Harness munka', workDate: '2026-03-02', duration: '1:12' },
  'POST /api/ai/keys/test': { provider: 'openai' },
  'POST /api/v1/contacts': { kind: 'person', familyName: 'Harness', givenName: 'Elek' },
  'POST /api/v1/message-threads/:id/messages': { body: 'Harness válasz' },
  'PATCH /api/time-entries/:id': { description: 'Módosítási kísérlet' },
  'POST /api/time-entries/timer': { matterId: 'nincs-ilyen-ugy' },
  'POST /api/time-entries/timer/stop': {},
  'PUT /api/time-entries/settings': { rounding: { mode: 'up', incrementMinutes: 6 }, defaultRate: '30000', defaultCurrency: 'HUF' },
  'PUT /api/time-entries/rates': { level: 'activity', targetId: 'travel', amount: '15000', currency: 'HUF' },
  'POST /api/deadlines': { matterId: 'nincs-ilyen-ugy', title: 'Harness határidő', kind: 'fixed', dueOn: '2026-12-15' },
  'PATCH /api/deadlines/:id': { status: 'done' },
  'PUT /api/deadlines/settings': { leadDays: [5, 2] },
  'POST /api/deadlines/obligations': { title: 'Harness kötelezettség', category: 'tax', recurrence: { frequency: 'monthly', dayOfMonth: 20 } },
  'PATCH /api/deadlines/obligations/:id': { active: false },
  'POST /api/deadlines/obligations/:id/complete': { nominal: '2026-12-20' },
  'PUT /api/deadlines/preferences': { dailyDigest: true },
  'POST /api/deadlines/:id/documents': { documentId: 'nincs-ilyen-irat' },
  'PUT /api/admin/calendar/entries': { date: '2030-12-24', kind: 'rest_day', name: 'Harness pihenőnap', source: 'Harness forrás' },
  'PUT /api/admin/calendar/decrees': { year: 2030, decree: 'Harness rendelet', source: 'Harness forrás' },
  'POST /api/templates': { name: 'Harness sablon', category: 'other', content: 'Szöveg: {a}', variables: [{ key: 'a', label: 'A', type: 'text' }] },
  'PATCH /api/templates/:id': { name: 'Harness sablon (átnevezve)' },
  'POST /api/document-generation': { templateId: 'builtin-fizetesi-felszolitas', inputs: {} },
  'PATCH /api/documents/:id': { title: 'Harness dokumentum' },
  'POST /api/kb': { title: 'Harness cikk', body: 'Harness szöveg', category: 'other' },
  'PUT /api/kb/:id': { title: 'Harness cikk', body: 'Harness szöveg', category: 'other' },
  'PATCH /api/kb/:id/visibility': { visibility: 'client' },
  'POST /api/kb/:id/attachments': { documentId: 'nincs-ilyen-dokumentum' },
  'POST /api/themis/conversations': { title: 'Harness beszélgetés' },
  'POST /api/themis/conversations/:id/messages': { content: 'Mennyi a vételár?' },
  'POST /api/ai/keys': { provider: 'openai', apiKey: 'sk-harness-0123456789abcdef' },
  'PUT /api/ai/budgets': { userId: null, dailyLimit: 10, monthlyLimit: 100 },
  'POST /api/ai/alert-rules': { name: 'Harness szabály', type: 'cost', threshold: 2 },
  'PATCH /api/ai/alert-rules/:id': { enabled: false },
  'POST /api/platform/ai/keys': { provider: 'openai', apiKey: 'sk-harness-platform-0123456789' },
  'POST /api/platform/ai/alert-rules': { name: 'Harness platformszabály', type: 'spend', threshold: 100 },
  'PATCH /api/platform/ai/alert-rules/:id': { enabled: false },
  'POST /api/opportunities': { title: 'Harness lehetőség', prospectName: 'Harness Kft.' },
  'PATCH /api/opportunities/:id': { probability: 55 },
  'POST /api/opportunities/:id/move': { stageId: 'harness-szakasz', index: 0 },
  'POST /api/opportunities/:id/win': { matter: { title: 'Harness ügy' }, conflict: { decision: 'conflict_waived', reason: 'harness próba' } },
  'POST /api/opportunities/stages': { name: 'Harness szakasz' },
  'PUT /api/opportunities/stages/order': { ids: ['harness-szakasz'] },
  'PATCH /api/opportunities/stages/:id': { name: 'Harness átnevezés' },
  'POST /api/modules/:key/uninstall': { confirm: true },
  'PATCH /api/modules/:key/settings': { settings: { nezet: 'lista' } },
  'PATCH /api/admin/modules/:key': { featured: true },
  'PUT /api/admin/modules/:key/visibility': { tenantId: 'nincs-ilyen-ceg', visible: false },
  'POST /api/clients/:id/portal-invitations': { email: 'harness.ugyfel@example.hu' },
  'POST /api/onboarding': { kind: 'legal_person' },
  'PATCH /api/onboarding/:id': { pep: { isPep: false } },
  'POST /api/onboarding/:id/approve': { note: 'Harness jóváhagyás' },
  'POST /api/onboarding/:id/reject': { note: 'Harness elutasítás' },
  'PUT /api/onboarding/:id/relationship-end': { endedOn: '2026-06-30' },
  'POST /api/onboarding/:id/documents': { documentId: 'nincs-ilyen-dokumentum' },
  ...hospitalityBodies,
  ...portalBodies,
  ...webhookBodies,
};

export interface HarnessRoute {
  key: string;
  method: string;
  url: string;
  guard: RouteGuard | null;
}

export function enumerateRoutes(t: TestApp): HarnessRoute[] {
  const seen = new Set<string>();
  const out: HarnessRoute[] = [];
  for (const r of t.app.registeredRoutes) {
    if (!r.url.startsWith('/api')) continue;
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key, method: r.method, url: r.url, guard: guardOfRoute(r.preHandler) });
  }
  return out;
}

export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `nincs-${name}`)).replace('*', 'x');
}

/** Another tenant with a member holding every tenant role, and one object of each kind. */
export async function createForeignTenant(t: TestApp): Promise<Foreign> {
  const other = await createTenantWithMember(t.database, 'tenant,lawyer,customer');
  const db = t.database.db;
  const contactId = randomUUID();
  await db.insert(contacts).values({ id: contactId, tenantId: other.tenantId, name: 'Idegen Ügyfél (harness)' });
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.userId, other.userId));
  const [notice] = await db.insert(notifications).values({ userId: other.userId, tenantId: other.tenantId, kind: 'test', title: 'Idegen értesítés' }).returning({ id: notifications.id });
  await signIn(t.app, other.email);
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.userId));
  const [change] = await db.insert(planChanges).values({ tenantId: other.tenantId, toPlanId: 'plan-halado', status: 'awaiting_payment' }).returning({ id: planChanges.id });
  // A pending join request to the other firm, and an invitation of it to someone else's e-mail.
  const [request] = await db
    .insert(joinRequests)
    .values({ tenantId: other.tenantId, userId: other.userId, requestedWith: 'idegen@masik-iroda.hu', requesterName: 'Idegen Kérelmező', requesterEmail: other.email })
    .returning({ id: joinRequests.id });
  const invitationId = randomUUID();
  await db
    .insert(invitations)
    .values({ id: invitationId, organizationId: other.tenantId, email: `meghivott-${invitationId}@masik-iroda.hu`, role: 'customer', expiresAt: new Date(Date.now() + 86_400_000), inviterId: other.userId });
  const [automationRule] = await db
    .insert(automationRules)
    .values({
      tenantId: other.tenantId,
      name: 'Idegen szabály',
      trigger: { kind: 'event', eventType: 'matter.created' },
      triggerType: 'matter.created',
      conditions: [],
      actions: [{ type: 'add_note', body: 'Idegen', matterId: null }],
      createdBy: other.userId,
    })
    .returning({ id: automationRules.id });
  const [apiKey] = await db
    .insert(apiKeys)
    .values({ tenantId: other.tenantId, name: 'Idegen kulcs', start: 'vi_live_Idgn', secretHash: `harness-${randomUUID()}`, scopes: ['canViewContacts'], createdBy: other.userId })
    .returning({ id: apiKeys.id });
  const colleagueInvitationId = randomUUID();
  await db.insert(invitations).values({
    id: colleagueInvitationId,
    organizationId: other.tenantId,
    email: `kollega-${colleagueInvitationId}@masik-iroda.hu`,
    name: 'Idegen Kolléga',
    role: 'lawyer',
    tokenHash: `harness-${colleagueInvitationId}`,
    expiresAt: new Date(Date.now() + 86_400_000),
    inviterId: other.userId,
  });
  // A matter of the other firm with a party, its member in the team and a task.
  const matterId = randomUUID();
  await db.insert(matters).values({ id: matterId, tenantId: other.tenantId, number: '2026/0001', title: 'Idegen ügy (harness)', openedOn: '2026-01-05', conflictDecision: 'no_conflict', createdBy: other.userId });
  await db.insert(matterTeam).values({ tenantId: other.tenantId, matterId, userId: other.userId });
  const [party] = await db
    .insert(matterParties)
    .values({ tenantId: other.tenantId, matterId, contactId, name: 'Idegen Ügyfél (harness)', role: 'client', conflictDecision: 'no_conflict' })
    .returning({ id: matterParties.id });
  const [task] = await db.insert(matterTasks).values({ tenantId: other.tenantId, matterId, title: 'Idegen feladat' }).returning({ id: matterTasks.id });
  // A time entry of its member on that matter, and a rate of the other firm.
  const [entry] = await db
    .insert(timeEntries)
    .values({ tenantId: other.tenantId, userId: other.userId, matterId, description: 'Idegen munka', workDate: '2026-01-06', minutes: 60, billedMinutes: 60, rate: '30000', currency: 'HUF', rateLevel: 'firm' })
    .returning({ id: timeEntries.id });
  const [rate] = await db.insert(timeRates).values({ tenantId: other.tenantId, level: 'matter', matterId, amount: '40000', currency: 'HUF' }).returning({ id: timeRates.id });
  const factory = await foreignFactoryData(t, other.tenantId, other.userId);
  const [deadline] = await db
    .insert(matterDeadlines)
    .values({ tenantId: other.tenantId, matterId, title: 'Idegen határidő', kind: 'fixed', dueOn: '2026-12-15', responsibleId: other.userId })
    .returning({ id: matterDeadlines.id });
  const [obligation] = await db
    .insert(complianceObligations)
    .values({ tenantId: other.tenantId, title: 'Idegen kötelezettség', category: 'tax', frequency: 'monthly', dayOfMonth: 20, nextNominal: '2026-12-20', nextDue: '2026-12-21', ownerId: other.userId })
    .returning({ id: complianceObligations.id });
  // An invoice of the other firm (a draft row is enough: every invoice route must answer 404).
  const [series] = await db.insert(invoiceSeries).values({ tenantId: other.tenantId, prefix: 'IDEGEN', name: 'Idegen tömb', isDefault: true }).returning({ id: invoiceSeries.id });
  const [invoice] = await db.insert(invoices).values({ tenantId: other.tenantId, seriesId: series!.id, contactId, customerName: 'Idegen Ügyfél (harness)' }).returning({ id: invoices.id });
  const [payment] = await db.insert(invoicePayments).values({ tenantId: other.tenantId, invoiceId: invoice!.id, paidOn: '2026-01-05', amount: '1000', method: 'TRANSFER' }).returning({ id: invoicePayments.id });
  // The other firm's own template and a generation from it (the files' bytes do not matter here).
  const templateId = randomUUID();
  await db
    .insert(documentTemplates)
    .values({ id: templateId, tenantId: other.tenantId, name: 'Idegen sablon', category: 'other', content: 'Idegen {a}', variables: [{ key: 'a', label: 'A', type: 'text', required: true }], createdBy: other.userId });
  const [generation] = await db
    .insert(documentGenerations)
    .values({ tenantId: other.tenantId, templateId, templateVersion: 1, templateName: 'Idegen sablon', inputs: { a: 'x' }, docx: Buffer.from('docx'), pdf: Buffer.from('pdf'), createdBy: other.userId })
    .returning({ id: documentGenerations.id });
  const documentId = await foreignDocument(t, other.tenantId, other.userId, matterId);
  const [article] = await db.insert(kbArticles).values({ tenantId: other.tenantId, title: 'Idegen cikk (harness)', body: 'Idegen', category: 'other', authorId: other.userId }).returning({ id: kbArticles.id });
  const [conversation] = await db.insert(themisConversations).values({ tenantId: other.tenantId, userId: other.userId, matterId, title: 'Idegen beszélgetés' }).returning({ id: themisConversations.id });
  const [aiKey] = await db.insert(aiProviderKeys).values({ tenantId: other.tenantId, provider: 'openai', keyCiphertext: 'nem-visszafejtheto', keyHint: 'sk-••••••••xxxx' }).returning({ id: aiProviderKeys.id });
  const [aiRule] = await db.insert(aiAlertRules).values({ tenantId: other.tenantId, name: 'Idegen szabály', type: 'cost', threshold: 3, timeWindowMs: 3_600_000 }).returning({ id: aiAlertRules.id });
  const [aiAlert] = await db
    .insert(aiAlerts)
    .values({ tenantId: other.tenantId, ruleId: aiRule!.id, type: 'cost', severity: 'warning', title: 'Idegen riasztás', message: 'Idegen', openKey: `rule:${aiRule!.id}` })
    .returning({ id: aiAlerts.id });
  const [intake] = await db
    .insert(clientIntakes)
    .values({
      tenantId: other.tenantId,
      kind: 'legal_person',
      status: 'submitted',
      displayName: 'Idegen Átvilágítás Kft.',
      data: { identification: null, representatives: [], beneficialOwners: [], pep: null, business: null, sourceOfFunds: null },
      createdBy: other.userId,
    })
    .returning({ id: clientIntakes.id });
  await db.insert(clientIntakeDocuments).values({ tenantId: other.tenantId, intakeId: intake!.id, documentId });
  const [stage] = await db.insert(opportunityStages).values({ tenantId: other.tenantId, name: 'Idegen szakasz', kind: 'open', position: 0 }).returning({ id: opportunityStages.id });
  const [opportunity] = await db.insert(opportunities).values({ tenantId: other.tenantId, title: 'Idegen lehetőség', contactId, stageId: stage!.id, ownerId: other.userId }).returning({ id: opportunities.id });
  const hospitality = await foreignHospitality(db, other.tenantId);
  const portal = await foreignPortal(db, other.tenantId, contactId, other.userId);
  const webhooks = await foreignWebhooks(db, other.tenantId);
  return {
    ...other,
    ...hospitality,
    ...portal,
    ...webhooks,
    conversationId: conversation!.id,
    aiKeyId: aiKey!.id,
    aiAlertRuleId: aiRule!.id,
    aiAlertId: aiAlert!.id,
    invoiceId: invoice!.id,
    invoicePaymentId: payment!.id,
    timeEntryId: entry!.id,
    timeRateId: rate!.id,
    memberId: member!.id,
    contactId,
    notificationId: notice!.id,
    sessionId: session!.id,
    planChangeId: change!.id,
    joinRequestId: request!.id,
    invitationId,
    colleagueInvitationId,
    apiKeyId: apiKey!.id,
    automationRuleId: automationRule!.id,
    hiddenModuleKey: HIDDEN_MODULE_KEY,
    ...factory,
    matterId,
    matterPartyId: party!.id,
    matterTaskId: task!.id,
    deadlineId: deadline!.id,
    templateId,
    generationId: generation!.id,
    documentId,
    kbArticleId: article!.id,
    intakeId: intake!.id,
    opportunityId: opportunity!.id,
    opportunityStageId: stage!.id,
    obligationId: obligation!.id,
  };
}

/** A document of the other firm's matter with one version (its file need not exist: every call must stop before reading it). */
async function foreignDocument(t: TestApp, tenantId: string, userId: string, matterId: string): Promise<string> {
  const db = t.database.db;
  const documentId = randomUUID();
  const versionId = randomUUID();
  const sha256 = '0'.repeat(64);
  await db.insert(documents).values({ id: documentId, tenantId, title: 'Idegen irat (harness)', fileName: 'idegen.txt', kind: 'text', mime: 'text/plain', sizeBytes: 5, matterId, createdBy: userId });
  await db
    .insert(documentVersions)
    .values({ id: versionId, tenantId, documentId, number: 1, storageKey: `${tenantId}/${sha256}`, sha256, sizeBytes: 5, mime: 'text/plain', fileName: 'idegen.txt', uploadedBy: userId, extractedText: 'idegen' });
  await db.update(documents).set({ currentVersionId: versionId }).where(eq(documents.id, documentId));
  return documentId;
}

/** A factory module only the other firm installed, and the other firm's record of the demo one. */

/** A factory module only the other firm installed, and the other firm's record of the demo one. */
async function foreignFactoryData(t: TestApp, tenantId: string, userId: string) {
  const db = t.database.db;
  const factoryModuleKey = `idegen-${randomUUID().slice(0, 8)}`;
  const definition = { ...companyRecordsModule, key: factoryModuleKey, fields: [{ key: 'nev', type: 'text' as const, label: { hu: 'Név', en: 'Name' }, required: true }], listColumns: ['nev'] };
  await db.insert(factoryModules).values({ key: factoryModuleKey, status: 'published', publishedVersion: 1 });
  await db.insert(factoryModuleVersions).values({ moduleKey: factoryModuleKey, version: 1, definition });
  await db.insert(tenantModules).values([
    { tenantId, moduleKey: factoryModuleKey },
    { tenantId, moduleKey: companyRecordsModule.key },
  ]);
  await db.insert(factoryRecords).values({ tenantId, moduleKey: factoryModuleKey, data: { nev: 'Idegen rekord' }, definitionVersion: 1, createdBy: userId });
  const [record] = await db
    .insert(factoryRecords)
    .values({ tenantId, moduleKey: companyRecordsModule.key, data: { cegnev: 'Idegen Kft.', cegjegyzekszam: '01-09-000001' }, definitionVersion: 1, createdBy: userId })
    .returning({ id: factoryRecords.id });
  return { factoryModuleKey, factoryRecordId: record!.id };
}

/** Every id owned by the tenant (any table with tenant_id and id), plus its users' ids and e-mails. */
export async function tenantFootprint(t: TestApp, tenantId: string): Promise<string[]> {
  const db = t.database.db;
  const tables = resultRows<{ table_name: string }>(
    await db.execute(sql`select c.table_name from information_schema.columns c
      join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
      where c.table_schema = 'public' and c.column_name = 'tenant_id'`),
  );
  const ids: string[] = [tenantId];
  for (const { table_name } of tables) {
    const rows = resultRows<{ id: string }>(await db.execute(sql`select id::text as id from ${sql.identifier(table_name)} where tenant_id = ${tenantId}`));
    ids.push(...rows.map((r) => r.id));
  }
  const people = await db.select({ id: users.id, email: users.email }).from(users).innerJoin(members, eq(members.userId, users.id)).where(eq(members.organizationId, tenantId));
  for (const p of people) ids.push(p.id, p.email);
  return ids;
}

export function holds(roles: Role[], permission: Permission): boolean {
  return permissionsForRoles(roles)[permission];
}

export interface Harness {
  t: TestApp;
  cookies: Record<string, string>;
  foreign: Foreign;
  foreignFootprint: string[];
  ownTenantId: string;
}

const HIDDEN_MODULE_KEY = 'mobile';

export async function prepareHarness(t: TestApp): Promise<Harness> {
  const cookies: Record<string, string> = {};
  for (const [name, actor] of Object.entries(actors)) cookies[name] = await signIn(t.app, actor.email);
  const foreign = await createForeignTenant(t);
  const ownTenantId = (await demoTenantId(t.database.db))!;
  await t.database.db.insert(moduleTenantVisibility).values({ moduleKey: HIDDEN_MODULE_KEY, tenantId: ownTenantId });
  // A Haladó module the demo firm (on Alap) has not installed: installed here so its routes are reached.
  await t.database.db.insert(tenantModules).values({ tenantId: ownTenantId, moduleKey: 'api-keys' }).onConflictDoNothing();
  await t.database.db.insert(tenantModules).values({ tenantId: ownTenantId, moduleKey: 'automations' }).onConflictDoNothing();
  return { t, cookies, foreign, foreignFootprint: await tenantFootprint(t, foreign.tenantId), ownTenantId };
}

/** The query a GET route cannot answer without (e.g. which table a CSV export is of). */
export const validQueries: Record<string, string> = {
  ...hospitalityQueries,
  ...portalQueries,
  'GET /api/financial-reports/export': 'table=revenue-month',
  'GET /api/analytics/export': 'table=utilisation',
  'GET /api/document-generation/prefill/:matterId': 'templateId=builtin-megbizasi-szerzodes-ugyvedi',
};

export function call(h: Harness, route: HarnessRoute, actor: string | null, params: Record<string, string> = {}, body?: unknown): Promise<LightMyRequestResponse> {
  const query = validQueries[route.key];
  const options = { method: route.method as 'GET', url: fillPath(route.url, params) + (query ? `?${query}` : ''), ...(body === undefined ? {} : { payload: body as object }) };
  return actor ? injectAs(h.t.app, h.cookies[actor]!, options) : h.t.app.inject(options);
}

/**
 * Routes that belong to a module (under a registry module's API prefixes, or the factory modules'
 * /api/m/:moduleKey), derived like the module guard derives them, so future routes are covered.
 */
export function moduleRoutes(t: TestApp, routes: readonly HarnessRoute[]): (HarnessRoute & { module: string })[] {
  return routes.flatMap((route) => {
    const module = moduleOfRouteUrl(route.url, t.app.moduleExtensions.definitions);
    return module ? [{ ...route, module }] : [];
  });
}

/** A firm that installed nothing, with a member holding every firm role (every firm permission). */
export async function bareFirmMember(t: TestApp): Promise<string> {
  const bare = await createTenantWithMember(t.database, 'tenant,lawyer,customer', undefined, []);
  return signIn(t.app, bare.email);
}

export function leakedIds(h: Harness, res: LightMyRequestResponse): string[] {
  return h.foreignFootprint.filter((id) => res.body.includes(id));
}
