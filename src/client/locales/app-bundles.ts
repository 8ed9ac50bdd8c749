// Strings used only inside the signed-in app (/app: shell, admin, profile and settings, the
// modules' pages). They are not part of the sign-in route's JavaScript: the app layout's lazy
// route loads them and adds them to i18next (lib/app-locales.ts), each language's from its own
// chunks, so a Hungarian user's page does not evaluate the English ones (decision 0460). Each
// language has two: the layout's and the dashboard's (app-hu.ts, app-en.ts), which the layout
// waits for, and every other page's (app-hu-pages.ts, app-en-pages.ts), which the other pages
// wait for, so the most loaded page does not evaluate the strings of thirty others (decision 0461).
// Every `hu/<name>.json` and `en/<name>.json` is gathered (decision 0444), under `<name>` in
// camelCase (`time-tracking.json` → `timeTracking`): a feature adds its files, no list to edit.
// The first chunk's own (account, legal) are in locales/index.ts. Their keys are typed by the
// features' `strings.ts` (interface AppStrings in locales/index.ts); app-bundles.test.ts checks
// that every file is declared there and that English has the same keys.

export type Strings = Record<string, unknown>;

/** The namespace of a strings file: its name in camelCase ('./hu/time-tracking.json' → 'timeTracking'). */
export function namespaceOf(file: string): string {
  return file
    .replace(/^.*\//, '')
    .replace(/\.json$/, '')
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A language's gathered files by namespace. */
export const bundle = (files: Record<string, Strings>): Record<string, Strings> => Object.fromEntries(Object.entries(files).map(([file, strings]) => [namespaceOf(file), strings]));

/**
 * The files (`hu/<name>.json`) of the namespaces the app layout and the dashboard use: the
 * layout's chunk of strings. app-hu.ts and app-en.ts glob exactly these, the pages' chunks every
 * other app file (app-bundles.test.ts checks both). The client build fails when the dashboard's
 * scripts use a key of another app namespace (scripts/vite-layout-strings.ts), and a key shown
 * without its text is reported on the console (lib/missing-key.ts), which fails a journey.
 */
export const layoutStringFiles = ['compliance-tracker', 'home', 'join-requests', 'knowledge-base', 'matters', 'modules', 'opportunities', 'shell', 'time-tracking'] as const;
