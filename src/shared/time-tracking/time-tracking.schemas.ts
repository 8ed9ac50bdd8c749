// The /api/time-tracking shapes (issue 17 point 1), used by the server routes and the client.
import { z } from 'zod';
import { activityTypes } from './activities';
import { durationInputSchema, durationRoundingSchema } from './duration.schemas';
import { rateCurrencies, rateLevels, storedRateLevels } from './rates';
import { isoDateStringSchema } from '../dates/iso-date.schema';

const isoDate = isoDateStringSchema;
const id = z.string().min(1).max(100);
const description = z.string().trim().max(2000);
/** Decimal string of a rate or an amount ("35000", "120.50"). */
const decimalString = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Összeg tizedesponttal, legfeljebb két tizedesjeggyel.');

export const createTimeEntryBodySchema = z.object({
  matterId: id,
  activity: z.enum(activityTypes).default('other'),
  description: description.min(1, 'Írd le röviden, mit csináltál.'),
  workDate: isoDate,
  /** As typed: "1:12", "1h 12m", "72p", "1,2 ó", "90". */
  duration: durationInputSchema,
  billable: z.boolean().default(true),
});
export type CreateTimeEntryBody = z.input<typeof createTimeEntryBodySchema>;

export const updateTimeEntryBodySchema = z
  .object({
    matterId: id,
    activity: z.enum(activityTypes),
    description: description.min(1, 'Írd le röviden, mit csináltál.'),
    workDate: isoDate,
    duration: durationInputSchema,
    billable: z.boolean(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nincs mit módosítani.' });
export type UpdateTimeEntryBody = z.input<typeof updateTimeEntryBodySchema>;

export const timeEntrySchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  matter: z.object({ id: z.string(), number: z.string(), title: z.string() }),
  activity: z.enum(activityTypes),
  description: z.string(),
  workDate: isoDate,
  /** As entered (or measured by the timer). */
  minutes: z.number().int(),
  /** After the firm's rounding at entry time; what is billed. */
  billedMinutes: z.number().int(),
  billable: z.boolean(),
  rate: decimalString,
  currency: z.enum(rateCurrencies),
  rateLevel: z.enum(rateLevels),
  /** billedMinutes × rate, 0 when not billable (computed by the database). */
  amount: z.string(),
  source: z.enum(['manual', 'timer']),
  invoiceId: z.string().nullable(),
  lockedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const listTimeEntriesQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  matterId: id.optional(),
  /** Another member's entries: firm administrators only; "all" = the whole firm. */
  userId: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const listTimeEntriesResponseSchema = z.object({ items: z.array(timeEntrySchema), total: z.number().int() });

export const moneySchema = z.object({ currency: z.enum(rateCurrencies), amount: z.string() });
export type Money = z.infer<typeof moneySchema>;

const dayTotalsSchema = z.object({
  minutes: z.number().int(),
  billedMinutes: z.number().int(),
  billableMinutes: z.number().int(),
  /** Billable value per currency (only currencies that occur). */
  amounts: z.array(moneySchema),
});
export type DayTotals = z.infer<typeof dayTotalsSchema>;

export const weekQuerySchema = z.object({
  /** Any day of the week (defaults to today in Budapest); the week runs Monday to Sunday. */
  date: isoDate.optional(),
  userId: id.optional(),
});
export const weekResponseSchema = z.object({
  from: isoDate,
  to: isoDate,
  days: z.array(dayTotalsSchema.extend({ date: isoDate })),
  totals: dayTotalsSchema,
  entries: z.array(timeEntrySchema),
});
export type WeekResponse = z.infer<typeof weekResponseSchema>;

export const startTimerBodySchema = z.object({
  matterId: id,
  activity: z.enum(activityTypes).default('other'),
  description: description.default(''),
  /** Stop a running timer (saving its entry) and start this one in the same transaction. */
  switch: z.boolean().default(false),
});
export type StartTimerBody = z.input<typeof startTimerBodySchema>;

export const stopTimerBodySchema = z.object({
  activity: z.enum(activityTypes).optional(),
  description: description.optional(),
  billable: z.boolean().default(true),
  /** Record a timer that ran under a minute (as 1 minute) instead of refusing with TIMER_TOO_SHORT (decision 0495). */
  keepShort: z.boolean().default(false),
});
export type StopTimerBody = z.input<typeof stopTimerBodySchema>;

export const timerSchema = z.object({
  matter: z.object({ id: z.string(), number: z.string(), title: z.string() }),
  activity: z.enum(activityTypes),
  description: z.string(),
  startedAt: z.string(),
  /** The server's clock when answering, so the browser shows the elapsed time without trusting its own clock. */
  serverNow: z.string(),
});
export type RunningTimer = z.infer<typeof timerSchema>;
export const currentTimerResponseSchema = z.object({ timer: timerSchema.nullable() });
export const stopTimerResponseSchema = z.object({ entry: timeEntrySchema });

export const trackingSettingsSchema = z.object({
  rounding: durationRoundingSchema,
  defaultRate: decimalString.nullable(),
  defaultCurrency: z.enum(rateCurrencies),
});
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;

export const rateRowSchema = z.object({
  id: z.string(),
  level: z.enum(storedRateLevels),
  targetId: z.string(),
  targetLabel: z.string(),
  amount: decimalString,
  currency: z.enum(rateCurrencies),
});
export const settingsResponseSchema = z.object({ settings: trackingSettingsSchema, rates: z.array(rateRowSchema) });

export const rateBodySchema = z.object({
  level: z.enum(storedRateLevels),
  /** Matter id, client contact id, activity type or user id. */
  targetId: id,
  amount: decimalString,
  currency: z.enum(rateCurrencies),
});

/** The matter picker of the time forms: an empty choice is named in words (the bodies' own check is the id's). */
const matterChoice = z.string().min(1, 'Válassz ügyet.').max(100);
/** The manual-entry form (form kit): the create body with the matter chosen in a select. */
export const timeEntryFormSchema = createTimeEntryBodySchema.extend({ matterId: matterChoice });
/** The start-timer form (form kit): the start body without the switch (the page offers none). */
export const startTimerFormSchema = startTimerBodySchema.omit({ switch: true }).extend({ matterId: matterChoice });
