// English texts of auth/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { accountErrorMessages } from './errors';

export const accountErrorMessagesEn = {
  VERIFICATION_TOKEN_INVALID: 'The confirmation link is invalid or has expired. Request a new confirmation email.',
  RESET_TOKEN_INVALID: 'Invalid or missing reset token',
  INVALID_CURRENT_PASSWORD: 'The current password is not correct.',
  DEMO_SIGN_IN_FAILED: 'Demo sign-in is not available.',
} satisfies Record<keyof typeof accountErrorMessages, string>;
