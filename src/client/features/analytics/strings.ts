// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enAnalytics from '@client/locales/en/analytics.json';
import type huAnalytics from '@client/locales/hu/analytics.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    analytics: Strings<typeof huAnalytics, typeof enAnalytics>;
  }
}
