// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enAdmin from '@client/locales/en/admin.json';
import type huAdmin from '@client/locales/hu/admin.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    admin: Strings<typeof huAdmin, typeof enAdmin>;
  }
}
