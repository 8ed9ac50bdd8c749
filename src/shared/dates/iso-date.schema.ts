import { z } from 'zod';
import { isIsoDate } from './iso-date';

/**
 * A calendar date as "YYYY-MM-DD" that exists (no 2026-02-30, no month 18): a date that only
 * looks right would reach the database and fail there as a 500 instead of a 400.
 */
export const isoDateStringSchema = z.string().refine(isIsoDate, 'Dátum ÉÉÉÉ-HH-NN alakban.');
