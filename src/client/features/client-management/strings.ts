// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enClients from '@client/locales/en/clients.json';
import type huClients from '@client/locales/hu/clients.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    clients: Strings<typeof huClients, typeof enClients>;
  }
}
