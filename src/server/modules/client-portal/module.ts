import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../module-system/manifest';
import { createDeadline, updateDeadline } from '../compliance-tracker';
import { clientInvoices, clientProformas, issuedInvoiceContactOf, issuedInvoicePdf, listReceivables, proformaContactOf, proformaPdf } from '../invoice-generator';
import bookingRoutes from './booking.routes';
import complaintsRoutes from './complaints.routes';
import { seedPortalDemo } from './client-portal.demo-seed';
import { portalJobs } from './client-portal.jobs';
import portalRoutes from './client-portal.routes';
// The customer's bell: consumers of the firm's message, cancellation, answer and invoice events (decision 0519).
import './customer-notices';

// The portal reads its customers' open invoices through the invoicing module (decision 0351) and
// shows them their own invoices, payments and PDFs through it (decision 0402).
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

export default defineModule({
  key: 'client-portal',
  events: ['appointment.booked', 'appointment.rescheduled', 'appointment.cancelled', 'complaint.submitted', 'complaint.status_changed', 'complaint.answered', 'message.received'],
  dependsOn: ['compliance-tracker', 'documents', 'invoice-generator'],
  routes: [portalWithInvoicing, bookingRoutes, complaintsWithDeadlines],
  jobs: portalJobs,
  demoSeed: seedPortalDemo,
});
