// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enClientManagement from '@client/locales/en/client-management.json';
import type huClientManagement from '@client/locales/hu/client-management.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    clientManagement: Strings<typeof huClientManagement, typeof enClientManagement>;
  }
}
