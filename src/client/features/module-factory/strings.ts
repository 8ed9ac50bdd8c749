// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enModuleFactory from '@client/locales/en/module-factory.json';
import type huModuleFactory from '@client/locales/hu/module-factory.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    moduleFactory: Strings<typeof huModuleFactory, typeof enModuleFactory>;
  }
}
