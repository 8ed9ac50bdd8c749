// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enDocuments from '@client/locales/en/documents.json';
import type huDocuments from '@client/locales/hu/documents.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    documents: Strings<typeof huDocuments, typeof enDocuments>;
  }
}
