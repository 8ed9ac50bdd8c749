// The invoice-generator module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import type { Database } from '../../db/client';
import { invoicePayments, invoiceSeries, invoices } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignInvoices {
  invoiceId: string;
  invoicePaymentId: string;
}

/** An issued-looking invoice of the other firm (a draft row is enough: every invoice route must answer 404) and a payment of it. */
async function foreignInvoices(db: Database, other: ForeignFirm): Promise<ForeignInvoices> {
  const [series] = await db.insert(invoiceSeries).values({ tenantId: other.tenantId, prefix: 'IDEGEN', name: 'Idegen tömb', isDefault: true }).returning({ id: invoiceSeries.id });
  const [invoice] = await db.insert(invoices).values({ tenantId: other.tenantId, seriesId: series!.id, contactId: other.contactId, customerName: 'Idegen Ügyfél (harness)' }).returning({ id: invoices.id });
  const [payment] = await db.insert(invoicePayments).values({ tenantId: other.tenantId, invoiceId: invoice!.id, paidOn: '2026-01-05', amount: '1000', method: 'TRANSFER' }).returning({ id: invoicePayments.id });
  return { invoiceId: invoice!.id, invoicePaymentId: payment!.id };
}

export default defineRouteGuardPart<ForeignInvoices>({
  foreign: foreignInvoices,
  guards: {
    // Invoices (issue 17, decision 0145): read with canViewTimeTracking (the registry's use
    // permission), drafts, issuing and corrections with canCreateTimeEntries, the firm's seller data
    // and numbering series with canEditSettings.
    'GET /api/invoice-generator': tenantPerm('canViewTimeTracking'),
    'GET /api/invoice-generator/settings': tenantPerm('canViewTimeTracking'),
    'GET /api/invoice-generator/stats': tenantPerm('canViewTimeTracking'),
    'PUT /api/invoice-generator/settings': tenantPerm('canEditSettings'),
    'GET /api/invoice-generator/series': tenantPerm('canViewTimeTracking'),
    'POST /api/invoice-generator/series': tenantPerm('canEditSettings'),
    'POST /api/invoice-generator': tenantPerm('canCreateTimeEntries'),
    'POST /api/invoice-generator/from-time': tenantPerm('canCreateTimeEntries'),
    'GET /api/invoice-generator/:id': tenantPerm('canViewTimeTracking'),
    'PUT /api/invoice-generator/:id': tenantPerm('canCreateTimeEntries'),
    'DELETE /api/invoice-generator/:id': tenantPerm('canCreateTimeEntries'),
    'POST /api/invoice-generator/:id/issue': tenantPerm('canCreateTimeEntries'),
    'GET /api/invoice-generator/:id/nav-check': tenantPerm('canCreateTimeEntries'),
    'GET /api/invoice-generator/nav-rejected': tenantPerm('canViewTimeTracking'),
    'POST /api/invoice-generator/:id/nav-resubmit': tenantPerm('canCreateTimeEntries'),
    'POST /api/invoice-generator/:id/storno': tenantPerm('canCreateTimeEntries'),
    'POST /api/invoice-generator/:id/modifications': tenantPerm('canCreateTimeEntries'),
    'GET /api/invoice-generator/:id/pdf': tenantPerm('canViewTimeTracking'),
    'POST /api/invoice-generator/:id/proforma': tenantPerm('canCreateTimeEntries'),
    'GET /api/invoice-generator/proformas/:id/pdf': tenantPerm('canViewTimeTracking'),
    'GET /api/invoice-generator/:id/xml': tenantPerm('canViewTimeTracking'),
    'GET /api/invoice-generator/nav-credentials': tenantPerm('canEditSettings'),
    'PUT /api/invoice-generator/nav-credentials': tenantPerm('canEditSettings'),
    'POST /api/invoice-generator/nav-credentials/test': tenantPerm('canEditSettings'),
    'GET /api/invoice-generator/receivables': tenantPerm('canViewTimeTracking'),
    'GET /api/invoice-generator/:id/payments': tenantPerm('canViewTimeTracking'),
    'POST /api/invoice-generator/:id/payments': tenantPerm('canCreateTimeEntries'),
    'DELETE /api/invoice-generator/:id/payments/:paymentId': tenantPerm('canCreateTimeEntries'),
    'POST /api/invoice-generator/:id/reminders': tenantPerm('canCreateTimeEntries'),
  },
  foreignIds: {
    '/api/invoice-generator/:id': (f) => ({ id: f.invoiceId }),
    '/api/invoice-generator/:id/issue': (f) => ({ id: f.invoiceId }),
    '/api/invoice-generator/:id/nav-check': (f) => ({ id: f.invoiceId }),
    '/api/invoice-generator/:id/nav-resubmit': (f) => ({ id: f.invoiceId }),
    '/api/invoice-generator/:id/storno': (f) => ({ id: f.invoiceId }),
    '/api/invoice-generator/:id/modifications': (f) => ({ id: f.invoiceId }),
    '/api/invoice-generator/:id/pdf': (f) => ({ id: f.invoiceId }),
    '/api/invoice-generator/:id/proforma': (f) => ({ id: f.invoiceId }),
    '/api/invoice-generator/proformas/:id/pdf': (f) => ({ id: f.id('portalProformaId') }),
    '/api/invoice-generator/:id/xml': (f) => ({ id: f.invoiceId }),
    '/api/invoice-generator/:id/payments': (f) => ({ id: f.invoiceId }),
    '/api/invoice-generator/:id/payments/:paymentId': (f) => ({ id: f.invoiceId, paymentId: f.invoicePaymentId }),
    '/api/invoice-generator/:id/reminders': (f) => ({ id: f.invoiceId }),
  },
  bodies: {
    'PUT /api/invoice-generator/settings': {
      sellerName: 'Kovács és Társai Ügyvédi Iroda',
      taxNumber: '24225221-2-43',
      address: { countryCode: 'HU', postalCode: '1055', city: 'Budapest', addressLine: 'Kossuth Lajos tér 1–3. 2. em. 4.' },
    },
    'POST /api/invoice-generator/series': { prefix: 'HARNESS', name: 'Harness számlatömb' },
    'PUT /api/invoice-generator/nav-credentials': {
      environment: 'test',
      login: 'harness01',
      taxNumber: '24225221',
      password: 'Harness-Jelszo-1',
      signKey: 'ab-12cd-34ef56ab78cd90ABCDEFGH12',
      exchangeKey: 'fedcba9876543210',
    },
    'POST /api/invoice-generator': { lines: [] },
    'POST /api/invoice-generator/from-time': { matterId: 'harness-matter' },
    'PUT /api/invoice-generator/:id': { lines: [] },
    'POST /api/invoice-generator/:id/storno': {},
    'POST /api/invoice-generator/:id/payments': { paidOn: '2026-01-05', amount: '1000', method: 'TRANSFER' },
    'POST /api/invoice-generator/:id/modifications': { lines: [{ description: 'Harness tétel', quantity: '1', unitOfMeasure: 'PIECE', unitPrice: '1000', vat: { code: '27' } }] },
  },
});
