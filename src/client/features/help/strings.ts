// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enHelp from '@client/locales/en/help.json';
import type huHelp from '@client/locales/hu/help.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    help: Strings<typeof huHelp, typeof enHelp>;
  }
}
