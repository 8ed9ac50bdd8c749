import { hospitalityActions } from '@shared/hospitality/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../module-system/manifest';
import { cancelledInvoiceIds, createDraft, issueInvoice } from '../invoice-generator';
import { seedHospitalityDemo } from './hospitality.demo-seed';
import hospitalityRoutes from './hospitality.routes';
import { ntakJobs } from './ntak/ntak.jobs';

// The folio invoices through the invoicing module (decision 0343).
const hospitalityWithInvoicing: FastifyPluginAsync = (app) =>
  hospitalityRoutes(app, {
    invoicing: {
      createDraft,
      issueInvoice: (tx, actor, id) => issueInvoice(tx, actor, id),
      cancelledInvoices: cancelledInvoiceIds,
    },
  });

export default defineModule({ key: 'hospitality', actions: hospitalityActions, dependsOn: ['invoice-generator'], routes: [hospitalityWithInvoicing], jobs: ntakJobs, demoSeed: seedHospitalityDemo });
