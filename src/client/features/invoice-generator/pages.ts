// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the invoice generator's pages.
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const invoices = () => import('@client/app/routes/app/invoices');

export default {
  'invoice-generator': lazyPage(invoices, 'InvoicesRoute'),
  'invoice-generator/new': lazyPage(invoices, 'NewInvoiceRoute'),
  'invoice-generator/settings': lazyPage(invoices, 'InvoiceSettingsRoute'),
  'invoice-generator/:invoiceId': lazyPage(invoices, 'InvoiceRoute'),
} satisfies FeaturePages;
