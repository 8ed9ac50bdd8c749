// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enHome from '@client/locales/en/home.json';
import type huHome from '@client/locales/hu/home.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    home: Strings<typeof huHome, typeof enHome>;
  }
}
