// English texts of ai/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { aiApiErrorMessages } from './errors';

export const aiApiErrorMessagesEn = {
  DAILY_BUDGET_EXCEEDED: 'You have reached the daily AI budget.',
  MONTHLY_BUDGET_EXCEEDED: 'You have reached the monthly AI budget.',
  NO_AVAILABLE_PROVIDERS: 'No AI provider is available at the moment.',
  AI_PROVIDER_ERROR: 'The AI provider reported an error. Please try again later.',
  AI_REQUEST_INVALID: 'The AI request does not meet the rules.',
  AI_KEY_INVALID: 'The format of the API key is not valid.',
  AI_BASE_URL_FORBIDDEN: "This address points to an internal network, the server's own machine or a cloud metadata service, so it cannot be used. Give a public address, or ask the platform operator to approve it.",
  AI_KEY_SECRET_MISSING: 'No encryption key for API keys is set on the server.',
  AI_ALERT_STATE_CONFLICT: 'The alert is already in this or a later state.',
  AI_ALERT_RULE_BUILTIN: 'The default rule cannot be deleted, only switched off.',
  AI_ALERT_RULE_INVALID: 'The settings of the rule are not valid.',
  EMBEDDING_NOT_CONFIGURED: 'No embedding model is set: enter one on an OpenAI, Azure or local key.',
  VAULT_DOCUMENT_NOT_FOUND: 'The document was not found, or you have no access to it.',
  VAULT_MATTER_NOT_FOUND: 'The matter was not found, or you have no access to it.',
} satisfies Record<keyof typeof aiApiErrorMessages, string>;
