// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enBilling from '@client/locales/en/billing.json';
import type huBilling from '@client/locales/hu/billing.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    billing: Strings<typeof huBilling, typeof enBilling>;
  }
}
