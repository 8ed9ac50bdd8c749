// English texts of compliance-tracker/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { deadlineErrorMessages } from './errors';

export const deadlineErrorMessagesEn = {
  DEADLINE_START_INVALID: 'The start day is not a valid date.',
  DEADLINE_LENGTH_INVALID: 'The length of the deadline is not valid.',
  COMPLIANCE_INACTIVE: 'This obligation is paused; reactivate it first.',
  COMPLIANCE_OCCURRENCE_STALE: 'This occurrence has already been marked as done. Refresh the page.',
  DEADLINE_DOCUMENT_OTHER_MATTER: "Only a document of the deadline's matter can be linked.",
  CALENDAR_ENTRY_BUILT_IN: 'This day is part of the built-in calendar (a public holiday or a known decree); it cannot be deleted.',
  DEADLINE_FEED_REVOKED: 'This calendar link has been revoked. Request a new one on the Deadlines page.',
} satisfies Record<keyof typeof deadlineErrorMessages, string>;
