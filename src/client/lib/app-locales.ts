// Adds the signed-in app's strings (locales/app-bundles.ts) to i18next, so the sign-in route never
// downloads them. Each language's strings are chunks of their own, loaded for the languages loaded
// (Hungarian, English when chosen or stored) and with English when it is chosen later (i18n.ts
// `addLanguagePart`, decision 0460). The app layout waits for the layout's and the dashboard's
// strings only (`loadLayoutLocales`); every other page waits for all of them (`loadAppLocales`),
// so the dashboard does not evaluate thirty pages' strings (decision 0461).
import type { Strings } from '@client/locales/app-bundles';
import { addLanguagePart, i18n } from './i18n';

type Bundle = Record<string, Strings>;

/** A part of the app's strings, loaded once per language (`hu`, `en`; other languages have none). */
function stringsPart(chunks: Record<'hu' | 'en', () => Promise<Bundle>>): (language: string) => Promise<void> {
  const loaded = new Map<string, Promise<void>>();
  return (language) => {
    if (language !== 'hu' && language !== 'en') return Promise.resolve();
    let part = loaded.get(language);
    if (!part) {
      part = chunks[language]().then((bundle) => {
        i18n.addResourceBundle(language, 'translation', bundle, true, true);
      });
      loaded.set(language, part);
    }
    return part;
  };
}

const layoutStrings = stringsPart({
  hu: () => import('@client/locales/app-hu').then((m) => m.appHu),
  en: () => import('@client/locales/app-en').then((m) => m.appEn),
});

const pageStrings = stringsPart({
  hu: () => import('@client/locales/app-hu-pages').then((m) => m.appHuPages),
  en: () => import('@client/locales/app-en-pages').then((m) => m.appEnPages),
});

let layoutLoading: Promise<void> | null = null;
let pagesLoading: Promise<void> | null = null;

/** The strings of the app layout and the dashboard (app-bundles.ts `layoutStringFiles`). */
export function loadLayoutLocales(): Promise<void> {
  layoutLoading ??= Promise.all([
    import('@shared/hu/article').then(({ withHuArticle }) => {
      // `{{number, article}}` → "az 5", "a 10" in Hungarian (the article a number read with a vowel
      // takes, issue 39.3); `articleStart` at the start of a sentence. Other languages get the value
      // alone. Only the app's strings use them, so they come with the app's strings (decision 0442).
      i18n.services.formatter?.add('article', (value: unknown, lng?: string) => (lng === 'hu' ? withHuArticle(String(value)) : String(value)));
      i18n.services.formatter?.add('articleStart', (value: unknown, lng?: string) => (lng === 'hu' ? withHuArticle(String(value), { capital: true }) : String(value)));
    }),
    addLanguagePart(layoutStrings),
  ]).then(() => undefined);
  return layoutLoading;
}

/** All of the app's strings: every page but the dashboard waits for these. */
export function loadAppLocales(): Promise<void> {
  pagesLoading ??= addLanguagePart(pageStrings);
  return Promise.all([loadLayoutLocales(), pagesLoading]).then(() => undefined);
}
