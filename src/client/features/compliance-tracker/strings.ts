// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enComplianceTracker from '@client/locales/en/compliance-tracker.json';
import type huComplianceTracker from '@client/locales/hu/compliance-tracker.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    complianceTracker: Strings<typeof huComplianceTracker, typeof enComplianceTracker>;
  }
}
