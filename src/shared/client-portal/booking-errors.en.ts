// English texts of portal/booking-errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import type { bookingErrorMessages } from './booking-errors';

export const bookingErrorMessagesEn = {
  BOOKING_SLOT_TAKEN: 'This time slot is already booked. Choose another one.',
  BOOKING_SLOT_UNAVAILABLE: "This time cannot be booked: it is outside the lawyer's hours, on a public holiday, or too soon.",
  BOOKING_NOTICE_PASSED: 'The booking can no longer be cancelled or moved: the notice period has passed. Contact the firm.',
  BOOKING_ALREADY_CANCELLED: 'This booking is already cancelled.',
  BOOKING_RANGE_INVALID: 'The period may be at most 31 days long and must not start after it ends.',
  BOOKING_TYPE_INACTIVE: 'This appointment type cannot be booked at the moment.',
  BOOKING_NOT_LAWYER: 'Office hours and bookings can only be set for a lawyer or staff member of the firm.',
} satisfies Record<keyof typeof bookingErrorMessages, string>;
