// Translation resources. `hu.json`/`en.json` hold the shared strings; each feature keeps its own
// pair `hu/<feature>.json` + `en/<feature>.json` under a top-level key named after the feature,
// registered with one line per language below (so features never edit each other's files).
// English (english.ts) is loaded only when chosen (lib/i18n.ts); it must have the same keys as
// Hungarian: its `satisfies` checks it at compile time.
import huBase from './hu.json';
import huBilling from './hu/billing.json';
import huAccount from './hu/account.json';
import huLegal from './hu/legal.json';
import type { ErrorCode } from '@shared/errors/errors';
import { huZodMessages } from '@shared/validation/zod-messages';
import type { appHu } from './app-bundles';

export const hu = {
  ...huBase,
  billing: huBilling,
  account: huAccount,
  legal: huLegal,
  // zod's own checks (client/lib/zod-i18n.ts): Hungarian is the server's own text too.
  zodMessages: huZodMessages as Record<keyof typeof huZodMessages, string>,
};

/**
 * The API's error codes (lib/api-client.ts). Hungarian is the server's own message, so the
 * Hungarian UI shows the message as it came and the table is not part of the first chunk: it comes
 * with the English chunk (english.ts), the one language that translates it.
 */
export interface ApiErrorTexts {
  apiErrors: Record<ErrorCode, string>;
}

/** Every key, including the app-only bundles loaded with the app layout (app-bundles.ts). */
export type Translations = typeof hu & typeof appHu & ApiErrorTexts;
