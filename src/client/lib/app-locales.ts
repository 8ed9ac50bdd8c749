// Adds the signed-in app's strings (locales/app-bundles.ts) to i18next; called by the app
// layout's lazy route, so the sign-in route never downloads them.
import { i18n } from './i18n';

let loading: Promise<void> | null = null;

export function loadAppLocales(): Promise<void> {
  loading ??= Promise.all([import('@client/locales/app-bundles'), import('@shared/hu/article')]).then(([{ appHu, appEn }, { withHuArticle }]) => {
    // `{{number, article}}` → "az 5", "a 10" in Hungarian (the article a number read with a vowel
    // takes, issue 39.3); `articleStart` at the start of a sentence. Other languages get the value
    // alone. Only the app's strings use them, so they come with the app's strings (decision 0442).
    i18n.services.formatter?.add('article', (value: unknown, lng?: string) => (lng === 'hu' ? withHuArticle(String(value)) : String(value)));
    i18n.services.formatter?.add('articleStart', (value: unknown, lng?: string) => (lng === 'hu' ? withHuArticle(String(value), { capital: true }) : String(value)));
    i18n.addResourceBundle('hu', 'translation', appHu, true, true);
    i18n.addResourceBundle('en', 'translation', appEn, true, true);
  });
  return loading;
}
