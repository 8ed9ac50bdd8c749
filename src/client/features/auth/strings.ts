// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
// account-screens.json: the account screens other than sign-in (whose `account` strings are in the
// first chunk, locales/index.ts); their public routes load it themselves (lib/account-locales.ts).
import type enAccountScreens from '@client/locales/en/account-screens.json';
import type huAccountScreens from '@client/locales/hu/account-screens.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    accountScreens: Strings<typeof huAccountScreens, typeof enAccountScreens>;
  }
}
