// English texts of modules/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { moduleErrorMessages } from './errors';

export const moduleErrorMessagesEn = {
  MODULE_NOT_INSTALLED: 'This module is not installed for your company. You can install it in the Module Store.',
  MODULE_NOT_FOUND: 'The requested module was not found.',
  MODULE_NOT_RELEASED: 'This module is still under development; you can install it soon.',
  MODULE_PLAN_REQUIRED: 'This module requires a higher plan.',
  MODULE_ALREADY_INSTALLED: 'This module is already installed for your company.',
  MODULE_PURCHASE_FORBIDDEN: 'You can install a paid module only with the module purchase permission. Ask the company administrator.',
  MODULE_HAS_DEPENDENTS: 'You cannot remove this module while an installed module builds on it.',
  MODULE_PRICING_FORBIDDEN: 'You can change the price of the module only with the pricing permission.',
  MODULE_SETTINGS_TOO_LARGE: 'The module settings are too large (at most 10,000 characters).',
} satisfies Record<keyof typeof moduleErrorMessages, string>;
