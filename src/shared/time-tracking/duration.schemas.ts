// The duration fields' schemas (a typed duration, the firm's rounding); the parsing and formatting
// they use are in duration.ts, which imports no zod (the shell's timer formats durations on every
// signed-in page; decision 0442).
import { z } from 'zod';
import { type DurationErrorCode, durationErrorMessages, parseDuration, ROUNDING_INCREMENTS, roundingModes } from './duration';

type DurationIssue = { code: 'custom'; message: string; params: { code: DurationErrorCode } };

/** A duration field as typed ("1:12", "72p" …) → whole minutes; issues carry `params.code`. */
export const durationInputSchema = z.string({ error: durationErrorMessages.DURATION_REQUIRED }).transform((input, ctx): number => {
  const r = parseDuration(input);
  if (r.ok) return r.minutes;
  const issue: DurationIssue = { code: 'custom', message: r.message, params: { code: r.code } };
  ctx.addIssue(issue);
  return z.NEVER;
});

/** The firm's rounding setting. */
export const durationRoundingSchema = z.object({
  mode: z.enum(roundingModes, { error: 'Válassz kerekítési módot.' }),
  incrementMinutes: z.union(
    ROUNDING_INCREMENTS.map((n) => z.literal(n)),
    { error: 'A kerekítési egység 1, 5, 6, 10, 15, 30 vagy 60 perc lehet.' },
  ),
});
