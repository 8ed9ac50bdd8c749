// English texts of portal/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { portalErrorMessages } from './errors';

// The booking codes live beside the booking rules; the catalogue finds them through this file.
export { bookingErrorMessagesEn } from './booking-errors.en';

export const portalErrorMessagesEn = {
  PORTAL_NO_CLIENT: 'Your account is not linked to a client yet, so you cannot send messages. Ask the firm to link it.',
  PORTAL_CLIENT_REQUIRED: 'Choose the client you are writing for.',
  PORTAL_THREAD_CLOSED: 'This conversation is closed. Start a new message.',
  COMPLAINT_STATUS_CHANGE: 'The complaint cannot move from this status to that one (submitted → in progress → answered → closed).',
  COMPLAINT_CLOSED: 'The complaint is closed and can no longer be answered again.',
  PORTAL_ASSIGNEE_INVALID: 'A conversation can only be assigned to a firm member who can see its matter.',
} satisfies Record<keyof typeof portalErrorMessages, string>;
