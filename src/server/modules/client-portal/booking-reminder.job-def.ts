// The booking reminder job (decision 0420), declared apart from its handler so the booking service
// that schedules it and the portal's job plugin that runs it both import it without a cycle.
import { z } from 'zod';
import { defineJob } from '../../jobs/definition';

/**
 * One booking's reminder a day before it starts, scheduled in the booking's (or the move's)
 * transaction for `start − 24 h` with the key `<booking>:<sequence>`; the booking row's
 * `reminded_at` is the claim, so it goes out once, and not at all once the booking was cancelled or moved.
 */
export const bookingReminderJob = defineJob({
  name: 'portal.booking-reminder',
  scope: 'tenant',
  payload: z.object({ bookingId: z.string(), sequence: z.number().int().min(0) }),
  retry: { maxAttempts: 5, baseMs: 60_000, capMs: 30 * 60_000 },
});

/** How long before the start the reminder goes. */
export const BOOKING_REMINDER_LEAD_MS = 24 * 3_600_000;
