// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enShell from '@client/locales/en/shell.json';
import type huShell from '@client/locales/hu/shell.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    shell: Strings<typeof huShell, typeof enShell>;
  }
}
