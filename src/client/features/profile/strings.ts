// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enProfile from '@client/locales/en/profile.json';
import type huProfile from '@client/locales/hu/profile.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    profile: Strings<typeof huProfile, typeof enProfile>;
  }
}
