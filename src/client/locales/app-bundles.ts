// Strings used only inside the signed-in app (/app: shell, admin, profile and settings, the
// modules' pages). They are not part of the sign-in route's JavaScript: the app layout's lazy
// route loads this module and adds the bundles to i18next (lib/app-locales.ts).
// Every `hu/<name>.json` and `en/<name>.json` here is gathered (decision 0444), under `<name>` in
// camelCase (`time-tracking.json` → `timeTracking`): a feature adds its files, no list to edit.
// The first chunk's own (account, legal) are in locales/index.ts. Their keys are typed by the
// features' `strings.ts` (interface AppStrings in locales/index.ts); app-bundles.test.ts checks
// that every file is declared there and that English has the same keys.

type Strings = Record<string, unknown>;

const huFiles = import.meta.glob<Strings>(['./hu/*.json', '!./hu/account.json', '!./hu/legal.json'], { eager: true, import: 'default' });
const enFiles = import.meta.glob<Strings>(['./en/*.json', '!./en/account.json', '!./en/legal.json'], { eager: true, import: 'default' });

/** The namespace of a strings file: its name in camelCase ('./hu/time-tracking.json' → 'timeTracking'). */
export function namespaceOf(file: string): string {
  return file
    .replace(/^.*\//, '')
    .replace(/\.json$/, '')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const bundle = (files: Record<string, Strings>): Record<string, Strings> => Object.fromEntries(Object.entries(files).map(([file, strings]) => [namespaceOf(file), strings]));

export const appHu = bundle(huFiles);
export const appEn = bundle(enFiles);
