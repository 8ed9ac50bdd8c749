// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enContacts from '@client/locales/en/contacts.json';
import type huContacts from '@client/locales/hu/contacts.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    contacts: Strings<typeof huContacts, typeof enContacts>;
  }
}
