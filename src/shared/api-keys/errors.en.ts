// English texts of api-keys/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { apiKeyErrorMessages } from './errors';

export const apiKeyErrorMessagesEn = {
  API_KEY_INVALID: 'The API key is invalid, expired or revoked.',
  API_KEY_SCOPE_NOT_HELD: 'You cannot grant an API key a permission you do not hold yourself.',
  API_KEY_NOT_FOUND: 'The API key was not found.',
  API_KEY_REVOKED: 'The API key has already been revoked.',
  API_ACCESS_NOT_INCLUDED: 'API access is part of the Advanced and Pro plans. Upgrade to use it!',
  API_CURSOR_INVALID: 'The pagination cursor is invalid.',
  IDEMPOTENCY_KEY_INVALID: 'The Idempotency-Key header must be 1–255 visible ASCII characters (quotes allowed).',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a request with a different body. Use a new key for a new request.',
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 'A request with the same Idempotency-Key is still being processed. Try again in a few seconds.',
} satisfies Record<keyof typeof apiKeyErrorMessages, string>;
