// Translation resources. `hu.json`/`en.json` hold the shared strings; each feature keeps its own
// pair `hu/<feature>.json` + `en/<feature>.json` under a top-level key named after the file. The
// first chunk's (account, legal) are registered below; the app's are gathered by app-bundles.ts
// and typed by the features' own `strings.ts` (interface AppStrings, decision 0444), so features
// never edit each other's files. English (english.ts) is loaded only when chosen (lib/i18n.ts);
// it must have the same keys as Hungarian: its `satisfies` (and `Strings`) check it at compile time.
import huBase from './hu.json';
import huAccount from './hu/account.json';
import huLegal from './hu/legal.json';
import type { ErrorCode } from '@shared/errors/errors';
import type { ZodMessageKey } from '@shared/validation/zod-messages';

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

/**
 * The strings of the app's bundle (app-bundles.ts) by namespace: each feature declares its own in
 * its `strings.ts` (decision 0444), `declare module '@client/locales' { interface AppStrings {
 * matters: Strings<typeof huMatters, typeof enMatters> } }`, so a misspelt key stays a compile
 * error. Name the JSON imports after the namespace: inside that block a bare `hu` is this module's.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppStrings {}

/** A feature's Hungarian strings, once English (`En`) is seen to have every key of them. */
export type Strings<Hu, En extends Hu> = En extends Hu ? Hu : never;

/** Every key, including the app-only bundles loaded with the app layout (app-bundles.ts). */
export type Translations = typeof hu & AppStrings & ServerTexts;
