// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enOpportunities from '@client/locales/en/opportunities.json';
import type huOpportunities from '@client/locales/hu/opportunities.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    opportunities: Strings<typeof huOpportunities, typeof enOpportunities>;
  }
}
