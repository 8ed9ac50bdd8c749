// English texts of opportunities/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { opportunityErrorMessages } from './errors';

export const opportunityErrorMessagesEn = {
  OPPORTUNITY_STAGE_NOT_FOUND: 'The selected stage was not found.',
  OPPORTUNITY_CONTACT_NOT_FOUND: 'The selected contact was not found.',
  OPPORTUNITY_OWNER_NOT_STAFF: "Only your company's lawyers or staff can be responsible for an opportunity.",
  OPPORTUNITY_CLIENT_REQUIRED: "Choose a contact or enter the prospective client's name.",
  OPPORTUNITY_WIN_REQUIRED: 'An opportunity reaches the won stage with the “Win” button: that creates the client and the matter.',
  OPPORTUNITY_ALREADY_WON: 'This opportunity has already been won: it has a matter, so it cannot be moved or deleted.',
  OPPORTUNITY_WIN_NEEDS_CASES: 'Winning also opens a matter: this needs the permission to open matters.',
  OPPORTUNITY_STAGE_IN_USE: 'This stage has opportunities: move them first.',
  OPPORTUNITY_STAGE_LAST_OF_KIND: 'At least one open, one won and one lost stage must remain.',
  OPPORTUNITY_STAGE_NAME_TAKEN: 'A stage with this name already exists.',
  OPPORTUNITY_STAGE_ORDER_MISMATCH: "The order must contain each of the company's stages exactly once.",
  OPPORTUNITY_STAGE_KIND_IN_USE: 'The type of a stage that has opportunities cannot be changed.',
} satisfies Record<keyof typeof opportunityErrorMessages, string>;
