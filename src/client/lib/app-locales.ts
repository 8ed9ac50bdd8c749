// Adds the signed-in app's strings (locales/app-bundles.ts) to i18next; called by the app
// layout's lazy route, so the sign-in route never downloads them.
import { i18n } from './i18n';

let loading: Promise<void> | null = null;

export function loadAppLocales(): Promise<void> {
  loading ??= import('@client/locales/app-bundles').then(({ appHu, appEn }) => {
    i18n.addResourceBundle('hu', 'translation', appHu, true, true);
    i18n.addResourceBundle('en', 'translation', appEn, true, true);
  });
  return loading;
}
