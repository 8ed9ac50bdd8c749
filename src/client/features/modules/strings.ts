// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enModules from '@client/locales/en/modules.json';
import type huModules from '@client/locales/hu/modules.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    modules: Strings<typeof huModules, typeof enModules>;
  }
}
