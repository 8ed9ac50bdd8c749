// The English core strings, a chunk of their own: loaded only when English is chosen
// (lib/i18n.ts `loadLanguage`), so the Hungarian sign-in route does not download them.
import enBase from './en.json';
import enAccount from './en/account.json';
import enLegal from './en/legal.json';
import { enApiErrors } from './en/api-errors';
import { enZodMessages } from './en/zod-messages';
import { errorMessages } from '@shared/errors/errors';
import type { ServerTexts, hu } from './index';

export const en = {
  ...enBase,
  account: enAccount,
  legal: enLegal,
  apiErrors: enApiErrors,
  zodMessages: enZodMessages,
} satisfies typeof hu & ServerTexts;

/** The server's Hungarian text of each code: an answer carrying it is translated (lib/api-client.ts). */
export const huApiErrors: ServerTexts['apiErrors'] = errorMessages;
