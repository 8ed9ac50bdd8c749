// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enMatters from '@client/locales/en/matters.json';
import type huMatters from '@client/locales/hu/matters.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    matters: Strings<typeof huMatters, typeof enMatters>;
  }
}
