// The route-guard harness's other firm (route-guard-harness.ts): one object of each kind owned by
// another tenant, and for every route with path parameters the ids that name those objects.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
  notifications,
  opportunities,
  opportunityStages,
  planChanges,
  sessions,
  tenantModules,
  themisConversations,
  timeEntries,
  timeRates,
} from '../db/schema';
import { createTenantWithMember, signIn, type TestApp } from './test-app';
import { foreignHospitality, hospitalityForeignIds, type ForeignHospitality } from './route-guard-hospitality';
import { foreignPortal, portalForeignIds, type PortalObjects } from './route-guard-portal';
import { foreignWebhooks, webhookForeignIds, type WebhookObjects } from './route-guard-webhooks';

/** A module hidden from the demo firm (prepareHarness hides it): another firm's private module. */
export const HIDDEN_MODULE_KEY = 'mobile';

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
