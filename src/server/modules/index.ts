// Every server module, one line each, in registration order: the one list a new module is added to
// (issue 33 point 4, decision 0418). Each module declares in its own `module.ts` what it brings –
// routes, jobs, demo data, record counters – and the app's lists are gathered from these here.
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleManifest } from '../module-system/manifest';
import healthModule from './health/module';
import meModule from './me/module';
import contactsModule from './contacts/module';
import accountModule from './account/module';
import adminModule from './admin/module';
import companyModule from './company/module';
import notificationsModule from './notifications/module';
import profileModule from './profile/module';
import tenantsModule from './tenants/module';
import billingModule from './billing/module';
import legalModule from './legal/module';
import modulesModule from './modules/module';
import moduleFactoryModule from './module-factory/module';
import mattersModule from './matters/module';
import timeTrackingModule from './time-tracking/module';
import complianceTrackerModule from './compliance-tracker/module';
import invoicesModule from './invoices/module';
import financialReportsModule from './financial-reports/module';
import analyticsModule from './analytics/module';
import documentTemplatesModule from './document-templates/module';
import documentsModule from './documents/module';
import searchModule from './search/module';
import helpModule from './help/module';
import knowledgeBaseModule from './knowledge-base/module';
import aiModule from './ai/module';
import clientsModule from './clients/module';
import clientOnboardingModule from './client-onboarding/module';
import opportunitiesModule from './opportunities/module';
import crmModule from './crm/module';
import hospitalityModule from './hospitality/module';
import portalModule from './portal/module';
import apiKeysModule from './api-keys/module';
import automationsModule from './automations/module';
import webhooksModule from './webhooks/module';

export const manifests: readonly ModuleManifest[] = [
  healthModule,
  meModule,
  contactsModule,
  accountModule,
  adminModule,
  companyModule,
  notificationsModule,
  profileModule,
  tenantsModule,
  billingModule,
  legalModule,
  modulesModule,
  moduleFactoryModule,
  mattersModule,
  timeTrackingModule,
  complianceTrackerModule,
  invoicesModule,
  financialReportsModule,
  analyticsModule,
  documentTemplatesModule,
  documentsModule,
  searchModule,
  helpModule,
  knowledgeBaseModule,
  aiModule,
  clientsModule,
  clientOnboardingModule,
  opportunitiesModule,
  crmModule,
  hospitalityModule,
  portalModule,
  apiKeysModule,
  automationsModule,
  webhooksModule,
];

/** Every module's routes, in registration order. */
export const modules: FastifyPluginAsync[] = manifests.flatMap((m) => m.routes ?? []);
