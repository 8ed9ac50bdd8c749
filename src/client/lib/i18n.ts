// i18next set-up: Hungarian is the default and fallback language, English the second one.
// The user's choice is kept in localStorage under `language`. Hungarian is bundled; English is
// its own chunk, loaded when chosen (`changeLanguage`, or at start when stored: `languageReady`).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { hu, type Translations } from '@client/locales';
import { missingKeyReport } from './missing-key';

export const LANGUAGE_STORAGE_KEY = 'language';
export const supportedLanguages = ['hu', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'hu';

// A copy: i18next extends the object it is given in place (addResourceBundle, the app's strings),
// and `hu` stays the first chunk's strings for whoever else imports it.
const resources = { hu: { translation: { ...hu } } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translations };
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

function applyLanguage(language: string): void {
  document.documentElement.lang = isLanguage(language) ? language : defaultLanguage;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...supportedLanguages],
  defaultNS: 'translation',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
  // A key without a text shows as the key: say so on the console (the journeys and the component
  // tests fail on it). A caller's own default (the server's Hungarian error texts, zod's) is no miss.
  parseMissingKeyHandler: (key: string, defaultValue?: string) => {
    if (defaultValue !== undefined) return defaultValue;
    console.error(missingKeyReport(key));
    return key;
  },
});
applyLanguage(i18n.language);

i18n.on('languageChanged', (language) => {
  applyLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
});

let english: Promise<void> | null = null;

/** The languages whose strings have been asked for (Hungarian is bundled). */
const loadedLanguages = new Set<string>([defaultLanguage]);
/** Strings added later in each language (the app's, with the app layout: lib/app-locales.ts). */
const languageParts: ((language: string) => Promise<void>)[] = [];

/**
 * Adds a part of the strings in every language: loaded now for each language already loaded, and
 * with any language loaded later. `load` is called once per language per load and must be idempotent.
 */
export function addLanguagePart(load: (language: string) => Promise<void>): Promise<void> {
  languageParts.push(load);
  return Promise.all([...loadedLanguages].map(load)).then(() => undefined);
}

/** Adds a language's strings when they are not bundled (English), with the parts added since. */
export function loadLanguage(language: string): Promise<void> {
  loadedLanguages.add(language);
  return Promise.all([loadCoreLanguage(language), ...languageParts.map((load) => load(language))]).then(() => undefined);
}

function loadCoreLanguage(language: string): Promise<void> {
  if (language !== 'en') return Promise.resolve();
  english ??= import('@client/locales/english').then(({ en, huApiErrors }) => {
    // deep, not overwriting: the app bundles (app-locales.ts) may have added their keys first.
    i18n.addResourceBundle('en', 'translation', en, true, false);
    // The server's Hungarian texts of the error codes, which api-client.ts recognises to translate.
    i18n.addResourceBundle('hu', 'translation', { apiErrors: huApiErrors }, true, false);
  });
  return english;
}

/** The stored language's strings are there (main.tsx renders after this). */
export const languageReady: Promise<void> = loadLanguage(i18n.language);

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
