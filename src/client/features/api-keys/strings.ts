// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enApiKeys from '@client/locales/en/api-keys.json';
import type huApiKeys from '@client/locales/hu/api-keys.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    apiKeys: Strings<typeof huApiKeys, typeof enApiKeys>;
  }
}
