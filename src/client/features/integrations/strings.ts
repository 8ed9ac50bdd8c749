// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enIntegrations from '@client/locales/en/integrations.json';
import type huIntegrations from '@client/locales/hu/integrations.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    integrations: Strings<typeof huIntegrations, typeof enIntegrations>;
  }
}
