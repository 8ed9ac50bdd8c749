// Adds the signed-in app's strings (locales/app-bundles.ts) to i18next; called by the app
// layout's lazy route, so the sign-in route never downloads them. Each language's strings are a
// chunk of their own, loaded for the languages loaded (Hungarian, English when chosen or stored)
// and with English when it is chosen later (i18n.ts `addLanguagePart`, decision 0460).
import { addLanguagePart, i18n } from './i18n';

let loading: Promise<void> | null = null;
const appStrings = new Map<string, Promise<void>>();

function loadAppStrings(language: string): Promise<void> {
  if (language !== 'hu' && language !== 'en') return Promise.resolve();
  let loaded = appStrings.get(language);
  if (!loaded) {
    const strings = language === 'en' ? import('@client/locales/app-en').then((m) => m.appEn) : import('@client/locales/app-hu').then((m) => m.appHu);
    loaded = strings.then((bundle) => {
      i18n.addResourceBundle(language, 'translation', bundle, true, true);
    });
    appStrings.set(language, loaded);
  }
  return loaded;
}

export function loadAppLocales(): Promise<void> {
  loading ??= Promise.all([
    import('@shared/hu/article').then(({ withHuArticle }) => {
      // `{{number, article}}` → "az 5", "a 10" in Hungarian (the article a number read with a vowel
      // takes, issue 39.3); `articleStart` at the start of a sentence. Other languages get the value
      // alone. Only the app's strings use them, so they come with the app's strings (decision 0442).
      i18n.services.formatter?.add('article', (value: unknown, lng?: string) => (lng === 'hu' ? withHuArticle(String(value)) : String(value)));
      i18n.services.formatter?.add('articleStart', (value: unknown, lng?: string) => (lng === 'hu' ? withHuArticle(String(value), { capital: true }) : String(value)));
    }),
    addLanguagePart(loadAppStrings),
  ]).then(() => undefined);
  return loading;
}
