// Translation resources. `hu.json`/`en.json` hold the shared strings; each feature keeps its own
// pair `hu/<feature>.json` + `en/<feature>.json` under a top-level key named after the feature,
// registered with one line per language below (so features never edit each other's files).
// English (english.ts) is loaded only when chosen (lib/i18n.ts); it must have the same keys as
// Hungarian: its `satisfies` checks it at compile time.
import huBase from './hu.json';
import huAccount from './hu/account.json';
import huLegal from './hu/legal.json';
import type { ErrorCode } from '@shared/errors/errors';
import type { ZodMessageKey } from '@shared/validation/zod-messages';
import type { appHu } from './app-bundles';

export const hu = {
  ...huBase,
  account: huAccount,
  legal: huLegal,
};

/**
 * Texts whose Hungarian is the server's own, so they are not Hungarian resources of the first
 * chunk (decision 0442); English has them (english.ts). The API's error codes (lib/api-client.ts):
 * the Hungarian UI shows the server's message as it came. zod's own checks (lib/zod-i18n.ts): the
 * Hungarian text is the lookup's default value.
 */
export interface ServerTexts {
  apiErrors: Record<ErrorCode, string>;
  zodMessages: Record<ZodMessageKey, string>;
}

/** Every key, including the app-only bundles loaded with the app layout (app-bundles.ts). */
export type Translations = typeof hu & typeof appHu & ServerTexts;
