import { invoiceActions } from '@shared/invoice-generator/actions';
import { invoices, invoiceSeries } from '../../db/schema';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import { seedInvoicesDemo } from './invoice-generator.demo-seed';
import invoiceGeneratorRoutes from './invoice-generator.routes';
import { navJobs } from './nav-outbox/nav.jobs';

export default defineModule({
  key: 'invoice-generator',
  actions: invoiceActions,
  events: ['invoice.issued', 'proforma.issued', 'payment.recorded', 'payment.deleted'],
  dependsOn: ['time-tracking'],
  routes: [invoiceGeneratorRoutes],
  jobs: navJobs,
  demoSeed: seedInvoicesDemo,
  recordCounters: {
    'invoice-generator': rowsOf([
      { table: invoices, tenantId: invoices.tenantId, label: { hu: 'Számlák és piszkozatok', en: 'Invoices and drafts' } },
      { table: invoiceSeries, tenantId: invoiceSeries.tenantId, label: { hu: 'Számlatömbök', en: 'Invoice series' } },
    ]),
  },
});
