// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enMessages from '@client/locales/en/messages.json';
import type enPortal from '@client/locales/en/portal.json';
import type enPortalInfo from '@client/locales/en/portal-info.json';
import type huMessages from '@client/locales/hu/messages.json';
import type huPortal from '@client/locales/hu/portal.json';
import type huPortalInfo from '@client/locales/hu/portal-info.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    messages: Strings<typeof huMessages, typeof enMessages>;
    portal: Strings<typeof huPortal, typeof enPortal>;
    portalInfo: Strings<typeof huPortalInfo, typeof enPortalInfo>;
  }
}
