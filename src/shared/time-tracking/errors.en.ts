// English texts of time-tracking/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { timeTrackingErrorMessages } from './errors';

export const timeTrackingErrorMessagesEn = {
  TIME_ENTRY_LOCKED: 'This time entry has already been invoiced, so it cannot be changed or deleted. Only cancelling the invoice releases it.',
  TIME_ENTRY_MATTER_NOT_FOUND: 'The selected matter was not found, or you have no access to it.',
  TIME_ENTRY_NOT_OWN: "Only the firm's administrator can change another colleague's time entry.",
  TIMER_ALREADY_RUNNING: 'A timer is already running. Stop it, or switch to the new matter.',
  TIMER_NOT_RUNNING: 'No timer is running.',
  TIMER_TOO_SHORT: 'The timer ran for less than a minute. Record it as 1 minute, or discard it.',
  TIME_RATE_INVALID: 'An hourly rate in forints is a whole number; in euros it can have at most two decimals.',
  TIME_RATE_TARGET_NOT_FOUND: 'The matter, client or colleague given for the hourly rate was not found.',
  TIME_ENTRY_INVOICE_CONFLICT: 'Some of the entries are already on another invoice or cannot be invoiced.',
} satisfies Record<keyof typeof timeTrackingErrorMessages, string>;
