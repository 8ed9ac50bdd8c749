// What can be done in the invoicing module (decision 0419), mapped from spec 3.2's permissions:
// invoicing reads like time tracking, drafts and issuing go with recording time, and the firm's
// seller data, series and NAV technical user are settings.
import { moduleActions } from '../permissions/module-actions';

export const invoiceActions = moduleActions('invoice-generator', {
  /** Invoices, pro formas, payments, receivables and their PDFs. */
  view: 'canViewTimeTracking',
  /** Drafts, issuing, corrections, storno, pro formas and payments. */
  issue: 'canCreateTimeEntries',
  /** Seller data, invoice series and the NAV technical user. */
  configure: 'canEditSettings',
});
