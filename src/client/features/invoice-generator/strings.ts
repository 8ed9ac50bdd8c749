// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enInvoiceGenerator from '@client/locales/en/invoice-generator.json';
import type huInvoiceGenerator from '@client/locales/hu/invoice-generator.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    invoiceGenerator: Strings<typeof huInvoiceGenerator, typeof enInvoiceGenerator>;
  }
}
