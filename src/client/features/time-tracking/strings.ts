// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enTimeTracking from '@client/locales/en/time-tracking.json';
import type huTimeTracking from '@client/locales/hu/time-tracking.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    timeTracking: Strings<typeof huTimeTracking, typeof enTimeTracking>;
  }
}
