// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enClientPortal from '@client/locales/en/client-portal.json';
import type huClientPortal from '@client/locales/hu/client-portal.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    clientPortal: Strings<typeof huClientPortal, typeof enClientPortal>;
  }
}
