// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enInvoices from '@client/locales/en/invoices.json';
import type huInvoices from '@client/locales/hu/invoices.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    invoices: Strings<typeof huInvoices, typeof enInvoices>;
  }
}
