// What the app reports when it shows a string that is not loaded (lib/i18n.ts): a key with no
// text in the current language or Hungarian, and no default given by the caller. The journeys
// fail on it (tests/e2e/fixtures.ts), the component tests through their console guard: a page
// whose strings are in a chunk it did not wait for (decision 0461) would otherwise show the key.
export const MISSING_KEY_REPORT = 'i18n: a key without a text:';

/** The console line of a missing key. */
export const missingKeyReport = (key: string): string => `${MISSING_KEY_REPORT} ${key}`;
