import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/account.routes';
import adminRoutes from './admin/admin.routes';
import billingRoutes from './billing/billing.routes';
import platformBillingRoutes from './billing/platform-billing.routes';
import creditsRoutes from './billing/credits.routes';
import entitlementsRoutes from './billing/entitlements.routes';
import usageRoutes from './billing/usage.routes';
import upgradeRequestsRoutes from './billing/upgrade-requests.routes';
import companyRoutes from './company/company.routes';
import demoRoutes from './account/demo.routes';
import documentsRoutes from './documents/documents.routes';
import documentVersionsRoutes from './documents/document-versions.routes';
import ocrRoutes from './documents/ocr.routes';
import clientsRoutes from './clients/clients.routes';
import onboardingRoutes from './onboarding/onboarding.routes';
import { inviteCustomer } from './account/join-requests.service';
import { createContact } from './contacts/contacts.service';
import { contactsRepo } from './contacts/contacts.repo';
import { openMatter } from './matters/matters.service';
import contactsRoutes from './contacts/contacts.routes';
import deadlinesRoutes from './deadlines/deadlines.routes';
import healthRoutes from './health/health.routes';
import joinRequestsRoutes from './account/join-requests.routes';
import legalRoutes from './legal/legal.routes';
import invoicesRoutes from './invoices/invoices.routes';
import { cancelledInvoiceIds, listReceivables, openBalancesByClient } from './invoices/payments.service';
import { createDraft, issueInvoice } from './invoices/invoices.service';
import { clientInvoices, issuedInvoiceContactOf, issuedInvoicePdf } from './invoices/client-invoices.service';
import { clientProformas, proformaContactOf, proformaPdf } from './invoices/proformas.service';
import mattersRoutes from './matters/matters.routes';
import meRoutes from './me/me.routes';
import adminModulesRoutes from './modules/admin-modules.routes';
import modulesRoutes from './modules/modules.routes';
import { firmModules } from './modules/firm-modules';
import factoryRoutes from './module-factory/factory.routes';
import factoryRecordsRoutes from './module-factory/factory-records.routes';
import notificationsRoutes from './notifications/notifications.routes';
import profileRoutes from './profile/profile.routes';
import templatesRoutes from './templates/templates.routes';
import tenantsRoutes from './tenants/tenants.routes';
import opportunitiesRoutes from './opportunities/opportunities.routes';
import crmRoutes from './crm/crm.routes';
import timeEntriesRoutes from './time-entries/time-entries.routes';
import financialReportsRoutes from './financial-reports/financial-reports.routes';
import analyticsRoutes from './analytics/analytics.routes';
import searchRoutes from './search/search.routes';
import helpRoutes from './help/help.routes';
import knowledgeRoutes from './knowledge/knowledge.routes';
import aiRoutes from './ai/ai.routes';
import hospitalityRoutes from './hospitality/hospitality.routes';
import portalRoutes from './portal/portal.routes';
import bookingRoutes from './portal/booking.routes';
import complaintsRoutes from './portal/complaints.routes';
import { createDeadline, updateDeadline } from './deadlines/deadlines.service';
import apiKeysRoutes from './api-keys/api-keys.routes';
import automationsRoutes from './automations/automations.routes';
import webhooksRoutes from './webhooks/webhooks.routes';

// Client management and onboarding use other modules' services; the wiring lives here, where every module is known.
// The session's answer carries the firm's modules (decision 0412).
const meWithModules: FastifyPluginAsync = (app) => meRoutes(app, { firmModules });
const clientsWithInvitations: FastifyPluginAsync = (app) => clientsRoutes(app, { inviteCustomer, openBalances: openBalancesByClient });
const onboardingWithPractice: FastifyPluginAsync = (app) =>
  onboardingRoutes(app, {
    practice: {
      createClientContact: (tx, tenantId, values, actorUserId) => createContact(contactsRepo(tx, tenantId), values, actorUserId),
      openMatter: (tx, actor, body) => openMatter(tx, actor, body, 'onboarding'),
    },
  });

// The hospitality folio invoices through the invoicing module (decision 0343).
const hospitalityWithInvoicing: FastifyPluginAsync = (app) =>
  hospitalityRoutes(app, {
    invoicing: {
      createDraft,
      issueInvoice: (tx, actor, id) => issueInvoice(tx, actor, id),
      cancelledInvoices: cancelledInvoiceIds,
    },
  });

// The customer portal reads its customers' open invoices through the invoicing module (decision 0351).
// … and shows them their own invoices, payments and PDFs through it (decision 0402).
const portalWithInvoicing: FastifyPluginAsync = (app) =>
  portalRoutes(app, {
    invoicing: { receivables: (tx, tenantId) => listReceivables(tx, tenantId) },
    purchases: {
      clientInvoices: (tx, tenantId, ids) => clientInvoices(tx, tenantId, ids),
      invoiceContact: issuedInvoiceContactOf,
      invoicePdf: issuedInvoicePdf,
      clientProformas,
      proformaContact: proformaContactOf,
      proformaPdf,
    },
  });

// Complaints put their 30-day answer deadline into the deadline list through the deadlines module (decision 0406).
const complaintsWithDeadlines: FastifyPluginAsync = (app) =>
  complaintsRoutes(app, {
    deadlines: {
      add: (tx, actor, d) => createDeadline(tx, actor, { kind: 'fixed', matterId: d.matterId, title: d.title, dueOn: d.dueOn, responsibleId: d.responsibleId, notes: d.notes }),
      complete: async (tx, actor, id) => {
        await updateDeadline(tx, actor, id, { status: 'done' });
      },
    },
  });

/** Every module, in registration order. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  meWithModules,
  contactsRoutes,
  accountRoutes,
  demoRoutes,
  adminRoutes,
  companyRoutes,
  joinRequestsRoutes,
  notificationsRoutes,
  profileRoutes,
  tenantsRoutes,
  entitlementsRoutes,
  usageRoutes,
  billingRoutes,
  upgradeRequestsRoutes,
  creditsRoutes,
  platformBillingRoutes,
  legalRoutes,
  modulesRoutes,
  adminModulesRoutes,
  factoryRoutes,
  factoryRecordsRoutes,
  mattersRoutes,
  timeEntriesRoutes,
  deadlinesRoutes,
  invoicesRoutes,
  financialReportsRoutes,
  analyticsRoutes,
  templatesRoutes,
  documentsRoutes,
  documentVersionsRoutes,
  ocrRoutes,
  searchRoutes,
  helpRoutes,
  knowledgeRoutes,
  aiRoutes,
  clientsWithInvitations,
  onboardingWithPractice,
  opportunitiesRoutes,
  crmRoutes,
  hospitalityWithInvoicing,
  portalWithInvoicing,
  bookingRoutes,
  complaintsWithDeadlines,
  apiKeysRoutes,
  automationsRoutes,
  webhooksRoutes,
];
