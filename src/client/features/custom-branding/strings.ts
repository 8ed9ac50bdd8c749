// The types of this feature's strings for t() (decision 0444): locales/{hu,en}/custom-branding.json.
// The names must not be `hu` or `en`: inside the augmentation those are @client/locales' own.
import type enCustomBranding from '@client/locales/en/custom-branding.json';
import type huCustomBranding from '@client/locales/hu/custom-branding.json';
import type { Strings } from '@client/locales';

declare module '@client/locales' {
  interface AppStrings {
    customBranding: Strings<typeof huCustomBranding, typeof enCustomBranding>;
  }
}
