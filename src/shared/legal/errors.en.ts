// English texts of legal/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { legalErrorMessages } from './errors';

export const legalErrorMessagesEn = {
  LEGAL_VERSION_NOT_CURRENT: 'The document has changed in the meantime. Reload the page, read the new version and accept it.',
} satisfies Record<keyof typeof legalErrorMessages, string>;
