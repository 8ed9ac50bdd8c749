// The face of the invoicing module: what other modules may use (issue 33 point 4).
export { createDraft, issueInvoice } from './invoice-generator.service';
export { cancelledInvoiceIds, listReceivables, openBalancesByClient } from './payments.service';
export { clientInvoices, issuedInvoiceContactOf, issuedInvoicePdf } from './client-invoices.service';
export { clientProformas, proformaContactOf, proformaPdf } from './proformas.service';
// The invoices list as the app shows it (the public API's GET /api/v1/invoices).
export { listInvoices } from './invoice-reads.service';
