// Adds the strings of the account screens other than sign-in (registration, e-mail verification,
// password reset, invitation, the dev outbox: `accountScreens`, decision 0444) to i18next; called by
// those public routes (app/router.tsx), so the sign-in route never downloads them, and by the app
// layout's acceptance screen of new legal texts. The app's pages get them with the pages' strings
// (lib/app-locales.ts), which gather the same files (decision 0461).
import { i18n } from './i18n';

let loading: Promise<void> | null = null;

export function loadAccountLocales(): Promise<void> {
  loading ??= Promise.all([import('@client/locales/hu/account-screens.json'), import('@client/locales/en/account-screens.json')]).then(([hu, en]) => {
    i18n.addResourceBundle('hu', 'translation', { accountScreens: hu.default }, true, true);
    i18n.addResourceBundle('en', 'translation', { accountScreens: en.default }, true, true);
  });
  return loading;
}
