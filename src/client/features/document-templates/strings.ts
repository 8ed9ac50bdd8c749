// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enDocumentTemplates from '@client/locales/en/document-templates.json';
import type huDocumentTemplates from '@client/locales/hu/document-templates.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    documentTemplates: Strings<typeof huDocumentTemplates, typeof enDocumentTemplates>;
  }
}
