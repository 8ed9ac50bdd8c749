// The types of this feature's strings for t() (decision 0444). The app's bundle (locales/app-bundles.ts)
// gathers every locales/{hu,en}/<name>.json under <name> in camelCase; English must have Hungarian's keys.
import type enJoinRequests from '@client/locales/en/join-requests.json';
import type huJoinRequests from '@client/locales/hu/join-requests.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    joinRequests: Strings<typeof huJoinRequests, typeof enJoinRequests>;
  }
}
