// English texts of entitlements/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { billingErrorMessages } from './errors';

export const billingErrorMessagesEn = {
  AGENTS_LIMIT_EXCEEDED: 'You have reached the monthly limit of AI agents. To continue, upgrade your plan or pay with credits!',
  AUTOMATIONS_LIMIT_EXCEEDED: 'You have reached the monthly limit of automations. To continue, upgrade your plan or pay with credits!',
  FEATURE_NOT_INCLUDED: 'This feature is not part of your plan. Upgrade your plan!',
  UNKNOWN_ACTION: 'Unknown action.',
  INSUFFICIENT_CREDITS: 'You do not have enough credits for this action.',
  CREDIT_SPEND_FORBIDDEN: "Only the company administrator can spend the company's credits. Ask them to upgrade the plan.",
  PLAN_NOT_FOUND: 'The requested plan was not found.',
  SAME_PLAN: 'This plan is already active for your company.',
  PLAN_CHANGE_PENDING: 'A plan change is already in progress. Pay the pro forma invoice first, or withdraw the request.',
  REQUEST_NOT_PENDING: 'This request is already closed and cannot be changed.',
  UPGRADE_REQUEST_NOT_NEEDED: 'You can change the plan yourself on the Plans page.',
  PLATFORM_BILLING_DETAILS_MISSING:
    "The pro forma invoice cannot be issued yet: the platform operator's billing details (name, tax number, bank, account number) are not set. The platform administrator can set them on the platform billing page; nothing has changed.",
} satisfies Record<keyof typeof billingErrorMessages, string>;
