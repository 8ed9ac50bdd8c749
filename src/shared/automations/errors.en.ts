// English texts of automations/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { automationErrorMessages } from './errors';

export const automationErrorMessagesEn = {
  AUTOMATION_NOT_FOUND: 'The automation rule was not found.',
  AUTOMATION_ACTION_NOT_ALLOWED: 'You cannot give a rule an action you are not allowed to take yourself.',
  AUTOMATION_EVENT_NOT_FOUND: 'The chosen event was not found, or it is not an event of this rule.',
  AUTOMATION_NO_MATTER: 'The event has no matter, and the action names none either.',
  AUTOMATION_AUTHOR_GONE: 'The author of the rule is no longer a member of the firm; the rule cannot run on their behalf.',
  AUTOMATION_WEBHOOK_UNAVAILABLE: 'The chosen webhook endpoint does not exist, is switched off, or the Integrations module is not installed.',
  AUTOMATION_NO_RECIPIENT_EMAIL: "The matter's client has no e-mail address, so the e-mail cannot be sent.",
  AUTOMATION_CONTACT_INVALID: 'The contact details the rule filled in are invalid.',
} satisfies Record<keyof typeof automationErrorMessages, string>;
