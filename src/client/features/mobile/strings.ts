// The types of this feature's strings for t() (decision 0444): locales/{hu,en}/mobile.json.
// The names must not be `hu` or `en`: inside the augmentation those are @client/locales' own.
import type enMobile from '@client/locales/en/mobile.json';
import type huMobile from '@client/locales/hu/mobile.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    mobile: Strings<typeof huMobile, typeof enMobile>;
  }
}
