// English texts of webhooks/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { webhookErrorMessages } from './errors';

export const webhookErrorMessagesEn = {
  WEBHOOK_NOT_FOUND: 'The webhook endpoint was not found.',
  WEBHOOK_DELIVERY_NOT_FOUND: 'The delivery was not found.',
  WEBHOOK_URL_FORBIDDEN: 'Webhooks cannot be sent to this address: it is local, on a private network or otherwise not public (or not HTTPS).',
  WEBHOOK_LIMIT_REACHED: 'A firm can have at most 20 webhook endpoints.',
  WEBHOOK_URL_TAKEN: 'The firm already has a webhook endpoint at this address: one address takes one endpoint (otherwise every message would arrive twice).',
  WEBHOOK_DISABLED: 'The endpoint is disabled: enable it first.',
} satisfies Record<keyof typeof webhookErrorMessages, string>;
