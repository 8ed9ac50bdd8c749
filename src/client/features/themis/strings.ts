// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enThemis from '@client/locales/en/themis.json';
import type huThemis from '@client/locales/hu/themis.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    themis: Strings<typeof huThemis, typeof enThemis>;
  }
}
